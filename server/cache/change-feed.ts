import { randomUUID } from "node:crypto";
import pg from "pg";
import { EVERYTHING } from "#server/cache/cache-tags.ts";
import type { Logger } from "#server/logger.ts";

/**
 * "This was written" (the tags of server/cache/cache-tags.ts): how each app server learns which of its
 * cached answers are stale. One process (SQLite) only tells itself; several on one PostgreSQL
 * tell each other with LISTEN/NOTIFY, so an admin's price change shows on every server at once,
 * not after the TTL.
 */
export interface ChangeFeed {
  /** Tells every listener, on this server and (PostgreSQL) on every other one; nothing when nothing changed. */
  publish(tags: readonly string[]): void;
  subscribe(listener: Listener): void;
  close(): Promise<void>;
}

type Listener = (tags: readonly string[]) => void;

export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<Listener>();
  return {
    publish(tags) {
      if (tags.length > 0) listeners.forEach((l) => l(tags));
    },
    subscribe: (listener) => void listeners.add(listener),
    close: async () => listeners.clear(),
  };
}

const CHANNEL = "vanaushadhi_changes";
const RECONNECT_MS = 1000;
/** NOTIFY's payload must stay under 8 000 bytes: a bigger change is announced as EVERYTHING. */
const MAX_PAYLOAD_BYTES = 7000;

interface Announcement {
  /** The announcing server, which told itself already. */
  from: string;
  tags: string[];
}

/** The payload of a NOTIFY for these tags. */
export function changePayload(from: string, tags: readonly string[]): string {
  const payload = JSON.stringify({ from, tags });
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, tags: [EVERYTHING] });
}

/** A NOTIFY's payload read back; anything unreadable (an older server's empty NOTIFY) changed EVERYTHING. */
export function readChange(payload: string | undefined): Announcement {
  try {
    const { from, tags } = JSON.parse(payload ?? "") as Partial<Announcement>;
    if (Array.isArray(tags) && tags.length > 0 && tags.every((t) => typeof t === "string"))
      return { from: String(from), tags };
  } catch {
    // falls through to EVERYTHING
  }
  return { from: "", tags: [EVERYTHING] };
}

/**
 * One connection of its own LISTENs (a pooled one would be handed back and lose it). While it is
 * down, notifications are missed, so on every reconnect the listeners are told that EVERYTHING
 * changed. Under a burst of writes, publishes coalesce: at most one NOTIFY in flight, and the
 * tags of those that came meanwhile go together in the next.
 */
export function postgresChangeFeed(databaseUrl: string, logger: Logger): ChangeFeed {
  const listeners = new Set<Listener>();
  const tell = (tags: readonly string[]) => listeners.forEach((l) => l(tags));
  const self = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      const change = readChange(message.payload);
      // Its own NOTIFYs come back too: this server told itself when it published.
      if (change.from !== self) tell(change.tags);
    });
    client.on("error", (error) => {
      logger.warn({ err: error.message }, "change feed connection lost; reconnecting");
      retry(client);
    });
    client.on("end", () => retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) return void (await client.end());
      listener = client;
      tell([EVERYTHING]);
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, "change feed cannot connect");
      retry(client);
    }
  };
  const retry = (client: pg.Client) => {
    if (listener === client) listener = undefined;
    client.removeAllListeners();
    client.on("error", () => {});
    void client.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };
  void connect();

  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  publisher.on("error", () => {});
  let sending = false;
  const queued = new Set<string>();
  const send = async () => {
    sending = true;
    try {
      while (!closed && queued.size > 0) {
        const tags = queued.has(EVERYTHING) ? [EVERYTHING] : [...queued];
        queued.clear();
        await publisher
          .query("SELECT pg_notify($1, $2)", [CHANNEL, changePayload(self, tags)])
          .catch((error: Error) => {
            logger.warn({ err: error.message }, "change not announced to the other servers");
          });
      }
    } finally {
      sending = false;
    }
  };

  return {
    publish(tags) {
      if (tags.length === 0) return;
      tell(tags);
      for (const tag of tags) queued.add(tag);
      if (!sending) void send();
    },
    subscribe: (l) => void listeners.add(l),
    async close() {
      closed = true;
      clearTimeout(timer);
      listeners.clear();
      const client = listener;
      listener = undefined;
      client?.removeAllListeners();
      await Promise.all([client?.end().catch(() => {}), publisher.end().catch(() => {})]);
    },
  };
}

import pg from "pg";
import type { Logger } from "./logger.ts";

/**
 * "Something was written": how each app server learns that its response cache is stale. One
 * process (SQLite) only tells itself; several on one PostgreSQL tell each other with
 * LISTEN/NOTIFY, so an admin's price change shows on every server at once, not after the TTL.
 */
export interface ChangeFeed {
  /** Tells every listener, on this server and (PostgreSQL) on every other one. */
  publish(): void;
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<() => void>();
  return {
    publish: () => listeners.forEach((l) => l()),
    subscribe: (listener) => void listeners.add(listener),
    close: async () => listeners.clear(),
  };
}

const CHANNEL = "vanaushadhi_changes";
const RECONNECT_MS = 1000;

/**
 * One connection of its own LISTENs (a pooled one would be handed back and lose it). While it is
 * down, notifications are missed, so on every reconnect the listeners are told anyway. Under a
 * burst of writes, publishes coalesce: at most one NOTIFY in flight and one queued behind it.
 */
export function postgresChangeFeed(databaseUrl: string, logger: Logger): ChangeFeed {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((l) => l());
  let listener: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", tell);
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
      tell();
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
  let queued = false;
  const send = async () => {
    sending = true;
    try {
      while (!closed) {
        queued = false;
        await publisher.query(`NOTIFY ${CHANNEL}`).catch((error: Error) => {
          logger.warn({ err: error.message }, "change not announced to the other servers");
        });
        if (!queued) break;
      }
    } finally {
      sending = false;
    }
  };

  return {
    publish() {
      tell();
      if (sending) queued = true;
      else void send();
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

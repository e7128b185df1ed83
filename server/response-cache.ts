import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { collectShown, EVERYTHING } from "./cache-tags.ts";
import { shareablePage } from "./security.ts";
import type { LanguageEnv } from "./language.ts";
import type { SecurityEnv } from "./security.ts";

/**
 * A micro-cache of public answers (pages and catalogue JSON) for visitors without a session:
 * identical for every such visitor, so rendered once and served many times. Each entry keeps
 * the tags of what it shows (server/cache-tags.ts); a write drops the entries showing what it
 * changed (an order: the pages and lists of its products), or all of them when it changed
 * EVERYTHING, so prices, stock and content stay exact. With several app servers, each one's
 * writes reach the others through the change feed (server/change-feed.ts). Entries also expire
 * after `ttlMs`, for writes made outside the app. Concurrent misses of one answer render it
 * once. The cache holds at most `maxBytes` of bodies, oldest dropped first: its memory is
 * bounded however large or many the pages are. Answers it may keep say `X-Cache: hit|miss`.
 */
export interface ResponseCache {
  middleware: MiddlewareHandler<{ Variables: Partial<SecurityEnv["Variables"] & LanguageEnv["Variables"]> }>;
  /**
   * Sends a cached API answer straight on Node's response, with `extraHeaders` (no Request, no
   * middleware: the stored headers are those the answer left the app with); answers the status
   * sent, or undefined when the app must answer.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): number | undefined;
  /** Drops what shows any of `tags` (EVERYTHING: all of it); call after every write. */
  invalidate(tags: readonly string[]): void;
  /** Bytes held now (for tests and monitoring). */
  size(): number;
}

interface Entry {
  storedAt: number;
  tags: Set<string>;
  status: number;
  /** As the answer left the app (names lower-cased), security headers included for API answers. */
  headers: Record<string, string>;
  /** The same bytes for everyone (a page without its nonce), so encoded and compressed once, when stored. */
  plain: Buffer<ArrayBuffer>;
  br?: Uint8Array;
  gzip?: Uint8Array;
  bytes: number;
}

const COMPRESS_FROM_BYTES = 1024;
/** Invalidations remembered for answers still rendering; one that started earlier is not kept. */
const REMEMBERED_INVALIDATIONS = 256;

/** The encoding to send from what the client accepts, best first. */
function pickEncoding(accept: string): "br" | "gzip" | undefined {
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

/** A kept answer as sent to one client: 304 when it has this version, else in an encoding it accepts. */
function answerFrom(
  hit: Entry,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null } {
  const etag = hit.headers.etag;
  if (etag && ifNoneMatch === etag) return { status: 304, headers: { etag, "x-cache": "hit" }, body: null };
  const encoding = pickEncoding(acceptEncoding ?? "");
  const compressed = encoding && hit[encoding];
  const body = (compressed || hit.plain) as Uint8Array<ArrayBuffer>;
  const headers = { ...hit.headers, "x-cache": "hit" };
  return {
    status: hit.status,
    headers: compressed ? { ...headers, "content-encoding": encoding, vary: "Accept-Encoding" } : headers,
    body,
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** A request that carries a session is answered for one person only: never cached, by us or anyone. */
export function isPersonalRequest(headers: Headers): boolean {
  return carriesSession(headers.get("cookie") ?? undefined, headers.has("authorization"));
}
const carriesSession = (cookie: string | undefined, authorization: boolean) =>
  authorization || (cookie !== undefined && SESSION_COOKIE.test(cookie));

/**
 * One key per answer: a page is rendered in the visitor's language (API answers have none);
 * behind a proxy, HTTPS answers carry a header (HSTS) that plain ones do not.
 */
function cacheKey(language: string, proto: string | undefined, host: string | undefined, pathAndQuery: string) {
  return `${language} ${proto ?? ""} ${host ?? ""}${pathAndQuery}`;
}

/** The path and query of a full URL ("http://host/a?b" → "/a?b"). */
const pathAndQueryOf = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

export function createResponseCache(options: { ttlMs: number; maxBytes: number }): ResponseCache {
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const rendering = new Map<string, Promise<void>>();
  /** Invalidations so far, and the latest ones' tags: what a render that started at `n` missed. */
  let invalidations = 0;
  const recent: Array<readonly string[]> = [];
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    while (bytes + entry.bytes > options.maxBytes) drop(entries.keys().next().value!);
    bytes += entry.bytes;
    entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };
  /** Whether a write since invalidation number `since` dropped what these tags show. */
  const staleSince = (since: number, tags: Set<string>) => {
    const missed = invalidations - since;
    if (missed > recent.length) return true;
    return recent
      .slice(recent.length - missed)
      .some((changed) => changed.some((tag) => tag === EVERYTHING || tags.has(tag)));
  };
  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && Date.now() - entry.storedAt < options.ttlMs ? entry : undefined;
  };

  const middleware: ResponseCache["middleware"] = async (c, next) => {
    if (c.req.method !== "GET" || isPersonalRequest(c.req.raw.headers)) return next();
    const key = cacheKey(
      c.get("language") ?? "",
      c.req.header("x-forwarded-proto"),
      c.req.header("host"),
      pathAndQueryOf(c.req.url),
    );
    const nonce = c.get("nonce");
    let hit = fresh(key);
    // Many visitors asking for one answer the moment it went stale: one renders, the others wait for it.
    const underway = hit ? undefined : rendering.get(key);
    if (underway) {
      await underway;
      hit = fresh(key);
    }
    if (hit) {
      const answer = answerFrom(hit, c.req.header("if-none-match"), c.req.header("accept-encoding"));
      return new Response(answer.body, answer);
    }
    let rendered!: () => void;
    if (!underway) rendering.set(key, new Promise<void>((resolve) => (rendered = resolve)));
    try {
      const at = invalidations;
      const tags = await collectShown(next);
      c.header("X-Cache", "miss");
      const res = c.res;
      const type = res.headers.get("content-type") ?? "";
      const html = type.startsWith("text/html");
      if (res.status !== 200 || res.headers.has("set-cookie") || !(html || type.startsWith("application/json"))) return;
      // A page is kept only where its nonce is known (after the security headers), to be taken out.
      if (html && !nonce) return;
      const body = await res.clone().text();
      // A write that changed what this shows finished while it was rendering: it may already be stale.
      if (staleSince(at, tags)) return;
      const page = html ? shareablePage(body, nonce!) : undefined;
      const plain = Buffer.from(page?.html ?? body);
      const compress = plain.length >= COMPRESS_FROM_BYTES;
      const br = compress ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined;
      const gzip = compress ? gzipSync(plain, { level: 6 }) : undefined;
      const size = plain.length + (br?.length ?? 0) + (gzip?.length ?? 0);
      if (size > options.maxBytes) return;
      keep(key, {
        storedAt: Date.now(),
        tags,
        status: res.status,
        headers: {
          ...Object.fromEntries([...res.headers].filter(([name]) => name !== "content-length" && name !== "x-cache")),
          ...(page && { "content-security-policy": page.policy }),
        },
        plain,
        br,
        gzip,
        bytes: size,
      });
    } finally {
      if (!underway) {
        rendering.delete(key);
        rendered();
      }
    }
  };

  return {
    middleware,
    serveRaw(req, res, extraHeaders) {
      const url = req.url ?? "";
      if (req.method !== "GET" || !url.startsWith("/api/")) return undefined;
      if (carriesSession(req.headers.cookie, req.headers.authorization !== undefined)) return undefined;
      const proto = req.headers["x-forwarded-proto"];
      const hit = fresh(cacheKey("", typeof proto === "string" ? proto : undefined, req.headers.host, url));
      if (!hit) return undefined;
      const answer = answerFrom(hit, req.headers["if-none-match"], req.headers["accept-encoding"]);
      // Written in one piece: with its length, not chunked.
      const length = answer.body ? { "content-length": String(answer.body.length) } : {};
      res.writeHead(answer.status, { ...answer.headers, ...length, ...extraHeaders }).end(answer.body ?? undefined);
      return answer.status;
    },
    invalidate(tags) {
      invalidations++;
      recent.push(tags);
      if (recent.length > REMEMBERED_INVALIDATIONS) recent.shift();
      if (tags.includes(EVERYTHING)) {
        entries.clear();
        keysByTag.clear();
        bytes = 0;
        return;
      }
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) drop(key);
    },
    size: () => bytes,
  };
}

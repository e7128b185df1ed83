import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { collectShown, EVERYTHING } from "#server/cache/cache-tags.ts";
import { shareablePage } from "#server/http/security.ts";
import type { LanguageEnv } from "#server/http/language.ts";
import type { SecurityEnv } from "#server/http/security.ts";

/**
 * A micro-cache of public answers (pages and catalogue JSON) for visitors without a session:
 * identical for every such visitor, so rendered once and served many times. Each entry keeps
 * the tags of what it shows (server/cache/cache-tags.ts); a write drops the entries showing what it
 * changed (an order: the pages and lists of its products), or all of them when it changed
 * EVERYTHING, so prices, stock and content stay exact. With several app servers, each one's
 * writes reach the others through the change feed (server/cache/change-feed.ts). Entries also expire
 * after `ttlMs`, for writes made outside the app, and are dropped then even if no one asks again.
 * Concurrent misses of one answer render it once. The cache holds at most `maxBytes` (bodies,
 * keys and headers) in at most `maxEntries` answers, oldest dropped first, and keys no address
 * longer than MAX_KEY_LENGTH: its memory is bounded however large or many the requests are.
 * Answers it may keep say `X-Cache: hit|miss`.
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
  /** What it counts for in the byte budget (`weight`). */
  bytes: number;
}

const COMPRESS_FROM_BYTES = 1024;
const DEFAULT_MAX_ENTRIES = 2000;
/**
 * Addresses (with host, protocol and language) longer than this are answered but never kept.
 * Every address of ours is shorter (a search is at most 100 characters, ~900 percent-encoded; a
 * cart's 50 `ids=` about 1 850); longer ones carry what no route reads, to make a key per
 * request. Keeping only the parameters each route reads would need a list beside every route,
 * and a forgotten one would serve one answer for different addresses; a bound cannot go wrong.
 */
const MAX_KEY_LENGTH = 2048;
/** What an entry costs besides its bodies, key and headers (its objects, tag set and map slots), roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;
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

const SESSION_COOKIE = "better-auth.session_token";

/** A cookie's name as compared here: no whitespace or control characters, lower case, no __Secure-/__Host-. */
const comparableName = (pair: string) =>
  pair
    .split("=", 1)[0]!
    .replace(/[\s\p{Cc}]/gu, "")
    .toLowerCase()
    .replace(/^__(?:secure|host)-/, "");

/**
 * Whether a Cookie header names the session cookie in any spelling. Better Auth reads it with
 * better-call's parser, which trims each name (String.prototype.trim: spaces, tabs, NBSP, line
 * breaks), so `better-auth.session_token =…` is signed in. This reads more names as the session's
 * than Better Auth does (any case, whitespace anywhere in the name, either prefix, pairs split at
 * "," too, as joined repeated headers are), never fewer: a mistake costs a cache hit, not a leak.
 */
const namesSessionCookie = (cookie: string) =>
  cookie.split(/[;,]/).some((pair) => comparableName(pair) === SESSION_COOKIE);

/** A request that carries a session is answered for one person only: never cached, by us or anyone. */
export function isPersonalRequest(headers: Headers): boolean {
  return carriesSession(headers.get("cookie") ?? undefined, headers.has("authorization"));
}
/** The one test of a session, for Fetch requests (the middleware, the pages) and Node's (serveRaw). */
const carriesSession = (cookie: string | undefined, authorization: boolean) =>
  authorization || (cookie !== undefined && namesSessionCookie(cookie));

/** Whether Cache-Control says the answer is one person's or must not be stored (`private`, `no-store`). */
const forbidsSharing = (cacheControl: string | null) =>
  (cacheControl ?? "").split(",").some((directive) => /^\s*(?:private|no-store)\b/i.test(directive));

/** Whether an answer is the same for every visitor: a 200 page or JSON that sets no cookie and forbids no cache. */
function isShareable(res: Response): boolean {
  const type = res.headers.get("content-type") ?? "";
  return (
    res.status === 200 &&
    !res.headers.has("set-cookie") &&
    !forbidsSharing(res.headers.get("cache-control")) &&
    (type.startsWith("text/html") || type.startsWith("application/json"))
  );
}

/**
 * One key per answer: a page is rendered in the visitor's language (API answers have none);
 * behind a proxy, HTTPS answers carry a header (HSTS) that plain ones do not. Undefined for an
 * address too long to be worth keeping (see MAX_KEY_LENGTH).
 */
function cacheKey(language: string, proto: string | undefined, host: string | undefined, pathAndQuery: string) {
  const key = `${language} ${proto ?? ""} ${host ?? ""}${pathAndQuery}`;
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/** What an entry is counted as: its bodies, its key, its headers, and its objects' own cost. */
function weight(key: string, headers: Record<string, string>, bodies: Array<Uint8Array | undefined>): number {
  const texts = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, key.length);
  return bodies.reduce((sum, body) => sum + (body?.length ?? 0), texts + ENTRY_OVERHEAD_BYTES);
}

/** The path and query of a full URL ("http://host/a?b" → "/a?b"). */
const pathAndQueryOf = (url: string) => url.slice(url.indexOf("/", url.indexOf("//") + 2));

export interface ResponseCacheOptions {
  /** How long an answer is kept at most. */
  ttlMs: number;
  /** What the answers held may weigh together: bodies (plain and compressed), keys and headers. */
  maxBytes: number;
  /** How many answers are held at most (each costs some memory beyond its bytes); 2 000 unless said. */
  maxEntries?: number;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
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
  const isExpired = (entry: Entry) => Date.now() - entry.storedAt >= options.ttlMs;
  /** Drops the answers past their lifetime: the first ones, as the map holds them in the order stored. */
  const dropExpired = () => {
    for (const [key, entry] of entries) {
      if (!isExpired(entry)) return;
      drop(key);
    }
  };
  let sweep: ReturnType<typeof setTimeout> | undefined;
  /** While anything is held, wakes when the oldest answer expires, so its memory comes back without traffic. */
  const sweepWhenOldestExpires = () => {
    const oldest = entries.values().next().value;
    if (sweep || !oldest) return;
    sweep = setTimeout(
      () => {
        sweep = undefined;
        dropExpired();
        sweepWhenOldestExpires();
      },
      oldest.storedAt + options.ttlMs - Date.now(),
    );
    // Never what keeps the process running.
    sweep.unref();
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    dropExpired();
    while (entries.size >= maxEntries || bytes + entry.bytes > options.maxBytes) drop(entries.keys().next().value!);
    bytes += entry.bytes;
    entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    sweepWhenOldestExpires();
  };
  /** Whether a write since invalidation number `since` dropped what these tags show. */
  const staleSince = (since: number, tags: Set<string>) => {
    const missed = invalidations - since;
    if (missed > recent.length) return true;
    return recent
      .slice(recent.length - missed)
      .some((changed) => changed.some((tag) => tag === EVERYTHING || tags.has(tag)));
  };
  const fresh = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key);
    return entry && !isExpired(entry) ? entry : undefined;
  };

  const middleware: ResponseCache["middleware"] = async (c, next) => {
    if (c.req.method !== "GET" || isPersonalRequest(c.req.raw.headers)) return next();
    const key = cacheKey(
      c.get("language") ?? "",
      c.req.header("x-forwarded-proto"),
      c.req.header("host"),
      pathAndQueryOf(c.req.url),
    );
    if (key === undefined) return next();
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
      if (!isShareable(res)) return;
      const html = res.headers.get("content-type")!.startsWith("text/html");
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
      const headers = {
        ...Object.fromEntries([...res.headers].filter(([name]) => name !== "content-length" && name !== "x-cache")),
        ...(page && { "content-security-policy": page.policy }),
      };
      const size = weight(key, headers, [plain, br, gzip]);
      if (size > options.maxBytes) return;
      keep(key, { storedAt: Date.now(), tags, status: res.status, headers, plain, br, gzip, bytes: size });
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

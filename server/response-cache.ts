import { randomBytes } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { LanguageEnv } from "./language.ts";
import type { SecurityEnv } from "./security.ts";

/**
 * A micro-cache of public answers (pages and catalogue JSON) for visitors without a session:
 * identical for every such visitor, so rendered once and served many times. Any successful
 * write anywhere bumps the version and so drops every entry (prices, stock and content stay
 * exact); with several app servers, each one's writes reach the others through the change feed
 * (server/change-feed.ts). Entries also expire after `ttlMs`, for writes made outside the app.
 * The cache holds at most `maxBytes` of bodies, oldest dropped first: its memory is bounded
 * however large or many the pages are.
 */
export interface ResponseCache {
  middleware: MiddlewareHandler<SecurityEnv & { Variables: Partial<LanguageEnv["Variables"]> }>;
  /** Marks everything cached as stale (call after any write). */
  invalidate(): void;
  /** Bytes held now (for tests and monitoring). */
  size(): number;
}

interface Entry {
  version: number;
  storedAt: number;
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** Pages carry a per-response CSP nonce: stored as this placeholder, replaced on every hit. */
  html: boolean;
  /** JSON is the same bytes for everyone, so it is compressed once, when stored. */
  br?: Uint8Array;
  gzip?: Uint8Array;
  bytes: number;
}

const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send from what the client accepts, best first. */
function pickEncoding(accept: string): "br" | "gzip" | undefined {
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

/** Unguessable, so no text shown on a page (a review, a product name) can be made to carry the live nonce. */
const NONCE_PLACEHOLDER = `__csp_nonce_${randomBytes(16).toString("hex")}__`;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** A request that carries a session is answered for one person only: never cached, by us or anyone. */
export function isPersonalRequest(headers: Headers): boolean {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "") || headers.has("authorization");
}

export function createResponseCache(options: { ttlMs: number; maxBytes: number }): ResponseCache {
  const entries = new Map<string, Entry>();
  let version = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const middleware: MiddlewareHandler<SecurityEnv & { Variables: Partial<LanguageEnv["Variables"]> }> = async (c, next) => {
    if (c.req.method !== "GET" || isPersonalRequest(c.req.raw.headers)) return next();
    // A page is rendered in the visitor's language; API answers have none.
    const key = `${c.get("language") ?? ""} ${c.req.url}`;
    const nonce = c.get("nonce");
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.storedAt < options.ttlMs) {
      const etag = hit.headers.find(([name]) => name === "etag")?.[1];
      if (etag && c.req.header("if-none-match") === etag) return c.body(null, 304, { ETag: etag });
      const headers = Object.fromEntries(hit.headers);
      if (hit.html) return c.body(hit.body.replaceAll(NONCE_PLACEHOLDER, nonce), hit.status as 200, headers);
      const encoding = pickEncoding(c.req.header("accept-encoding") ?? "");
      const compressed = encoding && hit[encoding];
      if (compressed) {
        return c.body(compressed as Uint8Array<ArrayBuffer>, hit.status as 200, {
          ...headers,
          "Content-Encoding": encoding,
          Vary: "Accept-Encoding",
        });
      }
      return c.body(hit.body, hit.status as 200, headers);
    }
    const at = version;
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const html = type.startsWith("text/html");
    if (res.status !== 200 || res.headers.has("set-cookie") || !(html || type.startsWith("application/json"))) return;
    const body = await res.clone().text();
    // A write finished while this was rendering: the answer may already be stale.
    if (at !== version) return;
    drop(key);
    const compress = !html && body.length >= COMPRESS_FROM_BYTES;
    const br = compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined;
    const gzip = compress ? gzipSync(body, { level: 6 }) : undefined;
    // Strings count two bytes a character at most; the compressed copies count as they are.
    const size = body.length * 2 + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (size > options.maxBytes) return;
    while (bytes + size > options.maxBytes) drop(entries.keys().next().value!);
    bytes += size;
    entries.set(key, {
      version: at,
      storedAt: Date.now(),
      status: res.status,
      headers: [...res.headers].filter(([name]) => name !== "content-length"),
      body: html ? body.replaceAll(nonce, NONCE_PLACEHOLDER) : body,
      html,
      br,
      gzip,
      bytes: size,
    });
  };

  return {
    middleware,
    invalidate() {
      version++;
      entries.clear();
      bytes = 0;
    },
    size: () => bytes,
  };
}

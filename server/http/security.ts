import { createHash, randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { ErrorBody } from "#domain/error-body.ts";
import { message } from "#domain/i18n/message.ts";
import type { Config } from "#server/config.ts";
import { AppError, errorBody } from "./errors.ts";

export type SecurityEnv = { Variables: { nonce: string; requestId: string } };

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether the request arrived over HTTPS (directly, or per X-Forwarded-Proto behind a trusted proxy). */
function isHttps(c: Context, config: Config): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return config.trustProxy && c.req.header("x-forwarded-proto") === "https";
}

/** Scheme, host and port as a URL origin; anything unparsable is no origin at all. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a write comes from another site: its Origin must be ours exactly (scheme, host and
 * port — the shop's public address or the address this request reached). A browser that sends
 * no Origin is judged by Sec-Fetch-Site, where only 'same-origin' (or 'none', typed by the
 * user) counts: 'same-site' includes every sibling subdomain.
 */
function isCrossSite(c: Context, config: Config): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) {
    const site = c.req.header("sec-fetch-site");
    return site !== undefined && site !== "same-origin" && site !== "none";
  }
  const theirs = originOf(origin);
  if (!theirs) return true;
  const reached = originOf(`${isHttps(c, config) ? "https" : "http"}://${c.req.header("host") ?? ""}`);
  return theirs !== originOf(config.publicUrl) && theirs !== reached;
}

/**
 * Another site's part a page may embed, and what its policy then lets in from there: Razorpay
 * Checkout's script, its payment frames, the calls they make and their pictures (Razorpay's
 * "Content Security Policy" guidance). Only the page that needs one allows it.
 */
export const PAGE_EMBEDS = {
  "razorpay-checkout": {
    script: ["https://checkout.razorpay.com"],
    frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    img: ["https://cdn.razorpay.com"],
  },
} as const;
export type PageEmbed = keyof typeof PAGE_EMBEDS;

/**
 * Content-Security-Policy of the pages: scripts only from us, or inline ones carrying this
 * response's nonce (a page rendered for this request) or having one of these hashes (a page
 * kept in the response cache, the same bytes for every visitor); plus what the page's embeds need.
 */
export function pagePolicy(
  inline: { nonce: string } | { hashes: string[] },
  embeds: readonly PageEmbed[] = [],
): string {
  const allowed = "nonce" in inline ? `'nonce-${inline.nonce}'` : inline.hashes.map((h) => `'sha256-${h}'`).join(" ");
  const from = (kind: "script" | "frame" | "connect" | "img") =>
    embeds
      .flatMap((embed) => PAGE_EMBEDS[embed][kind])
      .map((source) => ` ${source}`)
      .join("");
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}${from("script")}`,
    // React writes style attributes (e.g. aspect ratios); no script can come through styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${from("img")}`,
    "font-src 'self'",
    `connect-src 'self'${from("connect")}`,
    ...(embeds.length > 0 ? [`frame-src 'self'${from("frame")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A rendered page made shareable: its nonce attributes taken out and its inline scripts
 * allowed by their hashes instead, so it can be kept (and compressed) once for every visitor.
 */
export function shareablePage(html: string, nonce: string): { html: string; policy: string } {
  const shared = html.replaceAll(` nonce="${nonce}"`, "");
  const hashes = [...shared.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) =>
    createHash("sha256").update(code!).digest("base64"),
  );
  return { html: shared, policy: pagePolicy({ hashes: [...new Set(hashes)] }) };
}

/**
 * Headers every answer carries, a fresh CSP nonce per request for the pages, and the CSRF
 * defence: a write that carries cookies must come from our own origin. Bearer-token clients
 * send no cookies.
 */
export function securityHeaders(config: Config): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    // Only pages run inline scripts; API answers and files need no nonce.
    const nonce = c.req.path.startsWith("/api/") ? "" : randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    if (UNSAFE.has(c.req.method) && c.req.header("cookie") && isCrossSite(c, config)) {
      return c.json<ErrorBody>(errorBody(new AppError(403, message("request.crossSite"))), 403);
    }
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    // A page that embeds a payment window keeps its own: the bank's pop-up must be able to answer it.
    if (!c.res.headers.has("Cross-Origin-Opener-Policy")) c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (isHttps(c, config)) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A page from the response cache brings its own (hash-based) policy.
    if (c.res.headers.has("Content-Security-Policy")) return;
    const type = c.res.headers.get("content-type") ?? "";
    c.header(
      "Content-Security-Policy",
      type.startsWith("text/html") ? pagePolicy({ nonce }) : "default-src 'none'; frame-ancestors 'none'",
    );
  };
}

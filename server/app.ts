import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { sql } from "kysely";
import { isPrivateMedia } from "#domain/media.ts";
import { isPrivatePage } from "#domain/private-pages.ts";
import { createApi } from "#server/http/api.ts";
import { collectChanged, EVERYTHING } from "#server/cache/cache-tags.ts";
import { requestBodyLimit } from "#server/http/body-limit.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { textChunks } from "#server/http/client-manifest.ts";
import { pageHandler, type ServerBuild } from "#server/http/pages.ts";
import { logRequest, requestIdOf } from "#server/http/request-log.ts";
import { createResponseCache, isPersonalRequest, type ResponseCache } from "#server/cache/response-cache.ts";
import { type PageEmbed, pagePolicy, type SecurityEnv, securityHeaders } from "#server/http/security.ts";
import { type LanguageEnv, pageLanguage } from "#server/http/language.ts";
import { seoRoutes } from "#server/http/seo.ts";
import type { Shop } from "./shop.ts";

/** The React Router production build; absent in API-only tests. */
export interface UiBuild {
  build: ServerBuild;
  /** Relative to the working directory (serveStatic takes no absolute roots). */
  clientDir: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Enough for every public page and catalogue answer of a shop this size, and no more. */
const RESPONSE_CACHE = { ttlMs: 10_000, maxBytes: 24 * 1024 * 1024 };

/** Set when the process is shutting down, so /readyz tells load balancers to stop sending traffic. */
export interface Lifecycle {
  draining: boolean;
}

/** The whole HTTP surface of the one Node process: health, /api, pictures, assets, pages. */
export function createServerApp(
  shop: Shop,
  ui?: UiBuild,
  lifecycle: Lifecycle = { draining: false },
  cache: ResponseCache = createResponseCache(RESPONSE_CACHE),
) {
  const app = new Hono<SecurityEnv & LanguageEnv>();
  app.use(async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    logRequest(shop.logger, { requestId, method: c.req.method, path: c.req.path, status: c.res.status }, started);
  });
  app.use(compress());
  shop.changes.subscribe((tags) => {
    cache.invalidate(tags);
    // Settings are written without a tag of their own (so: everything changed); another app server
    // may have saved them, and each keeps its own copy.
    if (tags.includes(EVERYTHING)) shop.settings.forget();
  });
  // Before the security headers: a cached answer keeps those it was sent with, so a hit is
  // served as stored, with no work but its request id (issue 18: an API near bare Node).
  app.use("/api/*", cache.middleware);
  app.use(securityHeaders(shop.config));
  app.use(requestBodyLimit());
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const { tags } = await collectChanged(next);
    if (c.res.status < 400) shop.changes.publish(tags);
  });

  const databaseAnswers = () =>
    sql`select 1`.execute(shop.db).then(
      () => true,
      () => false,
    );
  // Liveness: the process serves and its database answers.
  app.get("/healthz", async (c) =>
    (await databaseAnswers())
      ? c.json({ status: "ok" })
      : c.json({ status: "unavailable", error: "Database unreachable" }, 503),
  );
  // Readiness: as healthz, and not shutting down (a draining server finishes but takes no more).
  app.get("/readyz", async (c) => {
    if (lifecycle.draining) return c.json({ status: "draining", error: "Shutting down" }, 503);
    return (await databaseAnswers())
      ? c.json({ status: "ready" })
      : c.json({ status: "unavailable", error: "Database unreachable" }, 503);
  });

  app.route("/api", createApi(shop));

  // Keys are content-addressed (a new upload gets a new key), so a picture never changes.
  app.get("/media/:file{[a-z0-9][a-z0-9-]*\\.webp}", async (c) => {
    const file = c.req.param("file");
    const data = isPrivateMedia(file) ? undefined : await shop.media.read(file);
    if (!data) return c.text("Not found", 404);
    return c.body(new Uint8Array(data), 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
  });
  app.get("/media/*", (c) => c.text("Not found", 404));
  app.route("/", seoRoutes(shop));

  if (ui) {
    const root = ui.clientDir;
    app.use(
      "/assets/*",
      serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
    );
    app.get(
      "/favicon.svg",
      serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400") }),
    );
    app.use("*", pageLanguage(), cache.middleware);
    const handle = pageHandler(ui.build);
    const texts = textChunks(ui.clientDir);
    app.all("*", async (c) => {
      const embeds = new Set<PageEmbed>();
      const rendered = await handle(c.req.raw, {
        ...shop,
        clientIp: clientIp(c, shop.config),
        nonce: c.get("nonce"),
        embed: (part) => embeds.add(part),
        language: c.get("language"),
        textChunks: texts[c.get("language")],
      });
      const res = embeds.size > 0 ? withEmbeds(rendered, pagePolicy({ nonce: c.get("nonce") }, [...embeds])) : rendered;
      // A shared cache (a proxy, a CDN) must never keep one person's page for the next.
      if (!isPrivatePage(c.req.path) && !isPersonalRequest(c.req.raw.headers)) return res;
      const personal = new Response(res.body, res);
      personal.headers.set("Cache-Control", "private, no-store");
      return personal;
    });
  }
  return app;
}

/** A page that embeds another site's part: its own policy, and an opener its payment pop-ups can answer. */
function withEmbeds(res: Response, policy: string): Response {
  const page = new Response(res.body, res);
  page.headers.set("Content-Security-Policy", policy);
  page.headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  return page;
}

/**
 * The process's Node request listener: a cached API answer is sent from the cache directly
 * (issue 18: an API near bare Node); everything else goes to the app, which stores what it may.
 */
export function createServerListener(shop: Shop, ui?: UiBuild, lifecycle?: Lifecycle): RequestListener {
  const cache = createResponseCache(RESPONSE_CACHE);
  const handle = getRequestListener(createServerApp(shop, ui, lifecycle, cache).fetch);
  return (req, res) => {
    const started = performance.now();
    const header = req.headers["x-request-id"];
    const requestId = requestIdOf(typeof header === "string" ? header : undefined);
    const status = cache.serveRaw(req, res, { "X-Request-Id": requestId });
    if (status === undefined) return void handle(req, res);
    const path = req.url!.split("?", 1)[0]!;
    logRequest(shop.logger, { requestId, method: "GET", path, status }, started);
  };
}

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { sql } from "kysely";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./api/index.ts";
import { clientIp } from "./client-ip.ts";
import type { Shop } from "./shop.ts";

/** The React Router production build; absent in API-only tests. */
export interface UiBuild {
  build: ServerBuild;
  /** Relative to the working directory (serveStatic takes no absolute roots). */
  clientDir: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The whole HTTP surface of the one Node process: health, /api, pictures, assets, pages. */
export function createServerApp(shop: Shop, ui?: UiBuild) {
  const app = new Hono();
  app.use(compress());

  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(shop.db);
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable", error: "Database unreachable" }, 503);
    }
  });

  app.route("/api", createApi(shop));

  // Keys are content-addressed (a new upload gets a new key), so a picture never changes.
  app.get("/media/:file{[a-z0-9][a-z0-9-]*\\.webp}", async (c) => {
    try {
      const data = await readFile(join(shop.media.dir, c.req.param("file")));
      return c.body(new Uint8Array(data), 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
    } catch {
      return c.text("Not found", 404);
    }
  });
  app.get("/media/*", (c) => c.text("Not found", 404));

  if (ui) {
    const root = ui.clientDir;
    app.use("/assets/*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }));
    app.use("*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }));
    const handle = createRequestHandler(ui.build, "production");
    app.all("*", (c) => handle(c.req.raw, { ...shop, clientIp: clientIp(c, shop.config.trustProxy) }));
  }
  return app;
}

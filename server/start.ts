import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createServerApp } from "./app.ts";
import type { ServerBuild } from "./pages.ts";
import { migrateAuth } from "./auth.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { drawSitePictures, markSeeded, seedDemoCatalogue, wasSeeded } from "./db/seed/seed.ts";
import { ensureAdminAccount } from "./services/admin-bootstrap.ts";
import { createShop } from "./shop.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = join(buildDir, "server", "index.js");

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `npm start` serves the production build; a fresh clone has none yet, so make it once. */
function ensureBuild() {
  if (existsSync(serverEntry)) return;
  console.log("No production build found: running `npm run build` once…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const config = loadConfigOrExit();
  ensureBuild();
  const { db, kind, close } = openDatabase(config);
  await migrateToLatest(db);
  const shop = createShop({ db, kind, config });
  await migrateAuth(shop.auth);
  if (!(await wasSeeded(db))) {
    if (config.demoData) {
      console.log("Empty database: adding the demo catalogue…");
      await seedDemoCatalogue(db, { media: shop.media });
    } else {
      await markSeeded(db, "started empty (DEMO_DATA=false)");
    }
  }
  await drawSitePictures(shop.media);
  if (config.admin) await ensureAdminAccount(shop, config.admin);

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const lifecycle = { draining: false };
  const app = createServerApp(shop, { build, clientDir: relative(process.cwd(), join(buildDir, "client")) }, lifecycle);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Vanaushadhi is open at http://${info.address}:${info.port} (${kind})`);
  });

  // SIGTERM: stop accepting, let requests in flight finish, close the database, exit 0.
  const shutdown = () => {
    lifecycle.draining = true;
    server.close(() => void close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

await main();

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "node:http";
import { createServerListener } from "./app.ts";
import type { ServerBuild } from "#server/http/pages.ts";
import { migrateAuth } from "#server/features/accounts/auth.ts";
import { localChangeFeed, postgresChangeFeed } from "#server/cache/change-feed.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { drawSitePictures, markSeeded, seedDemoCatalogue, wasSeeded } from "./db/seed/seed.ts";
import { createJobRunner, shopJobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { ensureAdminAccount } from "#server/features/accounts/admin-bootstrap.ts";
import { createShop } from "./shop.ts";
import { backfillImageVariants } from "./storage/images.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
/**
 * Compiled (`node build/server/start.js`), this file sits beside the pages bundled with it;
 * run from source (tsx, in development), it takes React Router's own page build.
 */
const compiled = import.meta.url.endsWith(".js");
const serverEntry = join(buildDir, "server", compiled ? "pages.js" : "index.js");

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
  const logger = createLogger(config.logLevel);
  const changes = config.databaseUrl ? postgresChangeFeed(config.databaseUrl, logger) : localChangeFeed();
  const shop = createShop({ db, kind, config, logger, changes });
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
  const completed = await backfillImageVariants(shop.media);
  if (completed > 0) console.log(`Added the newer picture widths to ${completed} stored pictures.`);
  await shop.settings.issueWaitingDocuments();
  if (config.admin) await ensureAdminAccount(shop, config.admin);

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const lifecycle = { draining: false };
  const ui = { build, clientDir: relative(process.cwd(), join(buildDir, "client")) };
  const server = createServer(createServerListener(shop, ui, lifecycle)).listen(config.port, config.host, () => {
    console.log(`Vanaushadhi is open at http://${config.host}:${config.port} (${kind})`);
  });
  const jobs = createJobRunner(shop, shopJobs(shop));
  jobs.start();

  // SIGTERM: /readyz says "draining" (for DRAIN_SECONDS, so a balancer polling it stops sending
  // traffic while it is still served), then stop accepting, let requests in flight and a running
  // job finish, close the database, exit 0.
  const shutdown = () => {
    lifecycle.draining = true;
    setTimeout(() => {
      server.close(
        () =>
          void jobs
            .stop()
            .then(() => changes.close())
            .then(close)
            .then(() => process.exit(0)),
      );
      setTimeout(() => process.exit(0), 10_000).unref();
    }, config.drainSeconds * 1000);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

await main();

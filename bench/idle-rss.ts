/**
 * The app process's resident memory at rest: a shop's ordinary start (the demo seeded by a first
 * start), / and /plants opened twice, then 15 s of quiet. `npx tsx bench/idle-rss.ts` after a build.
 */
import { readFileSync, rmSync } from "node:fs";
import { startServer } from "#e2e/support/server.ts";

const rss = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

const first = await startServer({ LOG_LEVEL: "warn" });
await first.stop();
const server = await startServer({ LOG_LEVEL: "warn", DATA_DIR: first.dataDir });
try {
  for (const path of ["/", "/plants", "/", "/plants"]) await (await fetch(server.url + path)).text();
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  console.log(`Idle RSS of the app process: ${rss(server.process.pid!)} MB`);
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

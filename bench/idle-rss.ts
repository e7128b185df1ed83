/**
 * The app process's resident memory at rest, beside its budget: right after the first start (the
 * one that seeds the demo and draws its pictures) and after a restart, each with / and /plants
 * opened twice, then 15 s of quiet. Any child process still running (the picture process) is
 * counted with it. After a build:
 *
 *   npx tsx bench/idle-rss.ts                 # SQLite
 *   npx tsx bench/idle-rss.ts --db postgres   # a fresh local PostgreSQL database, vanaushadhi_idle
 *   npx tsx bench/idle-rss.ts --db both
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { type RunningServer, startServer } from "#e2e/support/server.ts";
import { freshPostgres } from "./postgres.ts";

const BUDGET_MB = 150;
const QUIET_MS = 15_000;

const { values } = parseArgs({ options: { db: { type: "string", default: "sqlite" } } });
if (!["sqlite", "postgres", "both"].includes(values.db)) throw new Error("--db is sqlite, postgres or both");

const status = (pid: number | string) => readFileSync(`/proc/${pid}/status`, "utf8");
const field = (text: string, name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);

/** Resident MB of a process and its descendants. */
function rssMb(pid: number): number {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = field(status(entry), "PPid");
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended while being read
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return Math.round(tree.reduce((kb, p) => kb + field(status(p), "VmRSS"), 0) / 1024);
}

async function idle(server: RunningServer): Promise<number> {
  for (const path of ["/", "/plants", "/", "/plants"]) await (await fetch(server.url + path)).text();
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  return rssMb(server.process.pid!);
}

const line = (label: string, mb: number) =>
  console.log(
    `${label.padEnd(34)} ${String(mb).padStart(4)} MB   budget ${BUDGET_MB} MB   ${mb <= BUDGET_MB ? "ok" : "OVER"}`,
  );

async function measure(db: "sqlite" | "postgres") {
  const databaseUrl = db === "postgres" ? await freshPostgres("vanaushadhi_idle") : undefined;
  const env: Record<string, string> = { LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const name = db === "postgres" ? "PostgreSQL" : "SQLite";
  const first = await startServer(env, { startMs: 900_000 });
  try {
    line(`${name}, first start (seeded)`, await idle(first));
  } finally {
    await first.stop();
  }
  const again = await startServer({ ...env, DATA_DIR: first.dataDir });
  try {
    line(`${name}, after a restart`, await idle(again));
  } finally {
    await again.stop();
    rmSync(first.dataDir, { recursive: true, force: true });
  }
}

console.log(`Idle RSS of the app process (with any child), ${QUIET_MS / 1000} s after / and /plants:`);
for (const db of values.db === "both" ? (["sqlite", "postgres"] as const) : [values.db as "sqlite" | "postgres"]) {
  await measure(db);
}

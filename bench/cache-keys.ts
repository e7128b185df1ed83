/**
 * `npm run bench:cache-keys` — what many unique addresses cost the response cache's memory
 * (issue 24, finding 2): a production server on a fresh DATA_DIR gets `--requests` searches whose
 * query strings are made unique by a parameter no route reads (`/api/search?q=zzqx&r<i>=…`),
 * first `--long` characters long (the audit's 14 000), then short. Prints the server's RSS before,
 * after each burst and once the cache's 10 s lifetime has passed with no traffic (loopback only;
 * stops by itself).
 *   npm run bench:cache-keys -- --requests 600 --long 14000
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startServer } from "#e2e/support/server.ts";

const { values } = parseArgs({
  options: { requests: { type: "string", default: "600" }, long: { type: "string", default: "14000" } },
});
const requests = Number(values.requests);
const long = Number(values.long);

const rss = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

/** `requests` searches, each its own address with `length` characters of padding; answers how many the cache kept (`X-Cache: miss`, stored). */
async function burst(url: string, length: number): Promise<number> {
  let stored = 0;
  for (let i = 0; i < requests; i++) {
    const padding = `${i}-`.padEnd(length, "x");
    const res = await fetch(`${url}/api/search?q=zzqx&r${i}=${padding}`);
    await res.arrayBuffer();
    if (res.headers.get("x-cache") === "miss") stored++;
  }
  return stored;
}

const server = await startServer({ LOG_LEVEL: "warn" });
try {
  const pid = server.process.pid!;
  // The first searches warm the database and the code paths, so the baseline is a working server.
  await burst(server.url, 10);
  const rows: Array<{ step: string; "RSS (MB)": number; "answers the cache kept": number | string }> = [
    { step: "warm", "RSS (MB)": rss(pid), "answers the cache kept": "" },
  ];
  const keptLong = await burst(server.url, long);
  rows.push({
    step: `${requests} addresses of ${long} characters`,
    "RSS (MB)": rss(pid),
    "answers the cache kept": keptLong,
  });
  const keptShort = await burst(server.url, 40);
  rows.push({ step: `${requests} short unique addresses`, "RSS (MB)": rss(pid), "answers the cache kept": keptShort });
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  rows.push({ step: "12 s later, no traffic", "RSS (MB)": rss(pid), "answers the cache kept": "" });
  console.table(rows);
} finally {
  await server.stop();
}

/**
 * `npm run bench`: starts the production server on a fresh DATA_DIR and measures it with
 * autocannon (50 connections). Prints figures; asserts nothing.
 *   BENCH_SECONDS=10 npm run bench
 */
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, target: string): Promise<Row> {
  const result = await autocannon({ url: url + target, connections: 50, duration: seconds });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await startServer({ LOG_LEVEL: "warn" });
try {
  const slug = ((await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Array<{ slug: string }>)[0]!.slug;
  const rows: Row[] = [];
  for (const target of ["/api/products", `/api/products/${slug}`, "/"]) {
    await measure(server.url, target); // warm-up round, discarded
    rows.push(await measure(server.url, target));
  }
  console.log(`\n${seconds}s per target, 50 connections, SQLite, demo catalogue\n`);
  console.table(
    rows.map((r) => ({ target: r.target, "req/s": r.rps, "p50 ms": r.p50, "p99 ms": r.p99, errors: r.errors })),
  );
} finally {
  await server.stop();
}

/**
 * `npm run soak` — 200 simulated customers sign up and in, then browse and search for 60 s
 * against a production server on a fresh DATA_DIR (loopback only; stops by itself), twice in one
 * invocation, each on a fresh server: first with ordering off (the reference), then ordering once
 * per 30 page views. Prints, for each: requests per second while shopping, the response cache's
 * hit rate, 5xx (must be 0), orders answered vs stored (none lost), stock consistency and the
 * server's memory over time; then the ordering run's rate as a share of the reference's (orders
 * should not slow browsing: ≥ 75 %).
 *   npm run soak -- --customers 200 --seconds 60 --views-per-order 30
 *   npm run soak -- --db postgres          # a fresh local PostgreSQL database for each run
 *   npm run soak -- --skip-reference       # the ordering run alone
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { startServer } from "#e2e/support/server.ts";
import { openDatabase } from "#server/db/client.ts";
import {
  auditOrders,
  emptyStats,
  stockProducts,
  type Product,
  shop,
  signUpCustomers,
} from "#e2e/support/simulated-customers.ts";
import { freshPostgres } from "./postgres.ts";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    "views-per-order": { type: "string", default: "30" },
    db: { type: "string", default: "sqlite" },
    "skip-reference": { type: "boolean", default: false },
  },
});
const customers = Number(values.customers);
const seconds = Number(values.seconds);
const viewsPerOrder = Number(values["views-per-order"]);
const postgres = values.db === "postgres";
const STOCK = 1_000_000;

const rss = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

interface SoakResult {
  requestsPerSecond: number;
  hitRate: number;
  ok: boolean;
}

/** One soak on a fresh server: `perOrder` page views between a customer's orders (Infinity: none). */
async function soak(name: string, perOrder: number): Promise<SoakResult> {
  const databaseUrl = postgres ? await freshPostgres(`vanaushadhi_soak_${name}`) : undefined;
  // Each simulated customer orders every few seconds for the whole run, well past the per-customer limits.
  const server = await startServer(
    {
      AUTH_RATE_LIMIT: "100000",
      ORDERS_PER_HOUR: "100000",
      MAX_OPEN_ORDERS: "100000",
      LOG_LEVEL: "warn",
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    // Its first start seeds the demo: on a machine loaded by other work, well past the usual wait.
    { startMs: 900_000 },
  );
  const { url, dataDir } = server;
  try {
    const products = (await (await fetch(`${url}/api/products?limit=40&inStock=1`)).json()) as Product[];
    const setup = openDatabase({ dataDir, databaseUrl });
    await stockProducts(setup.db, products, STOCK);
    await setup.close();

    const memory: number[] = [rss(server.process.pid!)];
    const sampler = setInterval(() => memory.push(rss(server.process.pid!)), 5000);
    const stats = emptyStats();
    const tokens = await signUpCustomers(url, customers, stats);
    const signUps = stats.requests;
    const load = loadavg()[0]!.toFixed(1);
    await shop({ url, products, tokens, seconds, stats, viewsPerOrder: perOrder });
    const shopping = stats.requests - signUps;
    const cacheable = stats.cacheHits + stats.cacheMisses;
    clearInterval(sampler);
    memory.push(rss(server.process.pid!));

    const check = openDatabase({ dataDir, databaseUrl });
    const { lost, inconsistentStock: inconsistent } = await auditOrders(check.db, {
      answered: stats.ordersAnswered,
      products,
      startingStock: STOCK,
    });
    await check.close();

    const hitRate = cacheable ? stats.cacheHits / cacheable : 0;
    const requestsPerSecond = Math.round(shopping / seconds);
    const ordering = Number.isFinite(perOrder) ? `an order every ${perOrder} page views` : "ordering off";
    console.log(`\nSoak (${name}, ${values.db}): ${customers} customers for ${seconds}s, ${ordering}`);
    console.table({
      "requests (shopping)": shopping,
      "requests/s (shopping)": requestsPerSecond,
      "cache hits": `${Math.round(hitRate * 1000) / 10}% of ${cacheable}`,
      "5xx": stats.serverErrors,
      "network errors": stats.networkErrors,
      "orders answered 201": stats.ordersAnswered.length,
      "orders lost": lost.length,
      "products with inconsistent stock": inconsistent.length,
      "load average at start": load,
    });
    const causes = new Set(stats.failures.map((f) => `${f.status || "no answer"}: ${f.cause ?? f.path}`));
    if (causes.size) console.log(`Failures: ${[...causes].slice(0, 10).join("; ")}`);
    console.log(`Server RSS every 5 s (MB): ${memory.join(", ")}`);
    console.log(`peak RSS MB (${name}, ${values.db}): ${Math.max(...memory)}`);
    const ok = stats.serverErrors === 0 && stats.networkErrors === 0 && lost.length === 0 && inconsistent.length === 0;
    return { requestsPerSecond, hitRate, ok };
  } finally {
    await server.stop();
  }
}

const reference = values["skip-reference"] ? null : await soak("reference", Infinity);
const ordering = await soak("ordering", viewsPerOrder);
const ok = (reference?.ok ?? true) && ordering.ok;
if (reference) {
  const share = Math.round((ordering.requestsPerSecond / reference.requestsPerSecond) * 1000) / 10;
  console.log(
    `\nOrdering vs reference: ${ordering.requestsPerSecond} / ${reference.requestsPerSecond} requests/s = ${share} %` +
      ` (target ≥ 75 %); hits ${Math.round(ordering.hitRate * 1000) / 10} % (target ≥ 90 %)`,
  );
}
console.log(ok ? "Soak passed." : "Soak FAILED.");
process.exitCode = ok ? 0 : 1;

/**
 * `npm run soak` — 200 simulated customers sign up and in, then browse, search and order (one
 * order per 30 page views) for 60 s against a production server on a fresh DATA_DIR (loopback
 * only; stops by itself). Prints: requests per second while shopping, the response cache's hit
 * rate, 5xx (must be 0), orders answered vs stored (none lost), stock consistency, and the
 * server's memory over time (should stay flat).
 *   npm run soak -- --customers 200 --seconds 60 --views-per-order 30
 */
import { readFileSync } from "node:fs";
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

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    "views-per-order": { type: "string", default: "30" },
  },
});
const customers = Number(values.customers);
const seconds = Number(values.seconds);
const viewsPerOrder = Number(values["views-per-order"]);
const STOCK = 1_000_000;

const rss = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

// Each simulated customer orders every few seconds for the whole run, well past the per-customer limits.
const server = await startServer({
  AUTH_RATE_LIMIT: "100000",
  ORDERS_PER_HOUR: "100000",
  MAX_OPEN_ORDERS: "100000",
  LOG_LEVEL: "warn",
});
const { url, dataDir } = server;
try {
  const products = (await (await fetch(`${url}/api/products?limit=40&inStock=1`)).json()) as Product[];
  const setup = openDatabase({ dataDir });
  await stockProducts(setup.db, products, STOCK);
  await setup.close();

  const memory: number[] = [rss(server.process.pid!)];
  const sampler = setInterval(() => memory.push(rss(server.process.pid!)), 5000);
  const stats = emptyStats();
  const tokens = await signUpCustomers(url, customers, stats);
  const signUps = stats.requests;
  await shop({ url, products, tokens, seconds, stats, viewsPerOrder });
  const shopping = stats.requests - signUps;
  const cacheable = stats.cacheHits + stats.cacheMisses;
  clearInterval(sampler);
  memory.push(rss(server.process.pid!));

  const check = openDatabase({ dataDir });
  const { lost, inconsistentStock: inconsistent } = await auditOrders(check.db, {
    answered: stats.ordersAnswered,
    products,
    startingStock: STOCK,
  });
  await check.close();

  console.log(`\nSoak: ${customers} customers for ${seconds}s, an order every ${viewsPerOrder} page views`);
  console.table({
    "requests (shopping)": shopping,
    "requests/s (shopping)": Math.round(shopping / seconds),
    "cache hits": `${cacheable ? Math.round((stats.cacheHits / cacheable) * 1000) / 10 : 0}% of ${cacheable}`,
    "5xx": stats.serverErrors,
    "network errors": stats.networkErrors,
    "orders answered 201": stats.ordersAnswered.length,
    "orders lost": lost.length,
    "products with inconsistent stock": inconsistent.length,
  });
  const causes = new Set(stats.failures.map((f) => `${f.status || "no answer"}: ${f.cause ?? f.path}`));
  if (causes.size) console.log(`Failures: ${[...causes].slice(0, 10).join("; ")}`);
  console.log(`Server RSS every 5 s (MB): ${memory.join(", ")}; peak ${Math.max(...memory)}`);
  const ok = stats.serverErrors === 0 && stats.networkErrors === 0 && lost.length === 0 && inconsistent.length === 0;
  console.log(ok ? "Soak passed." : "Soak FAILED.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}

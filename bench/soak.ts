/**
 * `npm run soak` — 200 simulated customers sign up and in, then browse, search and order for 60 s
 * against a production server on a fresh DATA_DIR (loopback only; stops by itself).
 * Prints: requests, 5xx (must be 0), orders answered vs stored (none lost), stock
 * consistency, and the server's memory over time (should stay flat).
 *   npm run soak -- --customers 200 --seconds 60
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
  options: { customers: { type: "string", default: "200" }, seconds: { type: "string", default: "60" } },
});
const customers = Number(values.customers);
const seconds = Number(values.seconds);
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
  await shop({ url, products, tokens, seconds, stats });
  clearInterval(sampler);
  memory.push(rss(server.process.pid!));

  const check = openDatabase({ dataDir });
  const { lost, inconsistentStock: inconsistent } = await auditOrders(check.db, {
    answered: stats.ordersAnswered,
    products,
    startingStock: STOCK,
  });
  await check.close();

  console.log(`\nSoak: ${customers} customers for ${seconds}s`);
  console.table({
    requests: stats.requests,
    "requests/s": Math.round(stats.requests / seconds),
    "5xx": stats.serverErrors,
    "network errors": stats.networkErrors,
    "orders answered 201": stats.ordersAnswered.length,
    "orders lost": lost.length,
    "products with inconsistent stock": inconsistent.length,
  });
  console.log(`Server RSS every 5 s (MB): ${memory.join(", ")}; peak ${Math.max(...memory)}`);
  const ok = stats.serverErrors === 0 && lost.length === 0 && inconsistent.length === 0;
  console.log(ok ? "Soak passed." : "Soak FAILED.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}

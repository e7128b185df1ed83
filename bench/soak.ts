/**
 * `npm run soak` — 200 simulated customers browse, search, sign in and order for 60 s
 * against a production server on a fresh DATA_DIR (loopback only; stops by itself).
 * Prints: requests, 5xx (must be 0), orders answered vs stored (none lost), stock
 * consistency, and the server's memory over time (should stay flat).
 *   npm run soak -- --customers 200 --seconds 60
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startServer } from "#e2e/support/server.ts";
import { openDatabase } from "#server/db/client.ts";

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
const stats = { requests: 0, serverErrors: 0, networkErrors: 0, ordersAnswered: [] as string[] };

async function call(path: string, init: RequestInit = {}): Promise<Response | undefined> {
  stats.requests++;
  try {
    const res = await fetch(url + path, init);
    if (res.status >= 500) stats.serverErrors++;
    return res;
  } catch {
    stats.networkErrors++;
    return undefined;
  }
}

try {
  const products = (await (await fetch(`${url}/api/products?limit=40&inStock=1`)).json()) as Array<{
    id: string;
    slug: string;
    title: string;
  }>;
  const setup = openDatabase({ dataDir });
  await setup.db
    .updateTable("products")
    .set({ stock: STOCK })
    .where(
      "id",
      "in",
      products.map((p) => p.id),
    )
    .execute();
  await setup.close();

  const deadline = Date.now() + seconds * 1000;
  const memory: number[] = [rss(server.process.pid!)];
  const sampler = setInterval(() => memory.push(rss(server.process.pid!)), 5000);

  async function customer(n: number) {
    const email = `soak-${n}-${Date.now()}@example.in`;
    const headers = { "Content-Type": "application/json", Origin: url };
    await call("/api/identity/sign-up/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "soak-password-1", name: `Soak ${n}` }),
    });
    const signIn = await call("/api/identity/sign-in/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "soak-password-1" }),
    });
    const token = signIn?.headers.get("set-auth-token") ?? "";
    await signIn?.arrayBuffer();
    let i = n;
    while (Date.now() < deadline) {
      const p = products[i++ % products.length]!;
      for (const path of [
        "/",
        "/plants",
        `/plant/${p.slug}`,
        `/api/search?q=${encodeURIComponent(p.title.slice(0, 4))}`,
      ]) {
        await (await call(path))?.arrayBuffer();
      }
      if (i % 3 === 0) {
        const res = await call("/api/orders", {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            cart: [{ id: p.id, quantity: 1 }],
            selectedAddress: { street: "1 Soak St", city: "Pune", state: "Maharashtra", zip: "411001" },
            selectedPaymentMethod: "Cash on Delivery",
          }),
        });
        if (res?.status === 201) stats.ordersAnswered.push(((await res.json()) as { id: string }).id);
        else await res?.arrayBuffer();
      }
    }
  }

  await Promise.all(Array.from({ length: customers }, (_, n) => customer(n)));
  clearInterval(sampler);
  memory.push(rss(server.process.pid!));

  const check = openDatabase({ dataDir });
  const stored = new Set((await check.db.selectFrom("orders").select("id").execute()).map((o) => o.id));
  const lost = stats.ordersAnswered.filter((id) => !stored.has(id));
  const sold = await check.db
    .selectFrom("order_items")
    .select(["product_id", (eb) => eb.fn.sum<number>("quantity").as("n")])
    .where(
      "product_id",
      "in",
      products.map((p) => p.id),
    )
    .groupBy("product_id")
    .execute();
  const stocks = await check.db
    .selectFrom("products")
    .select(["id", "stock"])
    .where(
      "id",
      "in",
      products.map((p) => p.id),
    )
    .execute();
  await check.close();
  const soldBy = new Map(sold.map((s) => [s.product_id, Number(s.n)]));
  const inconsistent = stocks.filter((s) => s.stock !== STOCK - (soldBy.get(s.id) ?? 0));

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
  console.log(`Server RSS every 5 s (MB): ${memory.join(", ")}`);
  const ok = stats.serverErrors === 0 && lost.length === 0 && inconsistent.length === 0;
  console.log(ok ? "Soak passed." : "Soak FAILED.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}

import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { setStock } from "#tests/support/stock.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "9 Crash Lane",
  city: "Jaipur",
  state: "Rajasthan",
  zip: "302001",
};

async function customer(url: string, n: number): Promise<string> {
  const email = `crash-${n}-${Date.now()}@example.in`;
  const res = await fetch(`${url}/api/identity/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password: "crash-test-pass", name: `Crash ${n}` }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  return res.headers.get("set-auth-token")!;
}

function placeOrders(url: string, tokens: string[], productId: string, count: number) {
  return Array.from({ length: count }, (_, i) =>
    fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({
        cart: [{ id: productId, quantity: 1 + (i % 3) }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      }),
    }).then(
      async (res) => ({
        status: res.status,
        id: res.status === 201 ? ((await res.json()) as { id: string }).id : undefined,
      }),
      () => ({ status: 0, id: undefined }),
    ),
  );
}

/** Four customers place 120 orders between them: far past the per-customer limits, which are not under test here. */
const ORDER_LIMITS = { ORDERS_PER_HOUR: "1000", MAX_OPEN_ORDERS: "1000" };

describe("crash safety", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it("after SIGKILL mid-burst, every answered order is whole and stock adds up", async () => {
    // A data dir of its own, with the run's pictures copied in so the seed need not draw them again.
    const fresh = mkdtempSync(join(tmpdir(), "vanaushadhi-crash-"));
    cpSync(join(inject("dataDir"), "media"), join(fresh, "media"), { recursive: true });
    server = await startServer({ DATA_DIR: fresh, LOG_LEVEL: "warn", ...ORDER_LIMITS });
    const { dataDir, url } = server;
    const tokens = await Promise.all([1, 2, 3, 4].map((n) => customer(url, n)));
    const product = (
      (await (await fetch(`${url}/api/products?limit=1&inStock=1`)).json()) as Array<{ id: string }>
    )[0]!;
    const initialStock = 500;
    const direct = openDatabase({ dataDir });
    // All of it in the variant a cart line naming none orders, so the product's stock is that variant's.
    await direct.db.updateTable("product_variants").set({ stock: 0 }).where("product_id", "=", product.id).execute();
    await setStock(direct.db, product.id, initialStock);
    await direct.close();

    const answers = placeOrders(url, tokens, product.id, 120);
    await new Promise((r) => setTimeout(r, 60));
    server.process.kill("SIGKILL");
    const results = await Promise.all(answers);
    const confirmed = results.filter((r) => r.status === 201).map((r) => r.id!);
    expect(
      results.some((r) => r.status === 0),
      "the kill landed mid-burst",
    ).toBe(true);

    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", ...ORDER_LIMITS });
    const check = openDatabase({ dataDir });
    try {
      const orders = await check.db.selectFrom("orders").select("id").where("user_id", "is not", null).execute();
      const ids = new Set(orders.map((o) => o.id));
      for (const id of confirmed) expect(ids.has(id), `order ${id} was answered 201`).toBe(true);
      const items = await check.db
        .selectFrom("order_items")
        .select(["order_id", "quantity"])
        .where("product_id", "=", product.id)
        .execute();
      const withItems = new Set(items.map((i) => i.order_id));
      for (const o of orders) expect(withItems.has(o.id), `order ${o.id} has its items`).toBe(true);
      const sold = items.reduce((s, i) => s + i.quantity, 0);
      const stock = await check.db
        .selectFrom("products")
        .select("stock")
        .where("id", "=", product.id)
        .executeTakeFirstOrThrow();
      expect(stock.stock).toBe(initialStock - sold);
    } finally {
      await check.close();
    }
  });

  it("SIGTERM lets requests in flight finish, then exits cleanly", async () => {
    const { url } = server!;
    const tokens = await Promise.all([5, 6].map((n) => customer(url, n)));
    const product = (
      (await (await fetch(`${url}/api/products?limit=1&inStock=1`)).json()) as Array<{ id: string }>
    )[0]!;
    const answers = placeOrders(url, tokens, product.id, 10);
    await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise<number | null>((resolve) => server!.process.once("exit", (code) => resolve(code)));
    server!.process.kill("SIGTERM");
    const results = await Promise.all(answers);
    expect(await exited).toBe(0);
    // Every request the server had accepted was answered; none was cut off half way.
    for (const r of results) expect([0, 201, 409]).toContain(r.status);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    server = undefined;
  });
});

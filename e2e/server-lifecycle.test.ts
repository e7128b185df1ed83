import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { openDatabase } from "#server/db/client.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "4 Lease Road",
  city: "Kochi",
  state: "Kerala",
  zip: "682001",
};

/** A data dir of its own, with the run's pictures copied in so the seed need not draw them again. */
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "vanaushadhi-lifecycle-"));
  cpSync(join(inject("dataDir"), "media"), join(dir, "media"), { recursive: true });
  return dir;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

describe("the running server's own work", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it("cancels a UPI order left unpaid past its window, by itself, and returns the stock", async () => {
    server = await startServer({ DATA_DIR: freshDataDir(), LOG_LEVEL: "warn", UPI_PAYMENT_WINDOW_MINUTES: "30" });
    const { url, dataDir } = server;
    const signUp = await fetch(`${url}/api/identity/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify({ email: `upi-${Date.now()}@example.in`, password: "unpaid-upi-pass", name: "Unpaid Upi" }),
    });
    const token = signUp.headers.get("set-auth-token")!;
    const product = (
      (await (await fetch(`${url}/api/products?limit=1&inStock=1`)).json()) as Array<{ id: string }>
    )[0]!;
    const order = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        cart: [{ id: product.id, quantity: 2 }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "UPI",
      }),
    });
    expect(order.status).toBe(201);
    const { id } = (await order.json()) as { id: string };

    const db = openDatabase({ dataDir });
    try {
      const stockAfterOrder = async () =>
        (await db.db.selectFrom("products").select("stock").where("id", "=", product.id).executeTakeFirstOrThrow())
          .stock;
      const placed = await stockAfterOrder();
      // Placed 31 minutes ago: past the 30-minute window. No request asks for the sweep; the server's job runs it.
      const past = new Date(Date.now() - 31 * 60_000).toISOString();
      await db.db.updateTable("orders").set({ created_at: past }).where("id", "=", id).execute();
      const status = async () =>
        (await db.db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
      // Jobs first look two seconds after start, then every 15 s; each job's turn is once a minute.
      expect(await until(async () => (await status()) === ORDER_CANCELLED, 75_000)).toBe(true);
      expect(await stockAfterOrder()).toBe(placed + 2);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("while draining after SIGTERM, /readyz says so and requests are still served, then it exits 0", async () => {
    await server?.stop();
    server = await startServer({ DATA_DIR: freshDataDir(), LOG_LEVEL: "warn", DRAIN_SECONDS: "3" });
    const { url } = server;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server!.process.once("exit", (code) => resolve(code)));
    server.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining", error: "Shutting down" });
    expect((await fetch(`${url}/api/products?limit=1`)).status).toBe(200);
    expect(await exited).toBe(0);
    server = undefined;
  });
});

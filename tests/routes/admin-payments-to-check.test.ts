import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { loader as ordersLoader } from "#app/routes/admin/orders.tsx";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};

describe.each(DATABASE_KINDS)("UTRs on the admin pages on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // UTR_CONFIRM_DAYS=2: the pages follow the setting, not the default of 3.
    api = await createTestApp({ ...t, config: { ...t.config, utrConfirmDays: 2 } });
    admin = await signUp(api, "Dashboard Admin");
    await setRole(t.db, admin.id, "admin");
    customer = await signUp(api, "Asha Verma");
  });
  afterAll(() => t.close());

  const page = <F extends (args: never) => unknown>(loader: F, path: string) =>
    callRoute(loader, api.shop, new Request(SHOP_ORIGIN + path, { headers: { Cookie: admin.cookie } }));

  /** A UPI order whose customer gave `utr`, `daysAgo` days ago. */
  async function reportedPayment(utr: string, daysAgo: number): Promise<string> {
    const product = await t.db.selectFrom("products").select("id").where("stock", ">", 5).executeTakeFirstOrThrow();
    const placed = await api.json(
      "/api/orders",
      { cart: [{ id: product.id, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "UPI" },
      "POST",
      { Cookie: customer.cookie },
    );
    const { id } = (await placed.json()) as { id: string };
    const given = await api.json(`/api/orders/${id}/utr`, { utr }, "PUT", { Cookie: customer.cookie });
    expect(given.status).toBe(200);
    await t.db
      .updateTable("order_events")
      .set({ created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() })
      .where("order_id", "=", id)
      .where("to_value", "=", "Payment submitted")
      .execute();
    return id;
  }

  it("the dashboard lists the payments reported more than UTR_CONFIRM_DAYS ago, each with its UTR", async () => {
    const waiting = await reportedPayment("312345678901", 2.5);
    await reportedPayment("312345678902", 1.5);
    const { dashboard } = await page(dashboardLoader, "/admin");
    expect(dashboard.paymentsToCheck).toMatchObject({ days: 2, total: 1 });
    expect(dashboard.paymentsToCheck.orders).toEqual([
      expect.objectContaining({ id: waiting, utr: "312345678901", paymentStatus: "Payment submitted" }),
    ]);
  });

  it("the orders page finds an order by its UTR", async () => {
    const id = await reportedPayment("312345678903", 0);
    const { table } = await page(ordersLoader, "/admin/orders?q=312345678903");
    expect(table.items.map((o) => o.id)).toEqual([id]);
  });
});

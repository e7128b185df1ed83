import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "#domain/i18n/message.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal, inEnglish } from "#tests/support/messages.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * The orders table's 'Change status' (docs/product/admin.md#orders): each selected order changes
 * as one order's change would, and one refused leaves the others changed.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "3 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560025",
};

interface BulkJson {
  changed: Array<{ id: string; number: string; status: string }>;
  failed: Array<{ id: string; number: string | null; error: string; code: string }>;
}

describe.each(DATABASE_KINDS)("bulk order status on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let kavya: TestUser;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const bulk = (body: unknown, u: TestUser | null = admin) =>
    api.json("/api/admin/orders/status", body, "POST", u ? as(u) : {});
  const statusOf = async (id: string) =>
    (await t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow()).status;
  const mailsAbout = (id: string) => api.sent.filter((m) => m.to === kavya.email && m.subject.includes(id.slice(-8)));

  /** A product of its own with this stock, so draining it touches no other test. */
  async function productWithStock(slug: string, stock: number) {
    const res = await api.json(
      "/api/admin/products",
      {
        title: `Giloy ${slug}`,
        slug,
        description: "Heart-leaved moonseed, a climber for the fence.",
        category: "kitchen-herbs",
        price: 199,
        stock,
      },
      "POST",
      as(admin),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string; title: string }).id;
  }

  async function place(productId: string, quantity = 1) {
    const res = await api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(kavya),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Bulk Admin");
    kavya = await signUp(api, "Kavya Rao");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  it("ships three orders: two change and are mailed, the cancelled one whose stock is gone is refused with why", async () => {
    const plenty = await productWithStock("giloy-plenty", 50);
    const scarce = await productWithStock("giloy-scarce", 2);
    const first = await place(plenty);
    const cancelled = await place(scarce, 2);
    const third = await place(plenty, 3);
    const cancel = await api.json(
      `/api/admin/orders/${cancelled}/status`,
      { status: "Order Cancelled" },
      "PUT",
      as(admin),
    );
    expect(cancel.status).toBe(200);
    // Its two plants went back, and were sold again: reopening it would need stock there is not.
    await setStock(t.db, scarce, 0);
    const mailsBefore = [first, cancelled, third].map((id) => mailsAbout(id).length);

    const res = await bulk({
      ids: [first, cancelled, third],
      status: "Shipped",
      courier: "Delhivery",
      trackingNumber: "DLV-123456",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as BulkJson;
    expect(answer.changed).toEqual([
      { id: first, number: first.slice(-8), status: "Shipped" },
      { id: third, number: third.slice(-8), status: "Shipped" },
    ]);
    expect(answer.failed).toEqual([
      {
        id: cancelled,
        number: cancelled.slice(-8),
        error: inEnglish(message("order.reopen.notEnoughStock", { title: "Giloy giloy-scarce" })),
        code: "order.reopen.notEnoughStock",
      },
    ]);

    expect(await statusOf(first)).toBe("Shipped");
    expect(await statusOf(third)).toBe("Shipped");
    expect(await statusOf(cancelled)).toBe("Order Cancelled");
    const shipped = await t.db.selectFrom("orders").selectAll().where("id", "=", third).executeTakeFirstOrThrow();
    expect(shipped).toMatchObject({
      courier: "Delhivery",
      tracking_number: "DLV-123456",
      tracking_url: "https://www.delhivery.com/track/package/DLV-123456",
    });

    // The changed orders' customers are mailed as for one change; the refused one is not.
    const [firstMails, cancelledMails, thirdMails] = [first, cancelled, third].map((id, i) =>
      mailsAbout(id).slice(mailsBefore[i]),
    );
    expect(firstMails!.map((m) => m.subject)).toEqual([`Your order #${first.slice(-8)} has shipped`]);
    expect(thirdMails!.map((m) => m.subject)).toEqual([`Your order #${third.slice(-8)} has shipped`]);
    expect(thirdMails![0]!.text).toContain("DLV-123456");
    expect(cancelledMails).toEqual([]);

    // Each change is in its order's history, by the admin.
    const history = await api.request(`/api/admin/orders/${first}`, { headers: as(admin) });
    const events = ((await history.json()) as { events: Array<{ to: string; actor: string; note: string | null }> })
      .events;
    expect(events.at(-1)).toMatchObject({ to: "Shipped", actor: "admin", note: "Delhivery · AWB DLV-123456" });
  });

  it("an id that names no order is reported without a number; a repeated id changes once", async () => {
    const product = await productWithStock("giloy-repeat", 10);
    const order = await place(product);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await bulk({ ids: [order, unknown, order], status: "Processing" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      changed: [{ id: order, number: order.slice(-8), status: "Processing" }],
      failed: [{ id: unknown, number: null, error: inEnglish("order.notFound"), code: "order.notFound" }],
    });
    const events = await t.db.selectFrom("order_events").selectAll().where("order_id", "=", order).execute();
    expect(events.filter((e) => e.to_value === "Processing")).toHaveLength(1);
  });

  it("only an admin changes them: a visitor is asked to sign in, a customer refused, nothing changed", async () => {
    const product = await productWithStock("giloy-guarded", 10);
    const order = await place(product);
    expect((await bulk({ ids: [order], status: "Delivered" }, null)).status).toBe(401);
    expect((await bulk({ ids: [order], status: "Delivered" }, kavya)).status).toBe(403);
    expect(await statusOf(order)).toBe("Order Successful");
  });

  it("refuses bad input whole: no ids, too many, an unknown status, half the tracking, tracking without 'Shipped'", async () => {
    const product = await productWithStock("giloy-refused", 10);
    const order = await place(product);
    const idsInvalid = apiRefusal("admin.order.idsInvalid?max=100", { ids: "admin.order.idsInvalid?max=100" });
    for (const ids of [[], "", undefined, Array.from({ length: 101 }, () => order)]) {
      const res = await bulk({ ids, status: "Processing" });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(await res.json()).toEqual(idsInvalid);
    }
    const unknownStatus = await bulk({ ids: [order], status: "Lost" });
    expect(unknownStatus.status).toBe(400);
    expect(await unknownStatus.json()).toEqual(
      apiRefusal("admin.order.statusUnknown", { status: "admin.order.statusUnknown" }),
    );
    const half = await bulk({ ids: [order], status: "Shipped", courier: "Delhivery" });
    expect(half.status).toBe(400);
    expect(await half.json()).toEqual(
      apiRefusal("admin.order.trackingNeedsBoth", { trackingNumber: "admin.order.trackingNeedsBoth" }),
    );
    const notShipped = await bulk({
      ids: [order],
      status: "Delivered",
      courier: "Delhivery",
      trackingNumber: "DLV-987654",
    });
    expect(notShipped.status).toBe(400);
    expect(await notShipped.json()).toEqual(
      apiRefusal("admin.order.trackingOnlyWhenShipped", { courier: "admin.order.trackingOnlyWhenShipped" }),
    );
    expect(await statusOf(order)).toBe("Order Successful");
  });
});

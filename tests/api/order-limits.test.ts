import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_UNPAID_ORDER_LIMITS, type UnpaidOrderLimits } from "#domain/order-limits.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { changeOrderStatus } from "#server/features/orders/change-order-status.ts";
import { changePaymentStatus } from "#server/features/payments/change-payment-status.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setVariant } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

const ADMIN_ACTOR = { kind: "admin", id: null } as const;
/** Issue 24, item 3: one account must not hoard the catalogue with orders it never pays for. */
describe.each(DATABASE_KINDS)("limits on one customer's unpaid orders on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // Only the limits under test: the open-order and hourly limits are lifted.
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
  });
  afterAll(() => t.close());

  /** A product of its own for each test, sold in one variant at ₹300 taxed 18 % (₹354 a unit), with plenty of stock. */
  let nextProduct = 0;
  async function product(): Promise<{ id: string; title: string }> {
    const row = await t.db
      .selectFrom("products")
      .select(["id", "title"])
      .where("option_name", "is", null)
      .orderBy("slug")
      .offset(nextProduct++)
      .limit(1)
      .executeTakeFirstOrThrow();
    await setVariant(t.db, row.id, { stock: 500, pricePaise: 300_00, discount: 0 });
    await t.db.updateTable("products").set({ gst_rate: 18 }).where("id", "=", row.id).execute();
    return row;
  }

  const order = (customer: TestUser, cart: unknown, payment: unknown = "Cash on Delivery") =>
    api.json("/api/orders", { cart, selectedAddress: DELIVERY_ADDRESS, selectedPaymentMethod: payment }, "POST", {
      Cookie: customer.cookie,
    });
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
  const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
  const stockOf = async (id: string) =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
  const ordersOf = async (customer: TestUser) =>
    (await t.db.selectFrom("orders").select("id").where("user_id", "=", customer.id).execute()).length;
  const setLimits = (orderLimits: UnpaidOrderLimits) =>
    api.shop.settings.saveShop({ ...DEMO_SHOP_SETTINGS, orderLimits }, null);

  const unitsRefusal = (title: string) =>
    `Your unpaid orders, this one included, may hold at most 20 of ${title}. Please order fewer, or first pay for or receive an earlier order.`;
  const valueRefusal =
    "Your unpaid orders, this one included, may come to at most ₹1,000.00. Please order less, or first pay for or receive an earlier order.";

  it("refuses repeated lines of one product that together pass 100, and changes nothing", async () => {
    const hoarder = await signUp(api, "Line Merger");
    const p = await product();
    for (const cart of [
      [
        { id: p.id, quantity: 100 },
        { id: p.id, quantity: 20 },
      ],
      [
        { id: p.id, quantity: 60 },
        { product: { id: p.id }, quantity: 41 },
      ],
    ]) {
      const res = await order(hoarder, cart);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe("At most 100 of one product per order");
    }
    expect(await stockOf(p.id)).toBe(500);
    expect(await ordersOf(hoarder)).toBe(0);
  });

  it("refuses the order that takes one product past the units cap; paid, delivered or cancelled orders free them", async () => {
    const hoarder = await signUp(api, "Unit Hoarder");
    const p = await product();
    const other = await product();
    const first = await order(hoarder, [{ id: p.id, quantity: 15 }]);
    expect(first.status).toBe(201);
    const firstId = await idOf(first);

    const over = await order(hoarder, [
      { id: other.id, quantity: 1 },
      { id: p.id, quantity: 6 },
    ]);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: unitsRefusal(p.title), code: "order.place.unpaidUnits" });
    expect([await stockOf(p.id), await stockOf(other.id)]).toEqual([485, 500]);
    expect(await ordersOf(hoarder)).toBe(1);

    // A card order awaits payment: it counts as much as cash on delivery does.
    const card = { cardNumber: "4111 1111 1111 1111", expiryDate: "11/29", cardHolderName: "Unit Hoarder", cvv: "123" };
    const upTo20 = await order(hoarder, [{ id: p.id, quantity: 5 }], card);
    expect(upTo20.status).toBe(201);
    expect(await errorOf(await order(hoarder, [{ id: p.id, quantity: 1 }]))).toBe(unitsRefusal(p.title));

    await changePaymentStatus(api.shop, { orderId: await idOf(upTo20), action: "mark-paid", actor: ADMIN_ACTOR });
    expect((await order(hoarder, [{ id: p.id, quantity: 5 }])).status).toBe(201);
    await changeOrderStatus(api.shop, { orderId: firstId, status: "Delivered", actor: ADMIN_ACTOR });
    expect((await order(hoarder, [{ id: p.id, quantity: 15 }])).status).toBe(201);
    expect(await errorOf(await order(hoarder, [{ id: p.id, quantity: 1 }]))).toBe(unitsRefusal(p.title));
  });

  it("counts every size or pack of a product together against the units cap", async () => {
    const hoarder = await signUp(api, "Size Hoarder");
    const neem = await t.db
      .selectFrom("products")
      .select(["id", "title"])
      .where("slug", "=", "neem")
      .executeTakeFirstOrThrow();
    const [small, large] = await t.db
      .selectFrom("product_variants")
      .select("id")
      .where("product_id", "=", neem.id)
      .orderBy("position")
      .execute();
    await setVariant(t.db, neem.id, { stock: 100 }, small!.id);
    await setVariant(t.db, neem.id, { stock: 100 }, large!.id);
    expect((await order(hoarder, [{ id: neem.id, variantId: small!.id, quantity: 15 }])).status).toBe(201);
    const over = await order(hoarder, [{ id: neem.id, variantId: large!.id, quantity: 6 }]);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: unitsRefusal(neem.title), code: "order.place.unpaidUnits" });
    expect((await order(hoarder, [{ id: neem.id, variantId: large!.id, quantity: 5 }])).status).toBe(201);
  });

  it("refuses the order that takes the customer's unpaid orders past the value cap", async () => {
    await setLimits({ maxUnpaidRupees: 1000, maxUnpaidUnitsPerProduct: 20 });
    try {
      const hoarder = await signUp(api, "Value Hoarder");
      const p = await product();
      const two = await order(hoarder, [{ id: p.id, quantity: 2 }]); // ₹708
      expect(two.status).toBe(201);
      const over = await order(hoarder, [{ id: p.id, quantity: 1 }]); // ₹1,062 in all
      expect(over.status).toBe(409);
      expect(await errorOf(over)).toBe(valueRefusal);
      expect(await stockOf(p.id)).toBe(498);
      expect(await ordersOf(hoarder)).toBe(1);
      // An order that alone passes the cap is refused too.
      expect(await errorOf(await order(await signUp(api, "Big Cart"), [{ id: p.id, quantity: 3 }]))).toBe(valueRefusal);

      const cancelled = await api.json("/api/auth/cancel-order", { orderId: await idOf(two) }, "PUT", {
        Cookie: hoarder.cookie,
      });
      expect(cancelled.status).toBe(200);
      expect((await order(hoarder, [{ id: p.id, quantity: 2 }])).status).toBe(201);
    } finally {
      await setLimits(DEFAULT_UNPAID_ORDER_LIMITS);
    }
  });

  it("concurrent orders by one customer cannot pass either cap", async () => {
    const hoarder = await signUp(api, "Rush Hoarder");
    const p = await product();
    const burst = await Promise.all(Array.from({ length: 12 }, () => order(hoarder, [{ id: p.id, quantity: 3 }])));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6); // 18 units; a seventh would make 21
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(await stockOf(p.id)).toBe(500 - 18);

    await setLimits({ maxUnpaidRupees: 1000, maxUnpaidUnitsPerProduct: 20 });
    try {
      const rich = await signUp(api, "Rush Spender");
      const q = await product();
      const spree = await Promise.all(Array.from({ length: 10 }, () => order(rich, [{ id: q.id, quantity: 1 }])));
      expect(spree.filter((r) => r.status === 201)).toHaveLength(2); // ₹708; a third would make ₹1,062
      expect(new Set(await Promise.all(spree.filter((r) => r.status === 409).map(errorOf)))).toEqual(
        new Set([valueRefusal]),
      );
      expect(await stockOf(q.id)).toBe(498);
    } finally {
      await setLimits(DEFAULT_UNPAID_ORDER_LIMITS);
    }
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { writeSettings } from "#server/features/settings/settings.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** docs/product/payments.md#payment-method-settings: the owner's choice, its defaults, and checkout held to it. */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const CARD = { cardNumber: "4111 1111 1111 1111", expiryDate: "11/29", cardHolderName: "Asha Verma", cvv: "123" };
const EVERY_METHOD = ["Cash on Delivery", "UPI", "Card", "Pay online"];

describe.each(DATABASE_KINDS)("payment method settings on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let asha: TestUser;
  let productId: string;
  let savedCardId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const get = async () =>
    (await (await api.request("/api/admin/settings", { headers: as(admin) })).json()) as {
      paymentMethods: string[];
    };
  const put = (body: unknown) => api.json("/api/admin/settings", body, "PUT", as(admin));
  const offer = async (paymentMethods: string[]) =>
    expect((await put({ ...DEMO_SHOP_SETTINGS, paymentMethods })).status).toBe(200);
  const order = (selectedPaymentMethod: unknown) =>
    api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod },
      "POST",
      as(asha),
    );
  const stock = async () =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock;
  const orderCount = async () => (await t.db.selectFrom("orders").select("id").execute()).length;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Methods Admin");
    await setRole(t.db, admin.id, "admin");
    asha = await signUp(api, "Asha Verma");
    productId = (
      await t.db.selectFrom("products").select("id").where("stock", ">", 20).orderBy("slug").executeTakeFirstOrThrow()
    ).id;
    await setStock(t.db, productId, 1000);
    savedCardId = randomUUID();
    await t.db
      .insertInto("saved_cards")
      .values({
        id: savedCardId,
        user_id: asha.id,
        brand: "Visa",
        last4: "1111",
        expiry: "11/29",
        holder_name: "Asha Verma",
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => t.close());

  it("GET carries the demo's methods; PUT saves a choice in the options' order, and GET answers it", async () => {
    expect((await get()).paymentMethods).toEqual(EVERY_METHOD);
    const res = await put({ ...DEMO_SHOP_SETTINGS, paymentMethods: ["UPI", "Cash on Delivery"] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { paymentMethods: string[] }).paymentMethods).toEqual(["Cash on Delivery", "UPI"]);
    expect((await get()).paymentMethods).toEqual(["Cash on Delivery", "UPI"]);
    await offer(EVERY_METHOD);
  });

  it("PUT refuses an empty list, an unknown method or not a list, naming the field, and changes nothing", async () => {
    for (const [paymentMethods, text] of [
      [[], "Choose at least one payment method"],
      [["Cash on Delivery", "Cheque"], "Choose the payment methods from Cash on Delivery, UPI, Card and Pay online"],
      ["Card", "Choose the payment methods from Cash on Delivery, UPI, Card and Pay online"],
      [{ cod: true }, "Choose the payment methods from Cash on Delivery, UPI, Card and Pay online"],
      [["Pay online"], "Choose at least one payment method the shop can take now: Pay online needs the Razorpay keys"],
    ] as const) {
      const res = await put({ ...DEMO_SHOP_SETTINGS, paymentMethods });
      expect(res.status, JSON.stringify(paymentMethods)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ paymentMethods: text });
    }
    expect((await get()).paymentMethods).toEqual(EVERY_METHOD);
  });

  it("a shop saved before the setting existed has the default: every method in the demo, no Card in a real shop", async () => {
    const { paymentMethods: _chosen, ...older } = DEMO_SHOP_SETTINGS;
    await writeSettings(t.db, "shop", older, null);
    api.shop.settings.forget();
    const demoConfig = api.shop.config;
    try {
      expect((await get()).paymentMethods).toEqual(EVERY_METHOD);
      // The same shop started with DEMO_DATA=false.
      api.shop.config = { ...demoConfig, demoData: false };
      expect((await get()).paymentMethods).toEqual(["Cash on Delivery", "UPI", "Pay online"]);
      // Saved without the field (an older client), the shop keeps its default.
      const saved = await put(older);
      expect(((await saved.json()) as { paymentMethods: string[] }).paymentMethods).toEqual([
        "Cash on Delivery",
        "UPI",
        "Pay online",
      ]);
      const card = await order(CARD);
      expect(card.status).toBe(400);
      expect(await card.json()).toMatchObject({
        error: "Card is not offered by this shop. Please choose another payment method.",
      });
      expect((await order("UPI")).status).toBe(201);
    } finally {
      api.shop.config = demoConfig;
      await offer(EVERY_METHOD);
    }
  });

  it.each([
    ["Cash on Delivery", ["UPI", "Card"]],
    ["UPI", ["Cash on Delivery", "Card"]],
    ["Card", ["Cash on Delivery", "UPI"]],
  ] as const)(
    "POST /api/orders refuses %s when it is off with 400 naming it, and changes nothing",
    async (method, others) => {
      await offer([...others]);
      try {
        const [stockBefore, ordersBefore] = [await stock(), await orderCount()];
        // A new card and a saved one are both Card.
        for (const payment of method === "Card" ? [CARD, { savedCardId }] : [method]) {
          const res = await order(payment);
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({
            error: `${method} is not offered by this shop. Please choose another payment method.`,
            code: "order.place.methodNotOffered",
            fields: { selectedPaymentMethod: `${method} is not offered by this shop` },
          });
        }
        expect(await stock()).toBe(stockBefore);
        expect(await orderCount()).toBe(ordersBefore);
        // The methods still on are taken.
        for (const other of others) {
          const taken = await order(other === "Card" ? { savedCardId } : other);
          expect(taken.status, await taken.clone().text()).toBe(201);
        }
      } finally {
        await offer(EVERY_METHOD);
      }
    },
  );
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceCart } from "#domain/pricing.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { changeOrderStatus } from "#server/features/orders/change-order-status.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock as setProductStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

const ADMIN_ACTOR = { kind: "admin", id: null } as const;

const CARD = { cardNumber: "4111 1111 1111 1111", expiryDate: "11/29", cardHolderName: "Asha Verma", cvv: "123" };

interface OrderJson {
  id: string;
  status: string;
  totalAmount: number;
  subtotal: number;
  discount: number;
  tax: number;
  paymentMethod: unknown;
  shippingAddress: Record<string, string>;
  items: Array<{ productId: string; quantity: number; price: number }>;
}

describe.each(DATABASE_KINDS)("orders API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const order = (u: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    api.json("/api/orders", body, "POST", { ...as(u), ...headers });
  const stockOf = async (id: string) =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
  const setStock = (id: string, stock: number) => setProductStock(t.db, id, stock);
  /** A product sold in one variant, so its stock is that variant's (tests/api/variants.test.ts has the others). */
  const productWithStock = async (offset = 0) =>
    t.db
      .selectFrom("products")
      .selectAll()
      .where("option_name", "is", null)
      .where("stock", ">", 5)
      .orderBy("slug")
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
  });
  afterAll(() => t.close());

  it.each([
    ["POST", "/api/orders"],
    ["GET", "/api/orders"],
    ["PUT", "/api/auth/cancel-order"],
  ])("%s %s answers 401 without a session", async (method, path) => {
    const res = method === "GET" ? await api.request(path) : await api.json(path, {}, method);
    expect(res.status).toBe(401);
  });

  it("prices the order from the database, ignoring prices sent by the browser", async () => {
    const a = await productWithStock(0);
    const b = await productWithStock(1);
    const before = [await stockOf(a.id), await stockOf(b.id)];
    const res = await order(asha, {
      cart: [
        { product: { id: a.id, price: 1, discount: 99 }, quantity: 2, price: 1 },
        { id: b.id, quantity: 1, totalAmount: 1 },
      ],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
      totalAmount: 1,
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as OrderJson;
    const expected = priceCart([
      { pricePaise: a.price_paise, discount: a.discount, quantity: 2 },
      { pricePaise: b.price_paise, discount: b.discount, quantity: 1 },
    ]);
    expect(placed).toMatchObject({
      status: "Order Successful",
      totalAmount: expected.totalPaise / 100,
      subtotal: expected.subtotalPaise / 100,
      discount: expected.discountPaise / 100,
      tax: expected.taxPaise / 100,
      paymentMethod: "Cash on Delivery",
      shippingAddress: { ...DELIVERY_ADDRESS, zipCode: DELIVERY_ADDRESS.zip },
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    const items = await t.db.selectFrom("order_items").selectAll().where("order_id", "=", placed.id).execute();
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    const mail = api.sent.findLast((m) => m.to === asha.email)!;
    expect(mail.subject).toContain(`#${placed.id.slice(-8)}`);
    expect(mail.text).toContain(a.title);
    expect(mail.text).toContain("12 MG Road");
  });

  it("refuses more than the stock with a clear 409 and changes nothing", async () => {
    const p = await productWithStock(2);
    await setStock(p.id, 3);
    const ordersBefore = await t.db.selectFrom("orders").select("id").execute();
    const res = await order(asha, {
      cart: [{ id: p.id, quantity: 4 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: `Only 3 of ${p.title} left in stock. Please lower the quantity.`,
      code: "order.place.stockTooLow",
    });
    expect(await stockOf(p.id)).toBe(3);
    expect(await t.db.selectFrom("orders").select("id").execute()).toHaveLength(ordersBefore.length);
  });

  it("a line short of stock rolls back the lines before it", async () => {
    const a = await productWithStock(3);
    const b = await productWithStock(4);
    await setStock(b.id, 0);
    const aBefore = await stockOf(a.id);
    const res = await order(asha, {
      cart: [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 1 },
      ],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: `${b.title} is out of stock.`, code: "order.place.outOfStock" });
    expect(await stockOf(a.id)).toBe(aBefore);
  });

  it("refuses a product that no longer exists", async () => {
    const res = await order(asha, {
      cart: [{ id: "gone", quantity: 1 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
    });
    expect(res.status).toBe(409);
  });

  it.each([
    [{}, ["cart", "selectedAddress", "selectedPaymentMethod"]],
    [{ cart: [], selectedAddress: DELIVERY_ADDRESS, selectedPaymentMethod: "Cash on Delivery" }, ["cart"]],
    [
      {
        cart: [{ id: "x", quantity: 0 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      ["cart.0.quantity"],
    ],
    [
      {
        cart: [{ id: "x", quantity: 1.5 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      ["cart.0.quantity"],
    ],
    [
      {
        cart: [{ id: "x", quantity: -3 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      ["cart.0.quantity"],
    ],
    [
      { cart: [{ id: "x", quantity: 1 }], selectedAddress: { street: "" }, selectedPaymentMethod: "Bitcoin" },
      [
        "selectedAddress.recipient",
        "selectedAddress.street",
        "selectedAddress.city",
        "selectedAddress.state",
        "selectedAddress.zip",
        "selectedAddress.mobile",
        "selectedPaymentMethod",
      ],
    ],
    [
      {
        cart: [{ id: "x", quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: { ...CARD, cardNumber: "4111111111111112" },
      },
      ["selectedPaymentMethod.cardNumber"],
    ],
    [
      {
        cart: [{ id: "x", quantity: 1 }],
        selectedAddress: { ...DELIVERY_ADDRESS, state: "Goa" },
        selectedPaymentMethod: "Cash on Delivery",
      },
      ["selectedAddress.zip"],
    ],
  ])("answers 400 naming the fields for %o", async (body, fields) => {
    const res = await order(asha, body);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields).sort()).toEqual([...fields].sort());
  });

  it("a card order keeps only the masked card, and can save it masked", async () => {
    const p = await productWithStock(5);
    const res = await order(asha, {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: { ...CARD, saveCard: true },
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain("4111111111111111");
    expect(text).not.toContain('"cvv"');
    const placed = JSON.parse(text) as OrderJson;
    expect(placed.paymentMethod).toEqual({
      brand: "Visa",
      cardNumber: "•••• •••• •••• 1111",
      cardHolderName: "Asha Verma",
    });
    const row = await t.db.selectFrom("orders").selectAll().where("id", "=", placed.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain("4111111111111111");
    const cards = await t.db.selectFrom("saved_cards").selectAll().where("user_id", "=", asha.id).execute();
    expect(cards.map((c) => c.last4)).toContain("1111");
  });

  it("keeps a new address in the address book when asked (saveAddress), once, and not otherwise", async () => {
    const p = await productWithStock(5);
    const meera = await signUp(api, "Meera Joshi");
    const addressesOf = () => t.db.selectFrom("addresses").selectAll().where("user_id", "=", meera.id).execute();
    const place = (body: Record<string, unknown>) =>
      order(meera, { cart: [{ id: p.id, quantity: 1 }], selectedPaymentMethod: "Cash on Delivery", ...body });

    expect((await place({ selectedAddress: DELIVERY_ADDRESS })).status).toBe(201);
    expect(await addressesOf()).toEqual([]);
    expect((await place({ selectedAddress: DELIVERY_ADDRESS, saveAddress: true })).status).toBe(201);
    expect(
      (await place({ selectedAddress: { ...DELIVERY_ADDRESS, street: " 12 mg road " }, saveAddress: true })).status,
    ).toBe(201);
    const saved = await addressesOf();
    expect(
      saved.map(({ recipient, mobile, street, city, state, zip }) => ({ recipient, mobile, street, city, state, zip })),
    ).toEqual([DELIVERY_ADDRESS]);

    // A saved address chosen again is not copied; a malformed flag is a 400, never a 500.
    expect((await place({ selectedAddress: { savedAddressId: saved[0]!.id }, saveAddress: true })).status).toBe(201);
    expect(await addressesOf()).toHaveLength(1);
    const bad = await place({ selectedAddress: DELIVERY_ADDRESS, saveAddress: "yes please" });
    expect(bad.status).toBe(400);
  });

  it("refuses an expired card, new or saved, with 400 and stores nothing", async () => {
    const p = await productWithStock(5);
    const before = await stockOf(p.id);
    const ordersBefore = await t.db.selectFrom("orders").select("id").execute();
    const cardsBefore = await t.db.selectFrom("saved_cards").select("id").execute();
    const fresh = await order(ravi, {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: { ...CARD, expiryDate: "10/26", saveCard: true },
    });
    expect(fresh.status).toBe(400);
    expect(((await fresh.json()) as { fields: object }).fields).toEqual({
      "selectedPaymentMethod.expiryDate": "Card has expired",
    });

    const savedId = randomUUID();
    await t.db
      .insertInto("saved_cards")
      .values({
        id: savedId,
        user_id: ravi.id,
        brand: "Visa",
        last4: "1111",
        expiry: "10/26",
        holder_name: "Ravi Kumar",
        created_at: new Date().toISOString(),
      })
      .execute();
    const saved = await order(ravi, {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: { savedCardId: savedId },
    });
    expect(saved.status).toBe(400);
    expect(await saved.json()).toMatchObject({
      error: "Card has expired",
      fields: { selectedPaymentMethod: "Card has expired" },
    });
    await t.db.deleteFrom("saved_cards").where("id", "=", savedId).execute();

    expect(await stockOf(p.id)).toBe(before);
    expect(await t.db.selectFrom("orders").select("id").execute()).toHaveLength(ordersBefore.length);
    expect(await t.db.selectFrom("saved_cards").select("id").execute()).toHaveLength(cardsBefore.length);
  });

  it("uses a saved address and a saved card by id, but never another customer's", async () => {
    const p = await productWithStock(6);
    const shipping = await api.json("/api/auth/update-address", { address: DELIVERY_ADDRESS }, "PUT", as(asha));
    const addressId = ((await shipping.json()) as { addresses: Array<{ id: string }> }).addresses[0]!.id;
    const card = (
      await t.db.selectFrom("saved_cards").select("id").where("user_id", "=", asha.id).executeTakeFirstOrThrow()
    ).id;
    const ok = await order(asha, {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: { savedAddressId: addressId },
      selectedPaymentMethod: { savedCardId: card },
    });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as OrderJson).paymentMethod).toMatchObject({ cardNumber: "•••• •••• •••• 1111" });
    const theft = await order(ravi, {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: { savedAddressId: addressId },
      selectedPaymentMethod: { savedCardId: card },
    });
    expect(theft.status).toBe(400);
  });

  it("an idempotency key replay answers the same order and takes stock once", async () => {
    const p = await productWithStock(7);
    const before = await stockOf(p.id);
    const body = {
      cart: [{ id: p.id, quantity: 2 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
    };
    const [first, second] = await Promise.all([
      order(asha, body, { "Idempotency-Key": "checkout-key-0001" }),
      order(asha, body, { "Idempotency-Key": "checkout-key-0001" }),
    ]);
    const third = await order(asha, { ...body, idempotencyKey: "checkout-key-0001" });
    const ids = await Promise.all([first, second, third].map(async (r) => ((await r.json()) as OrderJson).id));
    expect(new Set(ids).size).toBe(1);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(third.status).toBe(200);
    expect(await stockOf(p.id)).toBe(before - 2);
  });

  it("50 concurrent orders for a product with stock 10 fulfil exactly 10", async () => {
    const p = await productWithStock(8);
    await setStock(p.id, 10);
    const customers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(api, `Rush ${i}`)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        order(customers[i % 5]!, {
          cart: [{ id: p.id, quantity: 1 }],
          selectedAddress: DELIVERY_ADDRESS,
          selectedPaymentMethod: "Cash on Delivery",
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(p.id)).toBe(0);
    const sold = await t.db
      .selectFrom("order_items")
      .select((eb) => eb.fn.sum<number>("quantity").as("n"))
      .where("product_id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
  });

  it("carts holding the same products in opposite orders never deadlock", async () => {
    const a = await productWithStock(20);
    const b = await productWithStock(21);
    await setStock(a.id, 100);
    await setStock(b.id, 100);
    const customers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(api, `Crossing ${i}`)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(customers[i % 5]!, {
          cart:
            i % 2
              ? [
                  { id: a.id, quantity: 1 },
                  { id: b.id, quantity: 1 },
                ]
              : [
                  { id: b.id, quantity: 1 },
                  { id: a.id, quantity: 1 },
                ],
          selectedAddress: DELIVERY_ADDRESS,
          selectedPaymentMethod: "Cash on Delivery",
        }),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([80, 80]);
  });

  it("limits open orders and orders per hour, race-free; a replay still answers its order", async () => {
    const p = await productWithStock(12);
    await setStock(p.id, 100);
    const rush = await signUp(api, "Rush Buyer");
    const body = {
      cart: [{ id: p.id, quantity: 1 }],
      selectedAddress: DELIVERY_ADDRESS,
      selectedPaymentMethod: "Cash on Delivery",
    };
    const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
    const tooManyOpen =
      "You already have 5 orders on their way. Please wait for one to be delivered before placing another.";

    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(rush, body, { "Idempotency-Key": `rush-order-${i}` })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(new Set(await Promise.all(burst.filter((r) => r.status === 409).map(errorOf)))).toEqual(
      new Set([tooManyOpen]),
    );
    expect(await stockOf(p.id)).toBe(95);
    const placed = (await t.db.selectFrom("orders").selectAll().where("user_id", "=", rush.id).execute()).map(
      (o) => o.id,
    );
    expect(placed).toHaveLength(5);

    const kept = await t.db
      .selectFrom("orders")
      .select(["id", "idempotency_key"])
      .where("id", "=", placed[0]!)
      .executeTakeFirstOrThrow();
    const replay = await order(rush, body, { "Idempotency-Key": kept.idempotency_key! });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as OrderJson).id).toBe(kept.id);

    const next = () => order(rush, body);
    expect(await errorOf(await next())).toBe(tooManyOpen);
    await changeOrderStatus(api.shop, { orderId: placed[0]!, status: "Delivered", actor: ADMIN_ACTOR });
    expect((await next()).status).toBe(201);
    expect((await api.json("/api/auth/cancel-order", { orderId: placed[1] }, "PUT", as(rush))).status).toBe(200);
    expect((await next()).status).toBe(201);
    for (const id of placed.slice(2))
      await changeOrderStatus(api.shop, { orderId: id, status: "Delivered", actor: ADMIN_ACTOR });
    for (let i = 0; i < 3; i++) expect((await next()).status).toBe(201);

    const open = await t.db
      .selectFrom("orders")
      .select("id")
      .where("user_id", "=", rush.id)
      .where("status", "=", "Order Successful")
      .executeTakeFirstOrThrow();
    await changeOrderStatus(api.shop, { orderId: open.id, status: "Delivered", actor: ADMIN_ACTOR });
    const hourly = await next();
    expect(hourly.status).toBe(429);
    expect(await errorOf(hourly)).toBe("You have placed too many orders in the last hour. Please try again later.");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable("orders").set({ created_at: twoHoursAgo }).where("user_id", "=", rush.id).execute();
    expect((await next()).status).toBe(201);
    expect(await stockOf(p.id)).toBe(100 - 11 + 1); // eleven placed, one cancelled
  });

  it("lists one's own orders newest first; cancelling gives the stock back once", async () => {
    const p = await productWithStock(9);
    const before = await stockOf(p.id);
    const placed = (await (
      await order(ravi, {
        cart: [{ id: p.id, quantity: 3 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      })
    ).json()) as OrderJson;
    expect(await stockOf(p.id)).toBe(before - 3);

    const list = (await (await api.request("/api/orders", { headers: as(ravi) })).json()) as OrderJson[];
    expect(list[0]!.id).toBe(placed.id);
    const ashas = (await (await api.request("/api/orders", { headers: as(asha) })).json()) as OrderJson[];
    expect(ashas.map((o) => o.id)).not.toContain(placed.id);

    const stranger = await api.json("/api/auth/cancel-order", { orderId: placed.id }, "PUT", as(asha));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "Order not found", code: "order.notFound" });
    expect(await stockOf(p.id)).toBe(before - 3);

    const cancel = await api.json("/api/auth/cancel-order", { orderId: placed.id }, "PUT", as(ravi));
    expect(cancel.status).toBe(200);
    const updated = (await cancel.json()) as OrderJson[];
    expect(updated.find((o) => o.id === placed.id)!.status).toBe("Order Cancelled");
    expect(await stockOf(p.id)).toBe(before);

    const again = await api.json("/api/auth/cancel-order", { orderId: placed.id }, "PUT", as(ravi));
    expect(again.status).toBe(409);
    expect(await stockOf(p.id)).toBe(before);
  });

  it("a customer cancels only before shipping; afterwards 409, while an admin still may", async () => {
    const p = await productWithStock(11);
    const before = await stockOf(p.id);
    const admin = await signUp(api, "Shop Admin");
    await setRole(t.db, admin.id, "admin");
    // 'Shipped' goes with its courier's details (docs/product/orders.md#tracking).
    const tracking = { courier: "India Post", trackingNumber: "EK123456789IN" };
    const setStatus = (id: string, status: string) =>
      api.json(
        `/api/admin/orders/${id}/status`,
        { status, ...(status === "Shipped" ? tracking : {}) },
        "PUT",
        as(admin),
      );
    const cancel = (id: string) => api.json("/api/auth/cancel-order", { orderId: id }, "PUT", as(ravi));
    const statusOf = async (id: string) =>
      (await t.db.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    const place = async (status: string) => {
      const res = await order(ravi, {
        cart: [{ id: p.id, quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      });
      const { id } = (await res.json()) as OrderJson;
      if (status !== "Order Successful") expect((await setStatus(id, status)).status).toBe(200);
      return id;
    };

    const processing = await place("Processing");
    expect((await cancel(processing)).status).toBe(200);
    expect(await statusOf(processing)).toBe("Order Cancelled");

    const gone = await Promise.all(["Shipped", "Delivered"].map(place));
    for (const id of gone) {
      const status = await statusOf(id);
      const res = await cancel(id);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: "This order has already been shipped and can no longer be cancelled.",
        code: "order.cancel.alreadyShipped",
      });
      expect(await statusOf(id)).toBe(status);
    }
    expect(await stockOf(p.id)).toBe(before - 2);

    expect((await setStatus(gone[1]!, "Order Cancelled")).status).toBe(200);
    expect(await stockOf(p.id)).toBe(before - 1);
  });

  it("cancel-order refuses a missing orderId with 400", async () => {
    const res = await api.json("/api/auth/cancel-order", {}, "PUT", as(ravi));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { orderId: "orderId is required" } });
  });
});

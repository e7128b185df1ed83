import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as confirmOrder } from "#app/routes/ordersummary.tsx";
import type { ProductRow } from "#server/features/catalogue/rows.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

describe.each(DATABASE_KINDS)("Confirm Order, the /ordersummary action, on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let product: ProductRow;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Order Placer");
    product = await t.db
      .selectFrom("products")
      .selectAll()
      .where("stock", ">", 5)
      .orderBy("id")
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const confirm = (body: unknown, as: TestUser | null = customer) =>
    answerOf(
      callRoute(
        confirmOrder,
        api.shop,
        new Request(`${SHOP_ORIGIN}/ordersummary`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(as ? { Cookie: as.cookie } : {}) },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    );
  const order = () => ({
    cart: [{ id: product.id, quantity: 1 }],
    selectedAddress: {
      recipient: "Asha Rao",
      mobile: "+91 98765 43210",
      street: "22 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      zip: "700016",
    },
    selectedPaymentMethod: "Cash on Delivery",
    idempotencyKey: crypto.randomUUID(),
  });

  it("places the order as POST /api/orders does", async () => {
    const res = await confirm(order());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: message("order.place.done") });
    const placed = await t.db.selectFrom("orders").select("id").where("user_id", "=", customer.id).execute();
    expect(placed).toHaveLength(1);
  });

  it("refuses an order it cannot read with 400 and its own message; the service's refusals keep theirs", async () => {
    const unreadable = await confirm("{not json");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ error: message("order.place.checkDetails") });
    const empty = await confirm({ ...order(), cart: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: message("order.place.checkDetails"),
      fields: { cart: message("order.cart.empty") },
    });

    const gone = await confirm({ ...order(), cart: [{ id: "no-such-product", quantity: 1 }] });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({
      error: message("order.place.productGone"),
    });
  });

  it("a visitor (a session ended meanwhile) is told to sign in, with where to go", async () => {
    const res = await confirm(order(), null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: message("order.place.signInRequired"),
      redirectTo: "/signin?redirectTo=%2Fordersummary",
    });
  });
});

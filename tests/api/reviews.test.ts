import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { listPlantTypes } from "#server/services/reviews.ts";
import { createTestApp } from "../support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "../support/databases.ts";
import { signUp, type TestUser } from "../support/users.ts";

const review = {
  name: "Meena Iyer",
  email: "meena@example.in",
  title: "Thriving on my balcony",
  review: "Arrived healthy and has doubled in size in a month.",
  rating: 5,
  recommend: true,
};

describe.each(DATABASE_KINDS)("reviews by signed-in customers on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let plant: string;

  /** An order of `title` for the customer, written as the order service stores it. */
  async function orderOf(title: string, status: string) {
    const now = new Date().toISOString();
    const orderId = randomUUID();
    await t.db
      .insertInto("orders")
      .values({
        id: orderId,
        user_id: customer.id,
        user_name: "Meena Iyer",
        user_email: customer.email,
        status,
        subtotal_paise: 17900,
        discount_paise: 2000,
        tax_paise: 3222,
        shipping_paise: 0,
        total_paise: 21122,
        payment_method: "cod",
        card_brand: null,
        card_last4: null,
        card_holder: null,
        ship_street: "12 MG Road",
        ship_city: "Pune",
        ship_state: "Maharashtra",
        ship_zip: "411001",
        idempotency_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto("order_items")
      .values({
        id: randomUUID(),
        order_id: orderId,
        product_id: null,
        slug: "ordered-plant",
        title,
        image: null,
        price_paise: 19900,
        discount: 10,
        sale_price_paise: 17900,
        quantity: 1,
        line_total_paise: 17900,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Meena Iyer");
    const types = await listPlantTypes(t.db);
    plant = types[0]!;
  });
  afterAll(() => t.close());

  it("offers every catalogue title, sorted, as the plant types of the form", async () => {
    const types = await listPlantTypes(t.db);
    const products = await t.db.selectFrom("products").select("title").execute();
    expect(types).toEqual([...new Set(products.map((p) => p.title))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(types.length).toBeGreaterThanOrEqual(100);
  });

  it("attaches the signed-in customer's id; not verified without an order of the plant", async () => {
    const res = await api.json("/api/reviews", { ...review, plantType: plant }, "POST", { Cookie: customer.cookie });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ userId: customer.id, verified: false, plantType: plant });
  });

  it("is a verified purchase once the customer has an active order of that plant", async () => {
    await orderOf(plant, "Order Successful");
    const res = await api.json("/api/reviews", { ...review, plantType: plant }, "POST", {
      Authorization: `Bearer ${customer.token}`,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ userId: customer.id, verified: true });
  });

  it("is not verified for 'Not specified', a cancelled order, or a visitor", async () => {
    const other = (await listPlantTypes(t.db))[1]!;
    await orderOf(other, ORDER_CANCELLED);
    const cases: Array<{ body: object; headers: Record<string, string> }> = [
      { body: { ...review }, headers: { Cookie: customer.cookie } },
      { body: { ...review, plantType: other }, headers: { Cookie: customer.cookie } },
      { body: { ...review, plantType: plant, verified: true, userId: customer.id }, headers: {} },
    ];
    for (const { body, headers } of cases) {
      const res = await api.json("/api/reviews", body, "POST", headers);
      expect(res.status).toBe(201);
      expect(((await res.json()) as { verified: boolean }).verified).toBe(false);
    }
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineName } from "#domain/catalogue/variants.ts";
import { DELIVERED, ORDER_CANCELLED } from "#domain/orders.ts";
import { PAID, PAY_ON_DELIVERY, type PaymentStatus } from "#domain/payments.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { action as reviewPageAction } from "#app/routes/review.tsx";
import { listPlantTypes } from "#server/features/reviews/reviews.ts";
import { createTestApp } from "#tests/support/app.ts";
import { orderItemRow, orderRow } from "#tests/support/orders.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

const review = {
  name: "Meena Iyer",
  email: "meena@example.in",
  title: "Thriving on my balcony",
  review: "Arrived healthy and has doubled in size in a month.",
  rating: 5,
  recommend: true,
};

/** A visitor's review, naming no plant. */
const visitorReview = { ...review, plantType: "Not specified" };

describe.each(DATABASE_KINDS)("public reviews API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  it("GET lists reviews newest first without e-mail addresses or account ids", async () => {
    const res = await api.request("/api/reviews");
    expect(res.status).toBe(200);
    const reviews = (await res.json()) as Array<{ date: string; email?: string }>;
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    const dates = reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews.every((r) => r.email === undefined && !("userId" in r))).toBe(true);
  });

  it("POST creates a review; the server decides verified and userId", async () => {
    const res = await api.json("/api/reviews", { ...visitorReview, verified: true, userId: "someone-else" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ name: visitorReview.name, rating: 5, recommend: true, verified: false });
    expect(created).not.toHaveProperty("userId");
    const list = (await (await api.request("/api/reviews")).json()) as Array<{ id: string }>;
    expect(list[0]!.id).toBe(created.id);
  });

  it("POST answers 400 with every field message and stores nothing", async () => {
    const before = Number((await api.request("/api/reviews?limit=1")).headers.get("X-Total-Count"));
    const res = await api.json("/api/reviews", { email: "nope" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      code: "request.checkFields",
      fields: {
        rating: "Please select a rating",
        name: "Name is required",
        email: "Email is invalid",
        title: "Review title is required",
        review: "Review must be at least 10 characters",
      },
    });
    const after = Number((await api.request("/api/reviews?limit=1")).headers.get("X-Total-Count"));
    expect(after).toBe(before);
  });

  it.each([
    ["broken JSON", "{nope", "application/json", 400],
    ["an array", "[]", "application/json", 400],
    ["null", "null", "application/json", 400],
    ["a form body", "name=x", "application/x-www-form-urlencoded", 415],
  ])("POST with %s is a 4xx JSON error", async (_label, body, type, status) => {
    const res = await api.request("/api/reviews", { method: "POST", headers: { "Content-Type": type }, body });
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty("error");
  });

  it("POST over 1 MB is 413", async () => {
    const res = await api.json("/api/reviews", { ...visitorReview, review: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request body is larger than 1 MB", code: "request.bodyTooLarge" });
  });

  it("ignores prototype-pollution keys", async () => {
    const res = await api.request("/api/reviews", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(visitorReview).slice(1)}`,
    });
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)("reviews by signed-in customers on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let admin: TestUser;
  let plant: string;

  /** An order of `title` (in `size`, when sold in one) for the customer, written as the order service stores it. */
  async function orderOf(
    title: string,
    status: string,
    paymentStatus: PaymentStatus = PAY_ON_DELIVERY,
    size: string | null = null,
  ): Promise<string> {
    const orderId = randomUUID();
    await t.db
      .insertInto("orders")
      .values(
        orderRow({
          id: orderId,
          user_id: customer.id,
          user_name: "Meena Iyer",
          user_email: customer.email,
          status,
          payment_status: paymentStatus,
          subtotal_paise: 17900,
          discount_paise: 2000,
          tax_paise: 3222,
          total_paise: 21122,
        }),
      )
      .execute();
    await t.db
      .insertInto("order_items")
      .values(
        orderItemRow({
          order_id: orderId,
          slug: "ordered-plant",
          title: lineName(title, size),
          variant_name: size,
          price_paise: 19900,
          discount: 10,
          sale_price_paise: 17900,
          line_total_paise: 17900,
          tax_paise: 3222,
        }),
      )
      .execute();
    return orderId;
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // Every review here comes from one address; the limit has tests of its own below.
    api = await createTestApp({ ...t, config: { ...t.config, reviewRateLimit: 1000 } });
    customer = await signUp(api, "Meena Iyer");
    admin = await signUp(api, "Reviews Admin");
    await setRole(t.db, admin.id, "admin");
    const types = await listPlantTypes(t.db);
    plant = types[0]!;
  });
  afterAll(() => t.close());

  it("attaches the signed-in customer's id; not verified without an order of the plant", async () => {
    const res = await api.json("/api/reviews", { ...review, plantType: plant }, "POST", { Cookie: customer.cookie });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(created).toMatchObject({ verified: false, plantType: plant });
    expect(created).not.toHaveProperty("userId");
    const row = await t.db
      .selectFrom("reviews")
      .select("user_id")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(customer.id);
  });

  it("is a verified purchase once the customer has a paid order of that plant", async () => {
    await orderOf(plant, "Order Successful", PAID);
    const res = await api.json("/api/reviews", { ...review, plantType: plant }, "POST", {
      Authorization: `Bearer ${customer.token}`,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ verified: true });
  });

  it("is a verified purchase for a plant bought in a size (the line names it `{title} — {size}`)", async () => {
    const sized = (await listPlantTypes(t.db)).at(-1)!;
    await orderOf(sized, DELIVERED, PAID, "8-inch pot");
    const res = await api.json("/api/reviews", { ...review, plantType: sized }, "POST", { Cookie: customer.cookie });
    expect(await res.json()).toMatchObject({ verified: true });
  });

  it("is a verified purchase for a delivered order, not for one still to be paid at the door", async () => {
    const [, , , , fifth, sixth] = await listPlantTypes(t.db);
    await orderOf(fifth!, DELIVERED, PAID);
    await orderOf(sixth!, "Shipped");
    for (const [plantType, verified] of [
      [fifth, true],
      [sixth, false],
    ] as const) {
      const res = await api.json("/api/reviews", { ...review, plantType }, "POST", { Cookie: customer.cookie });
      expect(await res.json(), plantType).toMatchObject({ verified });
    }
  });

  it("gives no badge for an unpaid UPI order with a UTR until the admin marks it paid", async () => {
    const buyer = await signUp(api, "Kavya Rao");
    const product = await t.db
      .selectFrom("products")
      .select(["id", "title"])
      .where("stock", ">", 5)
      .orderBy("slug", "desc")
      .executeTakeFirstOrThrow();
    const placed = await api.json(
      "/api/orders",
      {
        cart: [{ id: product.id, quantity: 1 }],
        selectedAddress: {
          recipient: "Asha Rao",
          mobile: "+91 98765 43210",
          street: "7 Temple Street",
          city: "Madurai",
          state: "Tamil Nadu",
          zip: "625001",
        },
        selectedPaymentMethod: "UPI",
      },
      "POST",
      { Cookie: buyer.cookie },
    );
    expect(placed.status).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };
    const utr = await api.json(`/api/orders/${orderId}/utr`, { utr: "912345678901" }, "PUT", { Cookie: buyer.cookie });
    expect(await utr.json()).toMatchObject({ paymentStatus: "Payment submitted" });

    const posted = await api.json("/api/reviews", { ...review, plantType: product.title }, "POST", {
      Cookie: buyer.cookie,
    });
    const { id, verified } = (await posted.json()) as { id: string; verified: boolean };
    expect(verified).toBe(false);
    // What visitors read (kept by the response cache) follows the payment.
    const badge = async () => {
      const all = (await (await api.request("/api/reviews")).json()) as Array<{ id: string; verified: boolean }>;
      return all.find((r) => r.id === id)!.verified;
    };
    expect(await badge()).toBe(false);
    const paid = await api.json(`/api/admin/orders/${orderId}/payment`, { paymentStatus: PAID }, "PUT", {
      Cookie: admin.cookie,
    });
    expect(paid.status).toBe(200);
    expect(await badge()).toBe(true);
  });

  it("gains the badge when a cash order is delivered, at once in what visitors read", async () => {
    const seventh = (await listPlantTypes(t.db))[6]!;
    const orderId = await orderOf(seventh, "Shipped");
    const posted = await api.json("/api/reviews", { ...review, plantType: seventh }, "POST", {
      Cookie: customer.cookie,
    });
    const { id } = (await posted.json()) as { id: string };
    const badge = async () => {
      const all = (await (await api.request("/api/reviews")).json()) as Array<{ id: string; verified: boolean }>;
      return all.find((r) => r.id === id)!.verified;
    };
    expect(await badge()).toBe(false);
    const delivered = await api.json(`/api/admin/orders/${orderId}/status`, { status: DELIVERED }, "PUT", {
      Cookie: admin.cookie,
    });
    expect(await delivered.json()).toMatchObject({ status: DELIVERED, paymentStatus: PAID });
    expect(await badge()).toBe(true);
  });

  it("loses the badge when its order is cancelled, and GET publishes no account id", async () => {
    const [, , third] = await listPlantTypes(t.db);
    const orderId = await orderOf(third!, "Processing", PAID);
    const res = await api.json("/api/reviews", { ...review, plantType: third }, "POST", { Cookie: customer.cookie });
    const { id } = (await res.json()) as { id: string };
    const listed = async () => {
      const all = (await (await api.request("/api/reviews")).json()) as Array<Record<string, unknown>>;
      expect(all.every((r) => !("userId" in r))).toBe(true);
      return all.find((r) => r.id === id)!;
    };
    expect((await listed()).verified).toBe(true);
    const cancel = await api.json("/api/auth/cancel-order", { orderId }, "PUT", { Cookie: customer.cookie });
    expect(cancel.status).toBe(200);
    expect((await listed()).verified).toBe(false);
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

describe.each(DATABASE_KINDS)("review rate limit on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const TOO_MANY = "You have posted too many reviews in the last hour. Please try again later.";
  const post = (ip: string, headers: Record<string, string> = {}) =>
    api.json("/api/reviews", review, "POST", { "X-Forwarded-For": ip, ...headers });
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom("reviews")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // The default REVIEW_RATE_LIMIT (5 an hour); a proxy in front names each caller's address.
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true } });
  });
  afterAll(() => t.close());

  it("allows 5 reviews an hour from one address, then 429 and nothing stored", async () => {
    for (let i = 0; i < 5; i++) expect((await post("203.0.113.1")).status).toBe(201);
    const before = await stored();
    const refused = await post("203.0.113.1");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: "review.tooManyRecent" });
    expect(await stored()).toBe(before);
    expect((await post("203.0.113.2")).status).toBe(201);
  });

  it("allows 5 reviews an hour from one account, whatever its address", async () => {
    const customer = await signUp(api, "Prolific Reviewer");
    const as = { Cookie: customer.cookie };
    for (let i = 0; i < 5; i++) expect((await post(`198.51.100.${i}`, as)).status).toBe(201);
    const refused = await post("198.51.100.99", as);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY, code: "review.tooManyRecent" });
    expect((await post("198.51.100.99")).status).toBe(201);
  });

  it("the /review page action counts against the same limit", async () => {
    const submit = async (ip: string) => {
      const result = await reviewPageAction({
        request: new Request("http://shop.test/review", {
          method: "POST",
          body: new URLSearchParams({ ...review, rating: "5", recommend: "on" }),
        }),
        params: {},
        context: { ...api.shop, clientIp: ip, nonce: "", embed: () => undefined },
      } as unknown as Parameters<typeof reviewPageAction>[0]);
      return { status: result.init?.status ?? 200, body: result.data };
    };
    for (let i = 0; i < 4; i++) expect((await submit("192.0.2.7")).status).toBe(200);
    expect((await post("192.0.2.7")).status).toBe(201);
    const refused = await submit("192.0.2.7");
    expect(refused.status).toBe(429);
    // The page is told the message, to show in its language.
    expect(refused.body).toMatchObject({ error: message("review.tooManyRecent") });
  });
});

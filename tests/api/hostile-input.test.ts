import { BIDI_CONTROLS_REFUSED } from "#domain/schemas/fields.ts";
import { NOT_SPECIFIED } from "#domain/schemas/review.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { BLOG_TEXT_FIELDS } from "#tests/support/blog-fields.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { HOSTILE_STRINGS } from "#tests/support/hostile-text.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { inEnglish } from "#tests/support/messages.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

/** Field names our schemas read, so hostile values reach the validators and not just the first check. */
const FIELDS = [
  "name",
  "email",
  "title",
  "review",
  "rating",
  "recommend",
  "plantType",
  "userId",
  "verified",
  "fullName",
  "phoneNumber",
  "uid",
  "password",
  "newPassword",
  "token",
  "confirmPassword",
  "address",
  "street",
  "city",
  "state",
  "zip",
  "zipCode",
  "paymentMethod",
  "cardNumber",
  "expiryDate",
  "cardHolderName",
  "cvv",
  "id",
  "cart",
  "quantity",
  "product",
  "selectedAddress",
  "selectedPaymentMethod",
  "savedAddressId",
  "savedCardId",
  "idempotencyKey",
  "orderId",
  "role",
  "status",
  "slug",
  "description",
  "price",
  "discount",
  "stock",
  "altText",
  "featuredProduct",
  "onSale",
  ...BLOG_TEXT_FIELDS,
  "plantSlug",
  "blogSlug",
  "hours",
  "message",
  "orderNumber",
  "reply",
  "shipping",
  "returns",
  "terms",
  "privacy",
  "__proto__",
  "constructor",
  "prototype",
];

const nasty = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 1.5, -0.0, Number.MAX_SAFE_INTEGER, 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.constant("x".repeat(10_000)),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 6 }),
    fc.array(tie("value"), { maxLength: 3 }),
  ),
})).value;

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }).map((o) => JSON.stringify(o)),
  fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    "{",
    "[1,2",
    "\u0000",
  ),
);

const queryString = fc
  .dictionary(
    fc.constantFrom(
      "limit",
      "offset",
      "sort",
      "q",
      "ids",
      "page",
      "status",
      "search",
      "onSale",
      "inStock",
      "featured",
      "pin",
      "__proto__",
    ),
    fc.oneof(fc.string({ maxLength: 30 }), nasty.map(String)),
    { maxKeys: 4 },
  )
  .map((o) => new URLSearchParams(o as Record<string, string>).toString());

const pathParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  nasty.map(String).filter((s) => s.length > 0),
  fc.constant("a".repeat(500)),
);

interface Route {
  method: string;
  path: string;
}

describe.each(DATABASE_KINDS)("hostile input on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  let routes: Route[];

  /** Rows per table and the sums that money and stock live in: what a rejected write must not move. */
  async function fingerprint(): Promise<string> {
    const counts = await sql<{ t: string; n: number }>`
      select 'products' as t, count(*) as n from products union all select 'orders', count(*) from orders
      union all select 'order_items', count(*) from order_items union all select 'reviews', count(*) from reviews
      union all select 'addresses', count(*) from addresses union all select 'saved_cards', count(*) from saved_cards
      union all select 'blogs', count(*) from blogs union all select 'nurseries', count(*) from nurseries
      union all select 'stock', coalesce(sum(stock), 0) from products union all select 'price', coalesce(sum(price_paise), 0) from products
      union all select 'admins', count(*) from profiles where role = 'admin'
      union all select 'complaints', count(*) from complaints union all select 'resolved', count(*) from complaints where status = 'Resolved'
      union all select 'settings', count(*) from settings`.execute(t.db);
    return JSON.stringify(counts.rows.map((r) => [r.t, Number(r.n)]));
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Hostile Admin");
    customer = await signUp(api, "Nul Customer");
    await setRole(t.db, admin.id, "admin");
    const seen = new Set<string>();
    routes = api.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.endsWith("/*"))
      .map((r) => ({ method: r.method, path: r.path }))
      .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
    // Better Auth answers at /api/identity/*: its public write endpoints get the same treatment.
    for (const path of [
      "/api/identity/sign-up/email",
      "/api/identity/sign-in/email",
      "/api/identity/request-password-reset",
      "/api/identity/reset-password",
    ]) {
      routes.push({ method: "POST", path });
    }
  });
  afterAll(() => t.close());

  it("answers every hostile request with a 4xx JSON error (or success), never a 5xx; rejected writes change nothing", async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, queryString, pathParam, fc.boolean(), async (payload, query, param, asAdmin) => {
          const url =
            route.path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, encodeURIComponent(param)) + (query ? `?${query}` : "");
          const before = route.method === "GET" ? "" : await fingerprint();
          const headers: Record<string, string> = { "Content-Type": "application/json" };
          if (asAdmin) headers.Cookie = admin.cookie;
          const res = await api.request(url, {
            method: route.method,
            headers,
            body: route.method === "GET" ? undefined : payload,
          });
          const text = await res.text();
          if (res.status >= 500)
            throw new Error(
              `${route.method} ${url} → ${res.status}: ${text.slice(0, 300)}\nbody: ${payload.slice(0, 300)}`,
            );
          if (res.status >= 400 && !route.path.startsWith("/api/identity/")) {
            const json = JSON.parse(text) as { error?: unknown };
            if (typeof json.error !== "string")
              throw new Error(`${route.method} ${url} → ${res.status} without a JSON error: ${text.slice(0, 200)}`);
            if (route.method !== "GET")
              expect(await fingerprint(), `${route.method} ${url} changed the database`).toBe(before);
          }
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 40, seed: 20261121 },
      );
    }
  }, 600_000);

  it("takes NUL characters out of every text before the database sees it, on both databases", async () => {
    const review = await api.json("/api/reviews", {
      rating: 4,
      name: "Nul\u0000 Name",
      email: "nul@example.in",
      title: "Title\u0000",
      review: "A review with a NUL \u0000 inside it.",
      recommend: true,
    });
    expect(review.status).toBe(201);
    const stored = await t.db
      .selectFrom("reviews")
      .select(["name", "review"])
      .where("email", "=", "nul@example.in")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Nul Name", review: "A review with a NUL  inside it." });

    const address = await api.json(
      "/api/auth/update-address",
      {
        address: {
          recipient: "Asha Rao",
          mobile: "+91 98765 43210",
          street: "1 \u0000Road",
          city: "Pune\u0000",
          state: "Maharashtra",
          zip: "411001",
        },
      },
      "PUT",
      { Cookie: customer.cookie },
    );
    expect(address.status).toBe(200);
    expect(await address.json()).toMatchObject({ addresses: [{ street: "1 Road", city: "Pune" }] });
    // An id of NUL alone is no id at all (NUL goes before validation).
    const cancel = await api.json("/api/auth/cancel-order", { orderId: "\u0000" }, "PUT", { Cookie: customer.cookie });
    expect(cancel.status).toBe(400);
    for (const path of ["/api/products?ids=%00", "/api/search?q=%00tulsi", "/api/products/tulsi%00"]) {
      expect((await api.request(path)).status, path).toBeLessThan(500);
    }
  });

  it("takes NUL out before validating: a street of NULs is blank, a plant type of NUL is 'Not specified'", async () => {
    const before = await fingerprint();
    const blank = await api.json(
      "/api/auth/update-address",
      {
        address: {
          recipient: "Asha Rao",
          mobile: "+91 98765 43210",
          street: "\u0000\u0000",
          city: "Pune",
          state: "Maharashtra",
          zip: "411001",
        },
      },
      "PUT",
      { Cookie: customer.cookie },
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: { "address.street": "Street is required" } });
    expect(await fingerprint()).toBe(before);

    const review = await api.json("/api/reviews", {
      rating: 5,
      name: "Plant Nul",
      email: "plant-nul@example.in",
      title: "No plant named",
      review: "A review that names no plant at all.",
      recommend: true,
      plantType: "\u0000",
    });
    expect(review.status).toBe(201);
    const stored = await t.db
      .selectFrom("reviews")
      .select("plant_type")
      .where("email", "=", "plant-nul@example.in")
      .executeTakeFirstOrThrow();
    expect(stored.plant_type).toBe(NOT_SPECIFIED);
  });

  it("refuses bidirectional controls in names, addresses, titles, reviews and complaints, storing nothing", async () => {
    const review = {
      rating: 5,
      name: "Bidi Reviewer",
      email: "bidi@example.in",
      title: "Healthy plant",
      review: "Arrived healthy and well packed.",
      recommend: true,
    };
    const complaint = {
      name: "Bidi Visitor",
      email: "bidi@example.in",
      message: "My parcel arrived damaged, please help.",
    };
    const attempts: Array<[string, () => Response | Promise<Response>]> = [
      ["review name", () => api.json("/api/reviews", { ...review, name: "Asha \u202eahsA" })],
      ["review title", () => api.json("/api/reviews", { ...review, title: "\u2066Healthy\u2069 plant" })],
      ["review text", () => api.json("/api/reviews", { ...review, review: "Arrived \u202dhealthy and well packed." })],
      ["plant type", () => api.json("/api/reviews", { ...review, plantType: "Tulsi\u202a" })],
      [
        "street",
        () =>
          api.json(
            "/api/auth/update-address",
            { address: { ...DELIVERY_ADDRESS, street: "12 \u202eMG Road" } },
            "PUT",
            {
              Cookie: customer.cookie,
            },
          ),
      ],
      ["complaint name", () => api.json("/api/complaints", { ...complaint, name: "Bidi \u202eVisitor" })],
      ["complaint text", () => api.json("/api/complaints", { ...complaint, message: `${complaint.message}\u2067` })],
    ];
    const before = await fingerprint();
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.status, what).toBe(400);
      expect(Object.values(((await res.json()) as { fields: Record<string, string> }).fields), what).toEqual([
        inEnglish(BIDI_CONTROLS_REFUSED),
      ]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it("answers a 2 MB body with 413 at every write route", async () => {
    const huge = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });
    for (const route of routes.filter((r) => r.method !== "GET")) {
      const url = route.path.replace(/:[a-zA-Z]+(\{[^}]*\})?/g, "x");
      const res = await api.request(url, {
        method: route.method,
        headers: { "Content-Type": "application/json", Cookie: admin.cookie },
        body: huge,
      });
      expect([401, 403, 404, 413], `${route.method} ${route.path}`).toContain(res.status);
      if (res.status !== 413) expect(route.path).toMatch(/^\/api\/identity\//);
    }
  });
});

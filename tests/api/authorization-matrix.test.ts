import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { useCases } from "#server/features/use-cases.ts";

type Who = "visitor" | "customer" | "other" | "admin";
/** Destructive rows run the owner last, so the others meet the resource still there. */
const ORDER: Who[] = ["visitor", "other", "admin", "customer"];

interface Fixture {
  product: { id: string; slug: string };
  blogSlug: string;
  addressId: string;
  cardId: string;
  orderId: string;
  customerId: string;
}

interface Row {
  /** As the app registers it: `METHOD /path/:param`. */
  route: string;
  call: (f: Fixture) => { url: string; body?: unknown };
  expect: Record<Who, number>;
}

const everyone = (status: number) => ({ visitor: status, customer: status, other: status, admin: status });
const signedIn = (status: number) => ({ visitor: 401, customer: status, other: status, admin: status });
const owned = (status: number) => ({ visitor: 401, customer: status, other: 404, admin: 404 });
/** The order's customer and the admins; anyone else is told it does not exist. */
const ownedOrAdmin = (status: number) => ({ visitor: 401, customer: status, other: 404, admin: status });
const adminOnly = (status: number) => ({ visitor: 401, customer: 403, other: 403, admin: status });

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "4 Lake Road",
  city: "Bhopal",
  state: "Madhya Pradesh",
  zip: "462001",
};
const CARD = { cardNumber: "4242424242424242", expiryDate: "10/30", cardHolderName: "Matrix", cvv: "123" };
const REVIEW = {
  name: "Matrix",
  email: "m@example.in",
  title: "Fine",
  review: "A fine plant, healthy.",
  rating: 4,
  recommend: true,
};

const COMPLAINT = { name: "Matrix", email: "m@example.in", message: "A complaint long enough to register." };

/** Every API route × {visitor, customer, other customer, admin}. A route missing here fails the test. */
const MATRIX: Row[] = [
  { route: "GET /healthz", call: () => ({ url: "/healthz" }), expect: everyone(200) },
  { route: "GET /readyz", call: () => ({ url: "/readyz" }), expect: everyone(200) },
  { route: "GET /robots.txt", call: () => ({ url: "/robots.txt" }), expect: everyone(200) },
  { route: "GET /sitemap.xml", call: () => ({ url: "/sitemap.xml" }), expect: everyone(200) },
  {
    route: "GET /media/:file{[a-z0-9][a-z0-9-]*\\.webp}",
    call: () => ({ url: "/media/missing-320.webp" }),
    expect: everyone(404),
  },
  { route: "GET /api/products", call: () => ({ url: "/api/products?limit=2" }), expect: everyone(200) },
  {
    route: "GET /api/products/:slug",
    call: (f) => ({ url: `/api/products/${f.product.slug}` }),
    expect: everyone(200),
  },
  {
    route: "GET /api/products/facets",
    call: () => ({ url: "/api/products/facets?light=Shade" }),
    expect: everyone(200),
  },
  { route: "GET /api/categories", call: () => ({ url: "/api/categories" }), expect: everyone(200) },
  { route: "GET /api/search", call: () => ({ url: "/api/search?q=tulsi" }), expect: everyone(200) },
  {
    route: "GET /api/delivery-estimate",
    call: () => ({ url: "/api/delivery-estimate?pin=560001" }),
    expect: everyone(200),
  },
  { route: "GET /api/blogs", call: () => ({ url: "/api/blogs?limit=2" }), expect: everyone(200) },
  { route: "GET /api/blogs/:slug", call: (f) => ({ url: `/api/blogs/${f.blogSlug}` }), expect: everyone(200) },
  { route: "GET /api/nurseries", call: () => ({ url: "/api/nurseries" }), expect: everyone(200) },
  { route: "GET /api/reviews", call: () => ({ url: "/api/reviews?limit=2" }), expect: everyone(200) },
  { route: "POST /api/reviews", call: () => ({ url: "/api/reviews", body: REVIEW }), expect: everyone(201) },
  { route: "POST /api/complaints", call: () => ({ url: "/api/complaints", body: COMPLAINT }), expect: everyone(201) },
  { route: "GET /api/complaints", call: () => ({ url: "/api/complaints" }), expect: signedIn(200) },
  {
    route: "POST /api/products/:id/stock-alerts",
    // The fixture's product is in stock: there is nothing to wait for, whoever asks.
    call: (f) => ({ url: `/api/products/${f.product.id}/stock-alerts`, body: { email: "m@example.in" } }),
    expect: everyone(409),
  },
  {
    route: "POST /api/vitals",
    call: () => ({
      url: "/api/vitals",
      body: { page: "home", navigation: "navigate", device: "mobile", metrics: [{ name: "LCP", value: 1800 }] },
    }),
    expect: everyone(204),
  },
  {
    route: "POST /api/stock-alerts/unsubscribe",
    call: () => ({ url: "/api/stock-alerts/unsubscribe", body: { token: "no-such-token" } }),
    expect: everyone(404),
  },
  { route: "GET /api/openapi.json", call: () => ({ url: "/api/openapi.json" }), expect: everyone(200) },
  { route: "GET /api/docs", call: () => ({ url: "/api/docs" }), expect: everyone(200) },
  { route: "GET /api/docs/start.js", call: () => ({ url: "/api/docs/start.js" }), expect: everyone(200) },
  { route: "GET /api/docs/:file", call: () => ({ url: "/api/docs/swagger-ui.css" }), expect: everyone(200) },
  { route: "GET /api/identity/*", call: () => ({ url: "/api/identity/get-session" }), expect: everyone(200) },
  {
    route: "POST /api/identity/*",
    call: () => ({
      url: "/api/identity/sign-in/email",
      body: { email: "nobody@example.in", password: "wrong-password" },
    }),
    expect: everyone(401),
  },
  { route: "GET /api/auth/profile", call: () => ({ url: "/api/auth/profile" }), expect: signedIn(200) },
  {
    route: "POST /api/auth/register",
    call: () => ({ url: "/api/auth/register", body: { fullName: "Matrix Person" } }),
    expect: signedIn(200),
  },
  {
    route: "PUT /api/auth/update-profile",
    call: () => ({ url: "/api/auth/update-profile", body: { fullName: "Matrix Person", phoneNumber: "" } }),
    expect: signedIn(200),
  },
  { route: "GET /api/auth/shipping-data", call: () => ({ url: "/api/auth/shipping-data" }), expect: signedIn(200) },
  {
    route: "PUT /api/auth/update-address",
    call: (f) => ({ url: "/api/auth/update-address", body: { address: { ...ADDRESS, id: f.addressId } } }),
    expect: signedIn(200),
  },
  {
    route: "DELETE /api/auth/delete-address/:id",
    call: (f) => ({ url: `/api/auth/delete-address/${f.addressId}` }),
    expect: owned(200),
  },
  {
    route: "PUT /api/auth/update-payment-method",
    call: (f) => ({ url: "/api/auth/update-payment-method", body: { paymentMethod: { ...CARD, id: f.cardId } } }),
    expect: signedIn(200),
  },
  {
    route: "DELETE /api/auth/delete-payment-method/:id",
    call: (f) => ({ url: `/api/auth/delete-payment-method/${f.cardId}` }),
    expect: owned(200),
  },
  {
    route: "PUT /api/auth/cancel-order",
    call: (f) => ({ url: "/api/auth/cancel-order", body: { orderId: f.orderId } }),
    expect: owned(200),
  },
  { route: "GET /api/auth/check-admin", call: () => ({ url: "/api/auth/check-admin" }), expect: signedIn(200) },
  { route: "GET /api/wishlist", call: () => ({ url: "/api/wishlist" }), expect: signedIn(200) },
  {
    route: "PUT /api/wishlist/:productId",
    call: (f) => ({ url: `/api/wishlist/${f.product.id}` }),
    expect: signedIn(200),
  },
  {
    route: "DELETE /api/wishlist/:productId",
    call: (f) => ({ url: `/api/wishlist/${f.product.id}` }),
    expect: signedIn(200),
  },
  // Each caller's own cart: anyone signed in reads and replaces theirs.
  { route: "GET /api/cart", call: () => ({ url: "/api/cart" }), expect: signedIn(200) },
  {
    route: "PUT /api/cart",
    call: (f) => ({ url: "/api/cart", body: { cart: [{ productId: f.product.id, quantity: 1 }] } }),
    expect: signedIn(200),
  },
  { route: "GET /api/orders", call: () => ({ url: "/api/orders" }), expect: signedIn(200) },
  { route: "GET /api/orders/:id", call: (f) => ({ url: `/api/orders/${f.orderId}` }), expect: owned(200) },
  {
    route: "GET /api/orders/:id/invoice",
    call: (f) => ({ url: `/api/orders/${f.orderId}/invoice` }),
    expect: ownedOrAdmin(200),
  },
  {
    route: "GET /api/orders/:id/credit-notes/:creditNoteId",
    // No such credit note of the order: its customer and admins are told so; others, no such order.
    call: (f) => ({ url: `/api/orders/${f.orderId}/credit-notes/00000000-0000-4000-8000-000000000000` }),
    expect: ownedOrAdmin(404),
  },
  {
    route: "POST /api/orders/:id/returns",
    // The fixture's order is not delivered: its customer is refused; another's order is not found (tests/api/returns.test.ts covers the rest).
    call: (f) => ({
      url: `/api/orders/${f.orderId}/returns`,
      body: { lines: [{ productId: f.product.id, quantity: 1 }], reason: "Other", description: "x", wish: "Refund" },
    }),
    expect: owned(409),
  },
  {
    route: "GET /api/returns/:id/photos/:position",
    call: () => ({ url: "/api/returns/00000000-0000-4000-8000-000000000000/photos/0" }),
    expect: { visitor: 401, customer: 404, other: 404, admin: 404 },
  },
  { route: "GET /api/admin/returns", call: () => ({ url: "/api/admin/returns" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/returns/:id/approve",
    call: () => ({ url: "/api/admin/returns/00000000-0000-4000-8000-000000000000/approve", body: {} }),
    expect: adminOnly(404),
  },
  {
    route: "POST /api/admin/returns/:id/reject",
    call: () => ({ url: "/api/admin/returns/00000000-0000-4000-8000-000000000000/reject", body: { reason: "No" } }),
    expect: adminOnly(404),
  },
  {
    route: "GET /api/orders/:id/credit-note",
    // The fixture's order was cancelled by the cancel-order row above: it has its credit note.
    call: (f) => ({ url: `/api/orders/${f.orderId}/credit-note` }),
    expect: ownedOrAdmin(200),
  },
  {
    route: "PUT /api/orders/:id/utr",
    // A cash-on-delivery order: its owner is told it is not a UPI order (409), nothing changes.
    call: (f) => ({ url: `/api/orders/${f.orderId}/utr`, body: { utr: "123456789012" } }),
    expect: owned(409),
  },
  {
    route: "GET /api/orders/:id/razorpay",
    // A cash-on-delivery order: its owner is told it is not paid online (409).
    call: (f) => ({ url: `/api/orders/${f.orderId}/razorpay` }),
    expect: owned(409),
  },
  {
    route: "POST /api/orders/:id/razorpay",
    call: (f) => ({
      url: `/api/orders/${f.orderId}/razorpay`,
      body: { razorpay_payment_id: "pay_M1", razorpay_order_id: "order_M1", razorpay_signature: "0".repeat(64) },
    }),
    expect: owned(409),
  },
  {
    route: "POST /api/webhooks/razorpay",
    // Razorpay's, signed by its secret: anyone else's body is refused (400), signed in or not.
    call: () => ({ url: "/api/webhooks/razorpay", body: { event: "payment.captured", payload: {} } }),
    expect: everyone(400),
  },
  {
    route: "POST /api/orders",
    call: (f) => ({
      url: "/api/orders",
      body: {
        cart: [{ id: f.product.id, quantity: 1 }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
    }),
    expect: signedIn(201),
  },
  {
    route: "GET /api/admin/dashboard-data",
    call: () => ({ url: "/api/admin/dashboard-data" }),
    expect: adminOnly(200),
  },
  { route: "GET /api/admin/web-vitals", call: () => ({ url: "/api/admin/web-vitals" }), expect: adminOnly(200) },
  { route: "GET /api/admin/settings", call: () => ({ url: "/api/admin/settings" }), expect: adminOnly(200) },
  { route: "PUT /api/admin/settings", call: () => ({ url: "/api/admin/settings", body: {} }), expect: adminOnly(400) },
  { route: "GET /api/admin/policies", call: () => ({ url: "/api/admin/policies" }), expect: adminOnly(200) },
  { route: "PUT /api/admin/policies", call: () => ({ url: "/api/admin/policies", body: {} }), expect: adminOnly(400) },
  { route: "GET /api/admin/complaints", call: () => ({ url: "/api/admin/complaints" }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/complaints/:id",
    call: () => ({ url: "/api/admin/complaints/no-such-complaint", body: { reply: "A reply long enough to send." } }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/reviews", call: () => ({ url: "/api/admin/reviews" }), expect: adminOnly(200) },
  {
    route: "PATCH /api/admin/reviews/:id",
    call: () => ({ url: "/api/admin/reviews/no-such-review", body: { hidden: true } }),
    expect: adminOnly(404),
  },
  {
    route: "DELETE /api/admin/reviews/:id",
    call: () => ({ url: "/api/admin/reviews/no-such-review" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/coupons", call: () => ({ url: "/api/admin/coupons" }), expect: adminOnly(200) },
  { route: "POST /api/admin/coupons", call: () => ({ url: "/api/admin/coupons", body: {} }), expect: adminOnly(400) },
  {
    route: "PUT /api/admin/coupons/:code",
    call: () => ({ url: "/api/admin/coupons/NOSUCH10", body: { code: "NOSUCH10", kind: "percent", value: 10 } }),
    expect: adminOnly(404),
  },
  {
    route: "DELETE /api/admin/coupons/:code",
    call: () => ({ url: "/api/admin/coupons/NOSUCH10" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/products", call: () => ({ url: "/api/admin/products" }), expect: adminOnly(200) },
  { route: "POST /api/admin/products", call: () => ({ url: "/api/admin/products", body: {} }), expect: adminOnly(400) },
  {
    route: "PUT /api/admin/products/:id",
    call: (f) => ({ url: `/api/admin/products/${f.product.id}`, body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "DELETE /api/admin/products/:id",
    call: () => ({ url: "/api/admin/products/no-such-product" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/categories", call: () => ({ url: "/api/admin/categories" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/categories",
    call: () => ({ url: "/api/admin/categories", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "PUT /api/admin/categories/:id",
    call: () => ({ url: "/api/admin/categories/no-such-category", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "DELETE /api/admin/categories/:id",
    call: () => ({ url: "/api/admin/categories/no-such-category" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/blogs", call: () => ({ url: "/api/admin/blogs" }), expect: adminOnly(200) },
  { route: "POST /api/admin/blogs", call: () => ({ url: "/api/admin/blogs", body: {} }), expect: adminOnly(400) },
  {
    route: "PUT /api/admin/blogs/:id",
    call: () => ({ url: "/api/admin/blogs/no-such-blog", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "DELETE /api/admin/blogs/:id",
    call: () => ({ url: "/api/admin/blogs/no-such-blog" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/nurseries", call: () => ({ url: "/api/admin/nurseries" }), expect: adminOnly(200) },
  {
    route: "POST /api/admin/nurseries",
    call: () => ({ url: "/api/admin/nurseries", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "PUT /api/admin/nurseries/:id",
    call: () => ({ url: "/api/admin/nurseries/no-such-nursery", body: {} }),
    expect: adminOnly(400),
  },
  {
    route: "DELETE /api/admin/nurseries/:id",
    call: () => ({ url: "/api/admin/nurseries/no-such-nursery" }),
    expect: adminOnly(404),
  },
  { route: "GET /api/admin/users", call: () => ({ url: "/api/admin/users" }), expect: adminOnly(200) },
  {
    route: "PUT /api/admin/users/:id/role",
    call: (f) => ({ url: `/api/admin/users/${f.customerId}/role`, body: { role: "superuser" } }),
    expect: adminOnly(400),
  },
  { route: "GET /api/admin/orders", call: () => ({ url: "/api/admin/orders" }), expect: adminOnly(200) },
  { route: "GET /api/admin/orders.csv", call: () => ({ url: "/api/admin/orders.csv" }), expect: adminOnly(200) },
  {
    route: "GET /api/admin/orders/:id",
    call: (f) => ({ url: `/api/admin/orders/${f.orderId}` }),
    expect: adminOnly(200),
  },
  {
    route: "PUT /api/admin/orders/:id/status",
    call: (f) => ({ url: `/api/admin/orders/${f.orderId}/status`, body: { status: "Unknown" } }),
    expect: adminOnly(400),
  },
  {
    route: "GET /api/admin/orders/:id/packing-slip",
    call: (f) => ({ url: `/api/admin/orders/${f.orderId}/packing-slip` }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/admin/orders/packing-slips",
    call: (f) => ({ url: `/api/admin/orders/packing-slips?ids=${f.orderId}` }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/admin/orders/status",
    call: () => ({ url: "/api/admin/orders/status", body: { ids: [], status: "Shipped" } }),
    expect: adminOnly(400),
  },
  {
    route: "POST /api/admin/orders/:id/refund",
    // A cash-on-delivery order not delivered: nothing paid to refund (409).
    call: (f) => ({ url: `/api/admin/orders/${f.orderId}/refund`, body: {} }),
    expect: adminOnly(409),
  },
  {
    route: "PUT /api/admin/orders/:id/payment",
    call: (f) => ({ url: `/api/admin/orders/${f.orderId}/payment`, body: { paymentStatus: "Pending" } }),
    expect: adminOnly(400),
  },
];

describe.each(DATABASE_KINDS)("authorization matrix on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const users = {} as Record<Exclude<Who, "visitor">, TestUser>;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    users.customer = await signUp(api, "Matrix Customer");
    users.other = await signUp(api, "Matrix Other");
    users.admin = await signUp(api, "Matrix Admin");
    await setRole(t.db, users.admin.id, "admin");
    const product = await t.db
      .selectFrom("products")
      .select(["id", "slug", "blog_slug"])
      .where("stock", ">", 20)
      .limit(1)
      .executeTakeFirstOrThrow();
    const as = { Cookie: users.customer.cookie };
    const address = (await (await api.json("/api/auth/update-address", { address: ADDRESS }, "PUT", as)).json()) as {
      addresses: Array<{ id: string }>;
    };
    const card = (await (
      await api.json("/api/auth/update-payment-method", { paymentMethod: CARD }, "PUT", as)
    ).json()) as { paymentMethods: Array<{ id: string }> };
    const order = (await (
      await api.json(
        "/api/orders",
        {
          cart: [{ id: product.id, quantity: 1 }],
          selectedAddress: ADDRESS,
          selectedPaymentMethod: "Cash on Delivery",
        },
        "POST",
        as,
      )
    ).json()) as { id: string };
    fixture = {
      product,
      blogSlug: product.blog_slug!,
      addressId: address.addresses[0]!.id,
      cardId: card.paymentMethods[0]!.id,
      orderId: order.id,
      customerId: users.customer.id,
    };
  });
  afterAll(() => t.close());

  it("covers every route the app serves", () => {
    const served = new Set(
      api.app.routes
        .filter((r) => r.method !== "ALL" && !(r.path.endsWith("/*") && !r.path.startsWith("/api/identity")))
        .map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(MATRIX.map((r) => r.route));
    expect(
      [...served].filter((r) => !listed.has(r)),
      "routes missing from the authorization matrix",
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !served.has(r)),
      "matrix rows for routes that no longer exist",
    ).toEqual([]);
  });

  // The rows of the use cases hold what their declarations say: a visitor is refused unless
  // anyone may call it, a customer unless it is not an admin's.
  it("answers each use case as its declared access says", () => {
    const rows = new Map(MATRIX.map((row) => [row.route, row]));
    for (const useCase of useCases) {
      if (!useCase.http) continue;
      const route = `${useCase.http.method.toUpperCase()} /api${useCase.http.path}`;
      const row = rows.get(route);
      expect(row, `${route} (${useCase.name}) has a matrix row`).toBeDefined();
      expect(row!.expect.visitor === 401, `${route}: a visitor is refused`).toBe(useCase.access !== "visitor");
      expect(row!.expect.customer === 403, `${route}: a customer is refused`).toBe(useCase.access === "admin");
      if (useCase.access === "owner" && useCase.params) {
        expect(row!.expect.other, `${route}: another's is not found`).toBe(404);
      }
    }
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))("%s", async (_route, row) => {
    const method = row.route.split(" ")[0]!;
    for (const who of ORDER) {
      const { url, body } = row.call(fixture);
      const headers: Record<string, string> = who === "visitor" ? {} : { Cookie: users[who].cookie };
      const res =
        body === undefined ? await api.request(url, { method, headers }) : await api.json(url, body, method, headers);
      expect(res.status, `${who}: ${row.route}`).toBe(row.expect[who]);
      if (res.status >= 400 && url.startsWith("/api/") && !url.startsWith("/api/identity")) {
        expect(((await res.json()) as { error?: string }).error, `${who}: ${row.route} JSON error`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { baseUrl } from "./support/browser.ts";
import { ADMIN } from "./support/global-setup.ts";
import { PASSWORD, uniqueEmail } from "./support/customers.ts";

type Who = "visitor" | "customer" | "other" | "admin";
type Expected = number | { redirect: string };

const all = (e: Expected): Record<Who, Expected> => ({ visitor: e, customer: e, other: e, admin: e });
const protectedPage = (path: string): Record<Who, Expected> => ({
  visitor: { redirect: `/signin?redirectTo=${encodeURIComponent(path)}` },
  customer: 200,
  other: 200,
  admin: 200,
});

/** A page of one customer's own (an order): anyone else, an admin included, gets the not-found page. */
const ownPage = (path: string) => ({
  path,
  expect: {
    visitor: { redirect: `/signin?redirectTo=${encodeURIComponent(path)}` },
    customer: 200,
    other: 404,
    admin: 404,
  } satisfies Record<Who, Expected>,
});

/** docs/product/admin.md#access: nobody signed in → /signin and back; a customer → home, told they may not enter. */
const adminPage = (path: string) => ({
  path,
  expect: {
    visitor: { redirect: `/signin?redirectTo=${encodeURIComponent(path)}` },
    customer: { redirect: "/?denied=admin" },
    other: { redirect: "/?denied=admin" },
    admin: 200,
  } satisfies Record<Who, Expected>,
});

/** Every page of app/routes.ts × {visitor, customer, other customer, admin}. A page missing here fails. */
const PAGES: Record<string, { path: string; expect: Record<Who, Expected> }> = {
  "": { path: "/", expect: all(200) },
  about: { path: "/about", expect: all(200) },
  plants: { path: "/plants", expect: all(200) },
  search: { path: "/search?q=tulsi", expect: all(200) },
  "plant/:slug": { path: "/plant/ashwagandha", expect: all(200) },
  blog: { path: "/blog", expect: all(200) },
  "blog/:slug": { path: "/blog/ashwagandha", expect: all(200) },
  nursery: { path: "/nursery", expect: all(200) },
  review: { path: "/review", expect: all(200) },
  signup: { path: "/signup", expect: all(200) },
  signin: { path: "/signin", expect: all(200) },
  "forgot-password": { path: "/forgot-password", expect: all(200) },
  "reset-password": { path: "/reset-password?token=abc", expect: all(200) },
  logout: { path: "/logout", expect: all(200) },
  shipping: { path: "/shipping", expect: all(200) },
  returns: { path: "/returns", expect: all(200) },
  terms: { path: "/terms", expect: all(200) },
  privacy: { path: "/privacy", expect: all(200) },
  contact: { path: "/contact", expect: all(200) },
  // The page only asks; its button stops the alerts (docs/product/catalogue.md#back-in-stock).
  "stock-alerts/unsubscribe": { path: "/stock-alerts/unsubscribe?token=abc", expect: all(200) },
  // A token the shop did not sign: the page says the link is not valid (docs/product/orders.md#cart-reminder).
  "cart-reminders/unsubscribe": { path: "/cart-reminders/unsubscribe?token=unsigned", expect: all(404) },
  ordersummary: { path: "/ordersummary", expect: all(200) },
  checkout: { path: "/checkout", expect: protectedPage("/checkout") },
  profile: { path: "/profile", expect: protectedPage("/profile") },
  // The customer's order is placed when the test starts; its id replaces this one.
  "orders/:id": ownPage("/orders/to-be-placed"),
  admin: adminPage("/admin"),
  "admin/orders": adminPage("/admin/orders"),
  "admin/users": adminPage("/admin/users"),
  "admin/complaints": adminPage("/admin/complaints"),
  "admin/reviews": adminPage("/admin/reviews"),
  "admin/coupons": adminPage("/admin/coupons"),
  "admin/returns": adminPage("/admin/returns"),
  "admin/settings": adminPage("/admin/settings"),
  "admin/settings/policies": adminPage("/admin/settings/policies"),
  "admin/:kind": adminPage("/admin/nurseries"),
  "*": { path: "/no-such-page", expect: all(404) },
};

const PRIVATE_PAGES = new Set([
  "stock-alerts/unsubscribe",
  "cart-reminders/unsubscribe",
  "checkout",
  "profile",
  "ordersummary",
  "orders/:id",
  "admin",
  "admin/orders",
  "admin/users",
  "admin/complaints",
  "admin/coupons",
  "admin/returns",
  "admin/settings",
  "admin/settings/policies",
  "admin/:kind",
]);

/** An order of the customer's own, placed through the API as the shop's pages place one. */
async function placeOrder(cookie: string): Promise<string> {
  const products = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=1`)).json()) as Array<{ id: string }>;
  const res = await fetch(`${baseUrl()}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), Cookie: cookie },
    body: JSON.stringify({
      cart: [{ id: products[0]!.id, quantity: 1 }],
      selectedAddress: {
        recipient: "Asha Rao",
        mobile: "+91 98765 43210",
        street: "4 Lake Road",
        city: "Bhopal",
        state: "Madhya Pradesh",
        zip: "462001",
      },
      selectedPaymentMethod: "Cash on Delivery",
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function session(email: string, password: string, name?: string): Promise<string> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl() };
  if (name)
    await fetch(`${baseUrl()}/api/identity/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password, name }),
    });
  const res = await fetch(`${baseUrl()}/api/identity/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern of the route table, nested ones written out in full (an index is its parent's). */
function paths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const own = e.index ? parent : [parent, e.path ?? ""].filter(Boolean).join("/");
    return [own, ...paths(e.children ?? [], own)];
  });
}

describe("authorization of pages", () => {
  it("lists every page of the route table", () => {
    expect([...new Set(paths(routes))].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("answers each page as expected for visitors, customers and admins", async () => {
    const cookies: Record<Who, string> = {
      visitor: "",
      customer: await session(uniqueEmail("matrix-c"), PASSWORD, "Matrix Customer"),
      other: await session(uniqueEmail("matrix-o"), PASSWORD, "Matrix Other"),
      admin: await session(ADMIN.email, ADMIN.password),
    };
    PAGES["orders/:id"] = ownPage(`/orders/${await placeOrder(cookies.customer)}`);
    for (const [route, page] of Object.entries(PAGES)) {
      for (const who of ["visitor", "customer", "other", "admin"] as const) {
        const res = await fetch(baseUrl() + page.path, {
          headers: cookies[who] ? { Cookie: cookies[who] } : {},
          redirect: "manual",
        });
        const expected = page.expect[who];
        if (typeof expected === "number") {
          expect(res.status, `${who} ${route}`).toBe(expected);
        } else {
          expect(res.status, `${who} ${route}`).toBe(302);
          expect(res.headers.get("location"), `${who} ${route}`).toBe(expected.redirect);
        }
        // A shared cache must never keep a page made for one person, nor a private page at all.
        if (who !== "visitor" || PRIVATE_PAGES.has(route)) {
          expect(res.headers.get("cache-control"), `${who} ${route}`).toBe("private, no-store");
        }
        await res.arrayBuffer();
      }
    }
    // GET /logout asked, it did not sign anyone out.
    const still = await fetch(`${baseUrl()}/profile`, { headers: { Cookie: cookies.customer }, redirect: "manual" });
    expect(still.status).toBe(200);
  });

  it("sends private pages' data answers as private, no-store too", async () => {
    const cookie = await session(uniqueEmail("matrix-d"), PASSWORD, "Matrix Data");
    for (const path of ["/profile.data", "/checkout.data", "/ordersummary.data", "/admin.data"]) {
      const callers: Array<Record<string, string>> = [{}, { Cookie: cookie }];
      for (const headers of callers) {
        const res = await fetch(baseUrl() + path, { headers, redirect: "manual" });
        expect(res.headers.get("cache-control"), path).toBe("private, no-store");
        await res.arrayBuffer();
      }
    }
  });
});

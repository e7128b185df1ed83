import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** The wishlist's API (docs/product/api.md#wishlist): each customer's own list of products. */

interface Product {
  id: string;
  slug: string;
}

describe.each(DATABASE_KINDS)("wishlist API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;
  let products: Product[];

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const call = (method: string, path: string, user?: TestUser) =>
    api.request(path, { method, headers: user ? as(user) : {} });
  /** The wishlist's products, by slug, as an answer lists them. */
  const slugsOf = async (res: Response) => ((await res.json()) as Product[]).map((p) => p.slug);
  const listed = async (user: TestUser) => slugsOf(await call("GET", "/api/wishlist", user));

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
    products = await t.db.selectFrom("products").select(["id", "slug"]).orderBy("slug").limit(4).execute();
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/wishlist"],
    ["PUT", "/api/wishlist/x"],
    ["DELETE", "/api/wishlist/x"],
  ])("%s %s answers a visitor 401", async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(apiRefusal("request.signInRequired"));
  });

  it("starts empty, and is nobody else's to share", async () => {
    const res = await call("GET", "/api/wishlist", asha);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual([]);
  });

  it("PUT saves a product, newest first, each as the catalogue answers it; again changes nothing", async () => {
    const [first, second] = products as [Product, Product];
    const added = await call("PUT", `/api/wishlist/${first.id}`, asha);
    expect(added.status).toBe(200);
    expect(await slugsOf(added)).toEqual([first.slug]);

    // A moment later, so the two are told apart by the time they were saved.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const both = await call("PUT", `/api/wishlist/${second.id}`, asha);
    const list = (await both.json()) as Array<{ slug: string }>;
    expect(list.map((p) => p.slug)).toEqual([second.slug, first.slug]);
    const catalogue = await (await api.request(`/api/products/${second.slug}`)).json();
    expect(list[0]).toEqual(catalogue);

    // Saving it again is no change: it keeps its place and is listed once.
    const again = await call("PUT", `/api/wishlist/${first.id}`, asha);
    expect(again.status).toBe(200);
    expect(await slugsOf(again)).toEqual([second.slug, first.slug]);
  });

  it("another customer sees only their own wishlist, and cannot take from Asha's", async () => {
    expect(await listed(ravi)).toEqual([]);
    const [first, , third] = products as [Product, Product, Product];
    const removed = await call("DELETE", `/api/wishlist/${first.id}`, ravi);
    expect(removed.status).toBe(200);
    expect(await slugsOf(removed)).toEqual([]);
    expect(await listed(asha)).toContain(first.slug);

    expect(await slugsOf(await call("PUT", `/api/wishlist/${third.id}`, ravi))).toEqual([third.slug]);
    expect(await listed(asha)).not.toContain(third.slug);
  });

  it("an unknown product is not found; an id that cannot be one is refused, never a 500", async () => {
    const unknown = await call("PUT", `/api/wishlist/${randomUUID()}`, asha);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(apiRefusal("catalogue.products.notFound"));

    // [id, PUT, DELETE]: too long or holding a NUL is no id (400); anything else names no product.
    const bad: Array<[string, number, number]> = [
      ["x".repeat(101), 400, 400],
      ["%00", 400, 400],
      ["%E0%A4%A", 404, 200],
      ["..%2F..%2Fetc", 404, 200],
      ["'%20or%201=1", 404, 200],
    ];
    for (const [id, put, remove] of bad) {
      expect((await call("PUT", `/api/wishlist/${id}`, asha)).status, `PUT ${id}`).toBe(put);
      expect((await call("DELETE", `/api/wishlist/${id}`, asha)).status, `DELETE ${id}`).toBe(remove);
    }
    expect(await listed(asha)).toHaveLength(2);
  });

  it("DELETE takes a product off; taking it off again changes nothing", async () => {
    const [first, second] = products as [Product, Product];
    const removed = await call("DELETE", `/api/wishlist/${first.id}`, asha);
    expect(removed.status).toBe(200);
    expect(await slugsOf(removed)).toEqual([second.slug]);
    const again = await call("DELETE", `/api/wishlist/${first.id}`, asha);
    expect(again.status).toBe(200);
    expect(await slugsOf(again)).toEqual([second.slug]);
    // Never on it at all: already off.
    expect((await call("DELETE", `/api/wishlist/${randomUUID()}`, asha)).status).toBe(200);
  });

  it("a product deleted from the catalogue leaves every wishlist", async () => {
    const gone = products[3]!;
    await call("PUT", `/api/wishlist/${gone.id}`, asha);
    await call("PUT", `/api/wishlist/${gone.id}`, ravi);
    await t.db.deleteFrom("products").where("id", "=", gone.id).execute();
    expect(await listed(asha)).not.toContain(gone.slug);
    expect(await listed(ravi)).not.toContain(gone.slug);
    expect((await call("PUT", `/api/wishlist/${gone.id}`, asha)).status).toBe(404);
  });

  it("saving to a wishlist leaves the cached public answers cached", async () => {
    const path = "/api/products?limit=3";
    await api.request(path);
    expect((await api.request(path)).headers.get("X-Cache")).toBe("hit");
    await call("PUT", `/api/wishlist/${products[2]!.id}`, asha);
    await call("DELETE", `/api/wishlist/${products[2]!.id}`, asha);
    expect((await api.request(path)).headers.get("X-Cache")).toBe("hit");
  });
});

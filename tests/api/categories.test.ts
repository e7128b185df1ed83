import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_DENIED } from "#domain/admin.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** Categories (docs/product/catalogue.md#categories): the public list and the admin's table. */

interface CategoryJson {
  slug: string;
  name: string;
  nameHi: string;
  productCount: number;
}

type AdminCategoryJson = CategoryJson & { position: number };

const HERBS = { name: "Sacred herbs", nameHi: "पवित्र जड़ी-बूटियाँ", slug: "sacred-herbs", position: 50 };

describe.each(DATABASE_KINDS)("categories API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const send = (method: string, path: string, body: unknown, user = admin) => api.json(path, body, method, as(user));
  const remove = (path: string, user = admin) => api.request(path, { method: "DELETE", headers: as(user) });
  const publicList = async () => (await (await api.request("/api/categories")).json()) as CategoryJson[];
  const totalOf = async (query: string) => {
    const res = await api.request(`/api/products?limit=1${query}`);
    expect(res.status, query).toBe(200);
    return Number(res.headers.get("X-Total-Count"));
  };
  const categoryRows = () => t.db.selectFrom("categories").selectAll().orderBy("slug").execute();
  const productsIn = async (slug: string) =>
    (await t.db.selectFrom("products").select("id").where("category", "=", slug).execute()).map((p) => p.id).sort();
  /** A product in the category, added through the admin API (the form names its category). */
  const productIn = async (category: string, slug: string) => {
    const res = await send("POST", "/api/admin/products", {
      title: `Test ${slug}`,
      slug,
      description: "A plant kept for the category tests.",
      price: 120,
      stock: 3,
      category,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; category: string };
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Meera Admin");
    customer = await signUp(api, "Asha Verma");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  it("GET /api/categories answers every category in its order, each with its product count", async () => {
    const res = await api.request("/api/categories");
    expect(res.status).toBe(200);
    const categories = (await res.json()) as CategoryJson[];
    const stored = await t.db.selectFrom("categories").selectAll().orderBy("position").orderBy("name").execute();
    expect(categories.map((c) => c.slug)).toEqual(stored.map((c) => c.slug));
    expect(categories).toHaveLength(8);
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(["name", "nameHi", "productCount", "slug"]);
      expect(category.name).not.toBe("");
      expect(category.nameHi).toMatch(/[\u0900-\u097f]/);
      expect(category.productCount, category.slug).toBe(await totalOf(`&category=${category.slug}`));
      expect(category.productCount, category.slug).toBeGreaterThan(0);
    }
    // Every product is in exactly one category: the counts add up to the catalogue.
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(await totalOf(""));
    const products = (await (await api.request("/api/products?limit=500")).json()) as Array<{ category: string }>;
    const slugs = new Set(categories.map((c) => c.slug));
    expect(products.filter((p) => !slugs.has(p.category))).toEqual([]);
  });

  it("the admin's table lists them with their position, searches and counts them", async () => {
    const res = await api.request("/api/admin/categories", { headers: as(admin) });
    expect(res.status).toBe(200);
    const listed = (await res.json()) as AdminCategoryJson[];
    expect(Number(res.headers.get("X-Total-Count"))).toBe(listed.length);
    expect(listed.map((c) => c.position)).toEqual([...listed.map((c) => c.position)].sort((a, b) => a - b));
    expect(listed.map(({ position: _position, ...c }) => c)).toEqual(await publicList());
    const searched = (await (
      await api.request("/api/admin/categories?q=powder", { headers: as(admin) })
    ).json()) as AdminCategoryJson[];
    expect(searched.map((c) => c.slug)).toEqual(["herbal-powders"]);
  });

  it("adds a category (201): it is listed with no products; its slug can be taken only once", async () => {
    const res = await send("POST", "/api/admin/categories", HERBS);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ...HERBS, productCount: 0 });
    expect(await publicList()).toContainEqual({
      slug: HERBS.slug,
      name: HERBS.name,
      nameHi: HERBS.nameHi,
      productCount: 0,
    });
    const clash = await send("POST", "/api/admin/categories", { ...HERBS, name: "Another" });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual(
      apiRefusal("catalogue.categories.slugTaken", { slug: "catalogue.categories.slugTaken" }),
    );
    expect((await categoryRows()).filter((c) => c.slug === HERBS.slug).map((c) => c.name)).toEqual([HERBS.name]);
  });

  it.each([
    [
      {},
      {
        name: "Name is required",
        nameHi: "Hindi name is required",
        slug: "Slug is required",
      },
    ],
    [{ ...HERBS, slug: "Bad Slug" }, { slug: "Slugs use lowercase letters, digits and hyphens" }],
    [{ ...HERBS, position: -1 }, { position: "Position must be a whole number from 0 to 1000" }],
    [{ ...HERBS, position: 1.5 }, { position: "Position must be a whole number from 0 to 1000" }],
    [{ ...HERBS, name: "  " }, { name: "Name is required" }],
  ])("refuses %o with 400 naming each field, and stores nothing", async (body, fields) => {
    const before = await categoryRows();
    const res = await send("POST", "/api/admin/categories", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual(fields);
    expect(await categoryRows()).toEqual(before);
  });

  it("edits a category (200); renaming its slug takes its products along", async () => {
    await send("POST", "/api/admin/categories", { ...HERBS, slug: "moving-herbs" });
    const held = [
      await productIn("moving-herbs", "moving-herb-one"),
      await productIn("moving-herbs", "moving-herb-two"),
    ];
    const ids = held.map((p) => p.id).sort();
    expect(held.map((p) => p.category)).toEqual(["moving-herbs", "moving-herbs"]);

    const res = await send("PUT", "/api/admin/categories/moving-herbs", {
      ...HERBS,
      slug: "moved-herbs",
      name: "Moved herbs",
      position: 7,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ...HERBS,
      slug: "moved-herbs",
      name: "Moved herbs",
      position: 7,
      productCount: 2,
    });
    expect(await productsIn("moved-herbs")).toEqual(ids);
    expect(await productsIn("moving-herbs")).toEqual([]);
    expect(await totalOf("&category=moved-herbs")).toBe(2);
    const moved = (await (await api.request("/api/products/moving-herb-one")).json()) as { category: string };
    expect(moved.category).toBe("moved-herbs");
    expect((await api.request("/api/products?category=moving-herbs")).status).toBe(404);
    expect((await send("PUT", "/api/admin/categories/moving-herbs", HERBS)).status).toBe(404);
  });

  it("refuses to rename a slug onto another category's (409), and nothing moves", async () => {
    const before = await categoryRows();
    const treesHeld = await productsIn("trees");
    const res = await send("PUT", "/api/admin/categories/moved-herbs", { ...HERBS, slug: "trees" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(
      apiRefusal("catalogue.categories.slugTaken", { slug: "catalogue.categories.slugTaken" }),
    );
    expect(await categoryRows()).toEqual(before);
    expect(await productsIn("trees")).toEqual(treesHeld);
    expect(await productsIn("moved-herbs")).toHaveLength(2);
  });

  it("refuses to delete a category that holds products (409) and changes nothing", async () => {
    const before = await categoryRows();
    const trees = before.find((c) => c.slug === "trees")!;
    const held = await productsIn("trees");
    const res = await remove("/api/admin/categories/trees");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: `${trees.name} still holds ${held.length} products. Move them to another category first.`,
      code: "catalogue.categories.notEmpty",
    });
    expect(await categoryRows()).toEqual(before);
    expect(await productsIn("trees")).toEqual(held);
  });

  it("deletes an empty category (204); then it is not found", async () => {
    await send("POST", "/api/admin/categories", { ...HERBS, slug: "short-lived" });
    const res = await remove("/api/admin/categories/short-lived");
    expect(res.status).toBe(204);
    expect((await categoryRows()).map((c) => c.slug)).not.toContain("short-lived");
    expect((await publicList()).map((c) => c.slug)).not.toContain("short-lived");
    expect((await remove("/api/admin/categories/short-lived")).status).toBe(404);
    expect((await api.request("/api/products?category=short-lived")).status).toBe(404);
  });

  it("a delete racing a product saved into the category never leaves the product in a deleted category", async () => {
    for (let round = 0; round < 10; round++) {
      const slug = `racing-${round}`;
      await send("POST", "/api/admin/categories", { ...HERBS, slug });
      const [deleted, saved] = await Promise.all([
        remove(`/api/admin/categories/${slug}`),
        send("POST", "/api/admin/products", {
          title: `Racer ${round}`,
          slug: `racer-${round}`,
          description: "Saved while its category is deleted.",
          price: 99,
          category: slug,
        }),
      ]);
      // One of them wins: the delete (the product is refused) or the save (the delete is refused).
      expect([deleted.status, saved.status].sort()).toEqual(deleted.status === 204 ? [204, 400] : [201, 409]);
      const orphans = await t.db
        .selectFrom("products")
        .leftJoin("categories", "categories.slug", "products.category")
        .select("products.slug")
        .where("categories.slug", "is", null)
        .execute();
      expect(orphans).toEqual([]);
    }
  });

  it("a product saved without a category goes in the first one; one that does not exist is refused", async () => {
    const [first] = await t.db.selectFrom("categories").select("slug").orderBy("position").orderBy("name").execute();
    const res = await send("POST", "/api/admin/products", {
      title: "Uncategorised",
      slug: "uncategorised-plant",
      description: "Saved by a client that predates categories.",
      price: 99,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { category: string }).category).toBe(first!.slug);

    const unknown = await send("POST", "/api/admin/products", {
      title: "Lost",
      slug: "lost-plant",
      description: "Names a category that does not exist.",
      price: 99,
      category: "no-such-category",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(
      apiRefusal("catalogue.category.unknown", { category: "catalogue.category.unknown" }),
    );
    expect(await t.db.selectFrom("products").select("id").where("slug", "=", "lost-plant").execute()).toEqual([]);
  });

  it.each([
    ["GET", "/api/admin/categories", undefined],
    ["POST", "/api/admin/categories", { ...HERBS, slug: "intruder" }],
    ["PUT", "/api/admin/categories/trees", { ...HERBS, slug: "trees" }],
    ["DELETE", "/api/admin/categories/sacred-herbs", undefined],
  ])("%s %s answers 401 to a visitor and 403 to a customer, changing nothing", async (method, path, body) => {
    const before = await categoryRows();
    const call = (headers: Record<string, string>) =>
      body === undefined ? api.request(path, { method, headers }) : api.json(path, body, method, headers);
    const visitor = await call({});
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "Please sign in to continue.", code: "request.signInRequired" });
    const signedIn = await call(as(customer));
    expect(signedIn.status).toBe(403);
    expect(await signedIn.json()).toEqual(apiRefusal(ADMIN_DENIED));
    expect(await categoryRows()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as plantsLoader } from "#app/routes/plants.tsx";
import { CARE_FACETS } from "#domain/catalogue/care.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe.each(DATABASE_KINDS)("the plant finder's page (/plants) on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  const load = (query = "") => callRoute(plantsLoader, api.shop, new Request(`${SHOP_ORIGIN}/plants${query}`));
  const statusOf = (query: string) =>
    load(query).then(
      () => 200,
      (error: unknown) => (error as { init?: ResponseInit }).init?.status,
    );

  it("lists 24 a page with the facets and every category, unfiltered", async () => {
    const page = await load();
    expect(page.products).toHaveLength(24);
    expect(page.facets.total).toBe(page.total);
    expect(page.first).toBe(1);
    expect(page.categories.length).toBeGreaterThanOrEqual(5);
    // Every product is in one category: the category counts add up to the catalogue.
    expect(sum(page.facets.category)).toBe(page.total);
    expect(page.canonical).toBe(`${api.shop.config.publicUrl}/plants`);
  });

  it("reads a facet's repeated values as alternatives, and each count is what choosing the value leaves", async () => {
    const all = await load();
    for (const value of CARE_FACETS.light) {
      const one = await load(`?light=${encodeURIComponent(value)}`);
      expect(one.total).toBe(all.facets.light[value] ?? 0);
      expect(one.filters.light).toEqual([value]);
    }
    const both = await load("?light=Shade&light=Partial+shade");
    expect(both.filters.light).toEqual(["Shade", "Partial shade"]);
    expect(both.total).toBe((all.facets.light.Shade ?? 0) + (all.facets.light["Partial shade"] ?? 0));
    // The facet's own counts ignore its own filter; the others narrow.
    expect(both.facets.light).toEqual(all.facets.light);
    expect(sum(both.facets.water)).toBeLessThanOrEqual(both.total);
  });

  it("narrows by two facets, and a page's 'Showing' numbers follow the page", async () => {
    const all = await load();
    const [water] = Object.entries(all.facets.water).sort(([, a], [, b]) => b - a)[0]!;
    const narrowed = await load(`?water=${water}&inStock=1`);
    expect(narrowed.total).toBeLessThanOrEqual(all.facets.water[water]!);
    expect(narrowed.total).toBe(narrowed.facets.total);
    expect(all.total).toBeGreaterThan(24);
    const second = await load("?page=2");
    expect(second.first).toBe(25);
    expect(second.products.length).toBe(Math.min(24, all.total - 24));
  });

  it("drops what cannot be (unknown category, bad values), rather than failing the page", async () => {
    const page = await load("?category=no-such-category&category=trees&light=Sunny&sort=weird&minPrice=abc");
    expect(page.filters.category).toEqual(["trees"]);
    expect(page.filters.light).toEqual([]);
    expect(page.filters.sort).toBe("featured");
    expect(page.filters.minPrice).toBeUndefined();
    expect(page.total).toBe(page.facets.category.trees);
  });

  it("is its own canonical, its parameters in one order (page kept, the rest left out)", async () => {
    const page = await load("?utm_source=x&water=Low&light=Shade&light=Full+sun&sort=newest&q=&minPrice=");
    expect(page.canonical).toBe(`${api.shop.config.publicUrl}/plants?light=Full+sun&light=Shade&sort=newest&water=Low`);
    expect((await load("?sort=rating&page=2")).canonical).toBe(
      `${api.shop.config.publicUrl}/plants?page=2&sort=rating`,
    );
  });

  it("takes prices in rupees and the header search's text", async () => {
    const page = await load("?minPrice=100&maxPrice=300&q=tulsi");
    expect(page.filters).toMatchObject({ minPrice: 100_00, maxPrice: 300_00, q: "tulsi" });
    for (const product of page.products) {
      const paid = product.fromPricePaise ?? product.salePricePaise;
      expect(paid).toBeGreaterThanOrEqual(100_00);
      expect(paid).toBeLessThanOrEqual(300_00);
    }
  });

  it("answers 404 for a page past the end or not a page at all", async () => {
    const { total } = await load("?inStock=1");
    expect(await statusOf(`?inStock=1&page=${Math.ceil(total / 24) + 1}`)).toBe(404);
    expect(await statusOf("?page=abc")).toBe(404);
    // No match is one empty page, not a 404.
    expect(await statusOf("?q=no-plant-is-called-this")).toBe(200);
  });
});

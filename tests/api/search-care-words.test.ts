import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

interface ProductJson {
  slug: string;
  title: string;
  light: string | null;
  placement: string | null;
  petSafe: boolean | null;
}

/** Care words in a search (docs/product/catalogue.md#search): 'shade', 'छाया', 'balcony' find the plants that fit. */
describe.each(DATABASE_KINDS)("searching by care on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  const json = async <T>(path: string): Promise<T> => {
    const res = await api.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const slugs = (items: Array<{ slug: string }>) => items.map((p) => p.slug).sort();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  it("the catalogue's text search reads care words as the finder's filters", async () => {
    const shade = await json<ProductJson[]>(`/api/products?q=${encodeURIComponent("plants for shade")}`);
    expect(shade.length).toBeGreaterThan(0);
    expect(shade.every((p) => p.light === "Shade" || p.light === "Partial shade")).toBe(true);
    const filtered = await json<ProductJson[]>("/api/products?light=Shade&light=Partial+shade");
    expect(slugs(shade)).toEqual(slugs(filtered));
    expect(slugs(await json<ProductJson[]>(`/api/products?q=${encodeURIComponent("छाया")}`))).toEqual(slugs(filtered));

    const balcony = await json<ProductJson[]>("/api/products?q=balcony+pet+safe");
    expect(balcony.length).toBeGreaterThan(0);
    expect(balcony.every((p) => p.petSafe === true && p.placement !== "Indoor")).toBe(true);
  });

  it("the facet counts agree with the products a care word leaves", async () => {
    const facets = await json<{ total: number }>("/api/products/facets?q=shade");
    const res = await api.request("/api/products?q=shade&limit=1");
    expect(facets.total).toBe(Number(res.headers.get("X-Total-Count")));
  });

  it("the search dialog's answer is those plants, best rated first", async () => {
    const hits = await json<Array<{ slug: string }>>(`/api/search?q=${encodeURIComponent("छाया")}&limit=20`);
    const filtered = await json<Array<{ slug: string }>>(
      "/api/products?light=Shade&light=Partial+shade&sort=rating&limit=20",
    );
    expect(hits.map((h) => h.slug)).toEqual(filtered.map((p) => p.slug));
    expect(hits.length).toBeGreaterThan(0);
    // A plain name is still matched by name.
    expect((await json<Array<{ title: string }>>("/api/search?q=tulsi")).some((h) => /tulsi/i.test(h.title))).toBe(
      true,
    );
  });
});

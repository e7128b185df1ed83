import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACETS } from "#domain/catalogue/finder.ts";
import { finderFiltersSchema } from "#domain/schemas/catalog-query.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import { listProducts, productFacets } from "#server/features/catalogue/products.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

/**
 * docs/product/catalogue.md#scale: the finder's counts come from a table kept by triggers
 * (migration 0016). Whatever happens to the products, they must equal a count of the products
 * themselves, which the same filters with a price bound (never served by the kept counts) make.
 */
describe.each(DATABASE_KINDS)("the finder's kept counts on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  const QUERIES = [
    "",
    "light=Shade",
    "category=medicinal-plants&light=Full+sun",
    "water=Low&care=Easy&petSafe=1",
    "placement=Indoor&inStock=1",
    "onSale=1&category=trees,herbal-powders",
  ];

  /** Counts from the kept table, and from the products (a price bound nothing falls outside). */
  async function bothWays(query: string) {
    const filters = finderFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const kept = await productFacets(t.db, filters);
    const counted = await productFacets(t.db, { ...filters, minPrice: 0 });
    return { kept, counted, filters };
  }

  async function expectKeptEqualsCounted() {
    for (const query of QUERIES) {
      const { kept, counted, filters } = await bothWays(query);
      for (const facet of [...FACETS, "total"] as const)
        expect(kept[facet], `${facet} of ${query}`).toEqual(counted[facet]);
      const page = await listProducts(t.db, { ...filters, limit: 1, offset: 0, featured: false });
      expect(page.total, query).toBe(kept.total);
    }
  }

  it("equal the products' own counts after seeding", expectKeptEqualsCounted);

  it("follow products added, changed, running out, coming back and removed, one or many at a time", async () => {
    const base = await t.db
      .selectFrom("products")
      .selectAll()
      .where("light", "=", "Shade")
      .limit(1)
      .executeTakeFirstOrThrow();
    const copies = ["facet-a", "facet-b", "facet-c"].map((slug) => ({ ...base, id: randomUUID(), slug }));
    await t.db.insertInto("products").values(copies).execute();
    await expectKeptEqualsCounted();
    await t.db
      .updateTable("products")
      .set({ light: "Full sun", category: "trees", pet_safe: null })
      .where("slug", "=", "facet-a")
      .execute();
    await t.db.updateTable("products").set({ stock: 0 }).where("slug", "in", ["facet-b", "facet-c"]).execute();
    await expectKeptEqualsCounted();
    await t.db.updateTable("products").set({ stock: 5, on_sale: 1 }).where("slug", "=", "facet-b").execute();
    // Stock that moves without running out changes no count.
    await t.db.updateTable("products").set({ stock: 9 }).where("slug", "=", "facet-b").execute();
    await expectKeptEqualsCounted();
    await t.db.deleteFrom("products").where("slug", "in", ["facet-a", "facet-b"]).execute();
    await t.db.deleteFrom("products").where("slug", "=", "facet-c").execute();
    await expectKeptEqualsCounted();
  });
});

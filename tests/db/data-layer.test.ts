import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salePricePaise } from "#domain/money.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDemoCatalogue, wasSeeded } from "#server/db/seed/seed.ts";
import { plants } from "#server/db/seed/plants.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("data layer on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("migrations are versioned and run again as a no-op", async () => {
    await migrateToLatest(t.db);
    const tables = [
      "products",
      "blogs",
      "nurseries",
      "profiles",
      "addresses",
      "saved_cards",
      "orders",
      "order_items",
      "reviews",
      "testimonials",
    ];
    for (const table of tables) {
      await expect(
        t.db
          .selectFrom(table as "products")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst(),
      ).resolves.toBeDefined();
    }
  });

  it("seeds the demo catalogue with links both ways, and can seed again", async () => {
    expect(await wasSeeded(t.db)).toBe(false);
    await seedDemoCatalogue(t.db);
    await seedDemoCatalogue(t.db); // on demand: replaces, never duplicates
    expect(await wasSeeded(t.db)).toBe(true);
    const products = await t.db.selectFrom("products").selectAll().execute();
    expect(products).toHaveLength(plants.length);
    const blogs = await t.db.selectFrom("blogs").select(["slug", "plant_slug"]).execute();
    const blogSlugs = new Set(blogs.map((b) => b.slug));
    const variants = await t.db.selectFrom("product_variants").selectAll().orderBy("position").execute();
    for (const p of products) {
      expect(blogSlugs.has(p.blog_slug!)).toBe(true);
      // The product's figures follow its variants: the first's price and discount, the lowest
      // sale price of any, the sum of their stock (docs/product/catalogue.md#variants).
      const own = variants.filter((v) => v.product_id === p.id);
      expect(own.length, p.slug).toBeGreaterThan(0);
      for (const v of own) expect(v.sale_price_paise).toBe(salePricePaise(v.price_paise, v.discount));
      expect([p.price_paise, p.discount]).toEqual([own[0]!.price_paise, own[0]!.discount]);
      expect(p.sale_price_paise).toBe(Math.min(...own.map((v) => v.sale_price_paise)));
      expect(p.stock).toBe(own.reduce((sum, v) => sum + v.stock, 0));
      expect(Number.isInteger(p.price_paise)).toBe(true);
      expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(blogs.every((b) => products.some((p) => p.slug === b.plant_slug))).toBe(true);
  });

  it("refuses a duplicate slug and negative stock", async () => {
    const p = await t.db.selectFrom("products").selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto("products")
        .values({ ...p, id: "another" })
        .execute(),
    ).rejects.toThrow();
    await expect(t.db.updateTable("products").set({ stock: -1 }).where("id", "=", p.id).execute()).rejects.toThrow();
    await expect(
      t.db.updateTable("product_variants").set({ stock: -1 }).where("product_id", "=", p.id).execute(),
    ).rejects.toThrow();
  });

  it("a guarded stock update takes stock only when enough is left", async () => {
    const p = await t.db.selectFrom("products").selectAll().where("stock", ">", 2).limit(1).executeTakeFirstOrThrow();
    const take = (n: number) =>
      t.db
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "-", n) }))
        .where("id", "=", p.id)
        .where("stock", ">=", n)
        .executeTakeFirst();
    expect(Number((await take(p.stock + 1)).numUpdatedRows)).toBe(0);
    expect(Number((await take(2)).numUpdatedRows)).toBe(1);
    const after = await t.db.selectFrom("products").select("stock").where("id", "=", p.id).executeTakeFirstOrThrow();
    expect(after.stock).toBe(p.stock - 2);
  });

  it("a failed transaction leaves nothing behind", async () => {
    const before = await t.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("reviews")
          .values({
            id: "r-tx",
            name: "x",
            email: "x@y.in",
            title: "t",
            review: "long enough text",
            rating: 5,
            recommend: 0,
            plant_type: "Not specified",
            user_id: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const after = await t.db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_LEVEL_VALUES, LIGHT_VALUES, PLACEMENT_VALUES, WATER_VALUES } from "#domain/catalogue/care.ts";
import { productFigures, SKU_PATTERN } from "#domain/catalogue/variants.ts";
import { salePricePaise } from "#domain/money.ts";
import type { Database } from "#server/db/client.ts";
import { seedBulkProducts } from "#server/db/seed/bulk.ts";
import { plants } from "#server/db/seed/plants.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import type { ProductWithVariants } from "#server/features/catalogue/rows.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

/** Every product with its variants in order, as stored. */
async function catalogue(db: Database): Promise<ProductWithVariants[]> {
  const products = await db.selectFrom("products").selectAll().execute();
  const variants = await db.selectFrom("product_variants").selectAll().orderBy("position").execute();
  const byProduct = new Map(products.map((p): [string, ProductWithVariants] => [p.id, { ...p, variants: [] }]));
  for (const v of variants) byProduct.get(v.product_id)?.variants.push(v);
  return [...byProduct.values()];
}

/** Each product's figures are what its variants make them; its first variant carries its id; SKUs are unique and well formed. */
function expectConsistentVariants(products: ProductWithVariants[]) {
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
  expect(new Set(skus).size).toBe(skus.length);
  for (const sku of skus) expect(sku).toMatch(SKU_PATTERN);
  for (const p of products) {
    expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(1);
    expect(p.variants[0]!.id, p.slug).toBe(p.id);
    expect(p.variants.map((v) => v.position)).toEqual(p.variants.map((_, i) => i));
    for (const v of p.variants) expect(v.sale_price_paise, v.sku).toBe(salePricePaise(v.price_paise, v.discount));
    const figures = productFigures(
      p.variants.map((v) => ({ pricePaise: v.price_paise, discount: v.discount, stock: v.stock })),
    );
    expect(
      {
        price: p.price_paise,
        discount: p.discount,
        lowest: p.sale_price_paise,
        varies: p.price_varies === 1,
        stock: p.stock,
      },
      p.slug,
    ).toEqual({
      price: figures.pricePaise,
      discount: figures.discount,
      lowest: figures.lowestSalePricePaise,
      varies: figures.priceVaries,
      stock: figures.stock,
    });
    // One default variant is never named on the page; a choice always is.
    if (p.variants.length === 1) expect([p.option_name, p.variants[0]!.name], p.slug).toEqual([null, "Standard"]);
    else expect(p.option_name, p.slug).not.toBeNull();
  }
}

describe.each(DATABASE_KINDS)("the demo catalogue's categories, care attributes and variants on %s", (kind) => {
  let t: TestDatabase;
  let products: ProductWithVariants[];
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
    await seedDemoCatalogue(t.db); // replaces categories and variants too, never duplicates
    products = await catalogue(t.db);
  });
  afterAll(() => t.close());

  it("has at least five categories, each named in English and Hindi, and every product in one of them", async () => {
    const categories = await t.db.selectFrom("categories").selectAll().orderBy("position").execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.map((c) => c.slug)).toContain("medicinal-plants");
    for (const c of categories) {
      expect(c.name.trim(), c.slug).not.toBe("");
      expect(c.name_hi, c.slug).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s,-]*$/u);
    }
    const slugs = new Set(categories.map((c) => c.slug));
    for (const p of products) expect(slugs.has(p.category), `${p.slug} in ${p.category}`).toBe(true);
    // Every category holds something: the finder offers no empty choice.
    expect(new Set(products.map((p) => p.category))).toEqual(slugs);
    expect(products).toHaveLength(plants.length);
  });

  it("gives every live plant (HSN 0602) all five care attributes and every other product none", () => {
    const plantsSold = products.filter((p) => p.hsn_code === "0602");
    expect(plantsSold.length).toBeGreaterThanOrEqual(80);
    for (const p of plantsSold) {
      expect(LIGHT_VALUES, p.slug).toContain(p.light);
      expect(WATER_VALUES, p.slug).toContain(p.water);
      expect(CARE_LEVEL_VALUES, p.slug).toContain(p.care_level);
      expect([0, 1], p.slug).toContain(p.pet_safe);
      expect(PLACEMENT_VALUES, p.slug).toContain(p.placement);
    }
    for (const p of products.filter((p) => p.hsn_code !== "0602")) {
      expect([p.light, p.water, p.care_level, p.pet_safe, p.placement], p.slug).toEqual([null, null, null, null, null]);
    }
    // Each filter value finds something.
    for (const [column, values] of [
      ["light", LIGHT_VALUES],
      ["water", WATER_VALUES],
      ["care_level", CARE_LEVEL_VALUES],
      ["placement", PLACEMENT_VALUES],
      ["pet_safe", [0, 1]],
    ] as const) {
      for (const value of values)
        expect(
          plantsSold.some((p) => p[column] === value),
          `${column} ${value}`,
        ).toBe(true);
    }
  });

  it("knows the care of the plants everyone knows", () => {
    const care = (slug: string) => {
      const p = products.find((p) => p.slug === slug)!;
      return [p.light, p.water, p.care_level, p.pet_safe, p.placement];
    };
    expect(care("tulsi-holy-basil")).toEqual(["Full sun", "Medium", "Easy", 1, "Outdoor"]);
    expect(care("aloe-vera")).toEqual(["Full sun", "Low", "Easy", 0, "Indoor or outdoor"]);
    expect(care("snake-plant")).toMatchObject([expect.any(String), "Low", "Easy", 0, "Indoor"]);
  });

  it("sells at least 20 plants in two or three pot sizes, the larger dearer", () => {
    const sized = products.filter((p) => p.option_name === "Pot size");
    expect(sized.length).toBeGreaterThanOrEqual(20);
    for (const p of sized) {
      expect(p.hsn_code, p.slug).toBe("0602");
      expect(p.variants.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.variants.length, p.slug).toBeLessThanOrEqual(3);
      const inches = p.variants.map((v) => Number(/^(\d+)-inch/.exec(v.name)?.[1]));
      expect(inches.every(Number.isInteger), p.slug).toBe(true);
      for (let i = 1; i < p.variants.length; i++) {
        expect(inches[i]!, p.slug).toBeGreaterThan(inches[i - 1]!);
        expect(p.variants[i]!.price_paise, p.slug).toBeGreaterThan(p.variants[i - 1]!.price_paise);
        expect(p.variants[i]!.sale_price_paise, p.slug).toBeGreaterThan(p.variants[i - 1]!.sale_price_paise);
      }
      expect(p.price_varies, p.slug).toBe(1);
    }
  });

  it("sells at least five herbs both as a live plant and as a packet of seeds", () => {
    const both = products.filter(
      (p) =>
        p.hsn_code === "0602" &&
        p.variants.length === 2 &&
        p.variants[0]!.name !== "Standard" &&
        /^Seeds, \d+( g)?$/.test(p.variants[1]!.name),
    );
    expect(both.length).toBeGreaterThanOrEqual(5);
    for (const p of both) expect(p.option_name, p.slug).toBe("Sold as");
  });

  it("keeps each product's figures equal to what its variants make them, with unique SKUs", () => {
    expectConsistentVariants(products);
  });

  it("sells the large curry leaf plant as a size of Curry Leaf, and keeps its care guide", async () => {
    expect(products.some((p) => p.title === "Curry Leaf Plant – Large (2 ft)")).toBe(false);
    const curryLeaf = products.find((p) => p.slug === "curry-leaf")!;
    expect(curryLeaf.variants.map((v) => v.name)).toEqual(["5-inch pot", "8-inch pot (2 ft)"]);
    const guide = await t.db
      .selectFrom("blogs")
      .select(["plant_slug", "title"])
      .where("slug", "=", "curry-leaf-large")
      .executeTakeFirstOrThrow();
    expect(guide).toEqual({ plant_slug: "curry-leaf", title: "Growing a Big, Bushy Curry Leaf Plant" });
    const blogs = await t.db.selectFrom("blogs").select(["slug", "plant_slug"]).execute();
    expect(new Set(blogs.map((b) => b.slug)).size).toBe(blogs.length);
    const slugs = new Set(products.map((p) => p.slug));
    for (const b of blogs) expect(slugs.has(b.plant_slug!), b.slug).toBe(true);
  });

  it("rates every demo product by its reviews, at the rating the demo gives it", async () => {
    const counted = await t.db
      .selectFrom("reviews")
      .select(["plant_type", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("plant_type")
      .execute();
    for (const plant of plants) {
      const p = products.find((q) => q.slug === plant.slug)!;
      expect({ rating: p.rating, count: p.review_count }, plant.slug).toEqual({
        rating: plant.rating,
        count: Number(counted.find((c) => c.plant_type === plant.title)?.n),
      });
      expect(p.review_count, plant.slug).toBeGreaterThanOrEqual(3);
    }
  });
});

describe.each(DATABASE_KINDS)("a generated catalogue on %s", (kind) => {
  let t: TestDatabase;
  let products: ProductWithVariants[];
  const total = plants.length + 300;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
    expect(await seedBulkProducts(t.db, total)).toBe(300);
    products = await catalogue(t.db);
  });
  afterAll(() => t.close());

  it("fills the catalogue up to the total asked for, and no further", async () => {
    expect(products).toHaveLength(total);
    expect(await seedBulkProducts(t.db, total)).toBe(0);
  });

  it("spreads the generated products over every category, with their base plants' care attributes", async () => {
    const generated = products.filter((p) => !plants.some((plant) => plant.slug === p.slug));
    expect(generated).toHaveLength(300);
    const categories = await t.db.selectFrom("categories").select("slug").execute();
    expect(new Set(generated.map((p) => p.category))).toEqual(new Set(categories.map((c) => c.slug)));
    for (const p of generated) {
      const base = plants.find(
        (plant) => p.slug.startsWith(`${plant.slug}-`) && plant.title === p.title.split(" — ")[0],
      )!;
      expect(base, p.slug).toBeDefined();
      expect(p.category, p.slug).toBe(base.category);
      expect(p.light, p.slug).toBe(base.care?.light ?? null);
      expect(p.pet_safe, p.slug).toBe(base.care ? Number(base.care.petSafe) : null);
    }
  });

  it("sells about a third of them in two or three variants, the rest in one, with consistent figures", () => {
    const generated = products.filter((p) => p.variants[0]!.sku.startsWith("BULK-"));
    const several = generated.filter((p) => p.variants.length > 1);
    expect(several.length).toBeGreaterThan(60);
    expect(several.length).toBeLessThan(140);
    expect(several.some((p) => p.variants.length === 3)).toBe(true);
    for (const p of several) {
      expect(p.variants.length, p.slug).toBeLessThanOrEqual(3);
      for (let i = 1; i < p.variants.length; i++) {
        expect(p.variants[i]!.price_paise, p.slug).toBeGreaterThan(p.variants[i - 1]!.price_paise);
      }
    }
    expectConsistentVariants(products);
  });
});

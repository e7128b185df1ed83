import type { Database } from "#server/db/client.ts";
import type { CategoryRow, CategoryWithCount } from "./rows.ts";

/**
 * The categories with how many products each holds, summed from the finder's kept counts
 * (migration 0016): a few hundred rows, where counting the products reads them all.
 */
export async function withProductCounts(db: Database, categories: CategoryRow[]): Promise<CategoryWithCount[]> {
  if (!categories.length) return [];
  const counts = await db
    .selectFrom("product_facet_counts")
    .select((eb) => ["category", eb.fn.sum<number>("n").as("n")])
    .where(
      "category",
      "in",
      categories.map((c) => c.slug),
    )
    .groupBy("category")
    .execute();
  const held = new Map(counts.map((row) => [row.category, Number(row.n)]));
  return categories.map((c) => ({ ...c, productCount: held.get(c.slug) ?? 0 }));
}

/** Every category in its order (docs/product/catalogue.md#categories), with its product count. */
export async function listCategories(db: Database): Promise<CategoryWithCount[]> {
  const categories = await db.selectFrom("categories").selectAll().orderBy("position").orderBy("name").execute();
  return withProductCounts(db, categories);
}

/** The slugs named that are categories; the API answers 404 for any other, a page drops it. */
export async function knownCategories(db: Database, slugs: readonly string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const rows = await db.selectFrom("categories").select("slug").where("slug", "in", slugs).execute();
  const known = new Set(rows.map((row) => row.slug));
  return slugs.filter((slug) => known.has(slug));
}

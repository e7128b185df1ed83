import type { ProductQuery } from "#domain/schemas/catalog-query.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductRow } from "#server/features/catalogue/rows.ts";
import { productTag, shows } from "#server/cache/cache-tags.ts";
import { notFound } from "#server/http/errors.ts";

export interface Page<T> {
  items: T[];
  total: number;
}

const SORT_ORDER = {
  newest: ["created_at", "desc"],
  "price-asc": ["sale_price_paise", "asc"],
  "price-desc": ["sale_price_paise", "desc"],
  rating: ["rating", "desc"],
  featured: ["created_at", "desc"],
} as const satisfies Record<
  ProductQuery["sort"],
  readonly ["created_at" | "sale_price_paise" | "rating", "asc" | "desc"]
>;

/** One page of the catalogue, filtered and sorted in SQL (indexes per sort), with the total. */
export async function listProducts(db: Database, query: ProductQuery): Promise<Page<ProductRow>> {
  let base = db.selectFrom("products");
  if (query.onSale) base = base.where("on_sale", "=", 1);
  if (query.inStock) base = base.where("stock", ">", 0);
  if (query.featured) base = base.where("featured", "=", 1);
  if (query.ids) base = base.where("id", "in", query.ids);

  // Ties break by id in the sort's own direction, so each sort walks one index (see migration 0001).
  const [column, direction] = SORT_ORDER[query.sort];
  let page = base.selectAll();
  if (query.sort === "featured") page = page.orderBy("featured", "desc");
  page = page.orderBy(column, direction).orderBy("id", direction);
  const [items, count] = await Promise.all([
    page.limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: shown(items), total: Number(count.total) };
}

export async function listFeaturedProducts(db: Database, limit = 8): Promise<ProductRow[]> {
  const items = await db
    .selectFrom("products")
    .selectAll()
    .where("featured", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return shown(items);
}

export async function getProductBySlug(db: Database, slug: string): Promise<ProductRow> {
  const product = await db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!product) throw notFound("catalogue.products.notFound");
  shows([productTag(product.id)]);
  return product;
}

/** Whole product rows carry their stock: an answer made from them is stale when it moves. */
function shown(products: ProductRow[]): ProductRow[] {
  shows(products.map((p) => productTag(p.id)));
  return products;
}

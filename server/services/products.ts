import type { ProductQuery } from "#domain/schemas/catalog-query.ts";
import type { Database } from "../db/client.ts";
import type { ProductRow } from "../db/schema.ts";
import { notFound } from "../errors.ts";

export interface Page<T> {
  items: T[];
  total: number;
}

/** One page of the catalogue, filtered and sorted in SQL (indexes per sort), with the total. */
export async function listProducts(db: Database, query: ProductQuery): Promise<Page<ProductRow>> {
  let base = db.selectFrom("products");
  if (query.onSale) base = base.where("on_sale", "=", 1);
  if (query.inStock) base = base.where("stock", ">", 0);
  if (query.featured) base = base.where("featured", "=", 1);

  let page = base.selectAll();
  switch (query.sort) {
    case "newest":
      page = page.orderBy("created_at", "desc");
      break;
    case "price-asc":
      page = page.orderBy("sale_price_paise", "asc");
      break;
    case "price-desc":
      page = page.orderBy("sale_price_paise", "desc");
      break;
    case "rating":
      page = page.orderBy("rating", "desc");
      break;
    case "featured":
      page = page.orderBy("featured", "desc").orderBy("created_at", "desc");
      break;
  }
  const [items, count] = await Promise.all([
    page.orderBy("id").limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export async function listFeaturedProducts(db: Database, limit = 8): Promise<ProductRow[]> {
  return db
    .selectFrom("products")
    .selectAll()
    .where("featured", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function getProductBySlug(db: Database, slug: string): Promise<ProductRow> {
  const product = await db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!product) throw notFound("Product");
  return product;
}

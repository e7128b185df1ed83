import type { SelectQueryBuilder } from "kysely";
import { withCareWords } from "#domain/catalogue/care-words.ts";
import { countFacets, type FacetGroup, type Facets } from "#domain/catalogue/facets.ts";
import { FACETS, type Facet } from "#domain/catalogue/finder.ts";
import type { FinderFilters, ProductQuery } from "#domain/schemas/catalog-query.ts";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import type { ProductRow, ProductWithVariants, VariantRow } from "#server/features/catalogue/rows.ts";
import { availabilityTag, productTag, shows } from "#server/cache/cache-tags.ts";
import { notFound } from "#server/http/errors.ts";
import { containsWords } from "./search.ts";

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

/** Each facet's column; `care` is the URL's short name for the care level. */
const FACET_COLUMN = {
  category: "category",
  light: "light",
  water: "water",
  care: "care_level",
  placement: "placement",
  petSafe: "pet_safe",
} as const satisfies Record<Facet, keyof ProductRow>;

type Products = SelectQueryBuilder<DB, "products", object>;
type FilterParts = Omit<FinderFilters, "sort">;

/**
 * The products the finder's filters leave (docs/product/catalogue.md#the-plant-finder): values
 * of one facet are alternatives, facets narrow each other. `except` leaves one facet (or the
 * price bounds) out, as its own counts are read.
 */
function filtered(db: Database, f: FilterParts, except?: Facet | "price"): Products {
  let query: Products = db.selectFrom("products");
  for (const facet of FACETS) {
    if (facet === except) continue;
    if (facet === "petSafe") {
      if (f.petSafe) query = query.where("pet_safe", "=", 1);
      continue;
    }
    const values = f[facet];
    if (values.length) query = query.where(FACET_COLUMN[facet], "in", values);
  }
  if (f.onSale) query = query.where("on_sale", "=", 1);
  if (f.inStock) query = query.where("stock", ">", 0);
  if (except !== "price") {
    if (f.minPrice !== undefined) query = query.where("sale_price_paise", ">=", f.minPrice);
    if (f.maxPrice !== undefined) query = query.where("sale_price_paise", "<=", f.maxPrice);
  }
  if (f.q) query = query.where(containsWords(db, f.q.normalize("NFC").toLowerCase()));
  return query;
}

/** Narrowed only by the facets, stock and sale: the kept counts answer (price bounds and text need the rows). */
function countable(f: FilterParts): boolean {
  return f.minPrice === undefined && f.maxPrice === undefined && !f.q;
}

/**
 * The products the filters leave, grouped by their facet values: from the counts kept by
 * triggers (migration 0016) when only facets, stock and sale narrow, else grouped from the
 * products themselves (a price range or text, read through their indexes).
 */
async function facetGroups(db: Database, f: FilterParts): Promise<FacetGroup[]> {
  const orNull = (value: string | null) => (value ? value : null);
  if (countable(f)) {
    let kept = db.selectFrom("product_facet_counts").selectAll().where("n", ">", 0);
    if (f.inStock) kept = kept.where("in_stock", "=", 1);
    if (f.onSale) kept = kept.where("on_sale", "=", 1);
    const rows = await kept.execute();
    return rows.map((row) => ({
      category: row.category,
      light: orNull(row.light),
      water: orNull(row.water),
      care: orNull(row.care_level),
      placement: orNull(row.placement),
      petSafe: row.pet_safe === -1 ? null : row.pet_safe === 1,
      n: Number(row.n),
    }));
  }
  let rows = db.selectFrom("products");
  if (f.onSale) rows = rows.where("on_sale", "=", 1);
  if (f.inStock) rows = rows.where("stock", ">", 0);
  if (f.minPrice !== undefined) rows = rows.where("sale_price_paise", ">=", f.minPrice);
  if (f.maxPrice !== undefined) rows = rows.where("sale_price_paise", "<=", f.maxPrice);
  if (f.q) rows = rows.where(containsWords(db, f.q.normalize("NFC").toLowerCase()));
  const groups = await rows
    .select((eb) => [
      "category",
      "light",
      "water",
      "care_level",
      "placement",
      "pet_safe",
      eb.fn.countAll<number>().as("n"),
    ])
    .groupBy(["category", "light", "water", "care_level", "placement", "pet_safe"])
    .execute();
  return groups.map((row) => ({
    category: row.category,
    light: row.light,
    water: row.water,
    care: row.care_level,
    placement: row.placement,
    petSafe: row.pet_safe === null ? null : row.pet_safe === 1,
    n: Number(row.n),
  }));
}

/** How many products the filters leave: from the kept counts when they can answer, else counted. */
async function countOf(db: Database, query: ProductQuery, base: Products): Promise<number> {
  if (!query.featured && !query.ids && countable(query)) return countFacets(await facetGroups(db, query), query).total;
  const count = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  return Number(count.total);
}

/**
 * One page of the catalogue, filtered and sorted in SQL (indexes per sort), with the total and each
 * product's variants. Care words in the text ('shade', 'बालकनी') filter by care attributes.
 */
export async function listProducts(
  db: Database,
  asked: ProductQuery,
  stock: StockShown = "count",
): Promise<Page<ProductWithVariants>> {
  const query = withCareWords(asked);
  let base = filtered(db, query);
  if (query.featured) base = base.where("featured", "=", 1);
  if (query.ids) base = base.where("id", "in", query.ids);

  // Ties break by id in the sort's own direction, so each sort walks one index (see migration 0001).
  // The page's ids first: sorting what the filters leave reads an index (migration 0016), and
  // only the page's own rows are read whole.
  const [column, direction] = SORT_ORDER[query.sort];
  let page = base.select("id");
  if (query.sort === "featured") page = page.orderBy("featured", "desc");
  page = page.orderBy(column, direction).orderBy("id", direction);
  const [ids, total] = await Promise.all([
    page.limit(query.limit).offset(query.offset).execute(),
    countOf(db, query, base),
  ]);
  const rows = ids.length
    ? await db
        .selectFrom("products")
        .selectAll()
        .where(
          "id",
          "in",
          ids.map((row) => row.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((row) => byId.get(row.id) ?? []);
  return { items: await withVariants(db, shown(items, stock)), total };
}

/** The lowest or highest price among the products every filter but the price leaves (one end of an index range). */
async function priceEnd(db: Database, filters: FilterParts, end: "min" | "max"): Promise<number | null> {
  const row = await filtered(db, filters, "price")
    .select((eb) =>
      (end === "min" ? eb.fn.min<number>("sale_price_paise") : eb.fn.max<number>("sale_price_paise")).as("paise"),
    )
    .executeTakeFirstOrThrow();
  return row.paise === null ? null : Number(row.paise);
}

export async function productFacets(db: Database, asked: FilterParts): Promise<Facets> {
  const filters = withCareWords(asked);
  const [groups, minPaise, maxPaise] = await Promise.all([
    facetGroups(db, filters),
    priceEnd(db, filters, "min"),
    priceEnd(db, filters, "max"),
  ]);
  return { ...countFacets(groups, filters), price: { minPaise, maxPaise } };
}

/** The home page's featured products, whose cards show their availability. */
export async function listFeaturedProducts(db: Database, limit = 8): Promise<ProductWithVariants[]> {
  const items = await db
    .selectFrom("products")
    .selectAll()
    .where("featured", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return withVariants(db, shown(items, "availability"));
}

export async function getProductBySlug(db: Database, slug: string): Promise<ProductWithVariants> {
  const product = await db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!product) throw notFound("catalogue.products.notFound");
  shows([productTag(product.id)]);
  const [withOwn] = await withVariants(db, [product]);
  return withOwn!;
}

/** The products with their variants, in order (one query for the whole page). */
export async function withVariants(db: Database, products: ProductRow[]): Promise<ProductWithVariants[]> {
  if (!products.length) return [];
  const variants = await db
    .selectFrom("product_variants")
    .selectAll()
    .where(
      "product_id",
      "in",
      products.map((p) => p.id),
    )
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of variants) {
    const own = byProduct.get(variant.product_id);
    if (own) own.push(variant);
    else byProduct.set(variant.product_id, [variant]);
  }
  return products.map((p) => ({ ...p, variants: byProduct.get(p.id) ?? [] }));
}

/**
 * What an answer made from product rows shows of their stock: the count (the API, a product's
 * page), stale whenever it moves; or only each one's availability (the pages' lists), stale when
 * that moves (cache-tags.ts stockMoved).
 */
export type StockShown = "count" | "availability";

function shown<T extends { id: string }>(products: T[], stock: StockShown): T[] {
  shows(products.map((p) => (stock === "count" ? productTag(p.id) : availabilityTag(p.id))));
  return products;
}

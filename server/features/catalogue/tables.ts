import { PostgresAdapter, type Transaction } from "kysely";
import type { z } from "zod";
import { productSearchText } from "#domain/admin.ts";
import { type AdminBlogView, blogKind } from "#domain/catalogue/blog.ts";
import type { CatalogueKind, CatalogueKindName } from "#domain/catalogue/kind.ts";
import { type AdminNurseryView, nurseryKind } from "#domain/catalogue/nursery.ts";
import { type AdminProductView, productKind } from "#domain/catalogue/product.ts";
import { message } from "#domain/i18n/message.ts";
import type { BLOG_SORTS, BlogImageSlot, BlogInput } from "#domain/schemas/admin-blog.ts";
import type { NURSERY_SORTS, NurseryImageSlot, NurseryInput } from "#domain/schemas/admin-nursery.ts";
import type { PRODUCT_SORTS, ProductImageSlot, ProductInput } from "#domain/schemas/admin-product.ts";
import { type AdminCategoryView, categoryKind } from "#domain/catalogue/category.ts";
import type { CATEGORY_SORTS, CategoryImageSlot, CategoryInput } from "#domain/schemas/admin-category.ts";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import { AppError } from "#server/http/errors.ts";
import { adminCategoryAnswer, blogAnswer, nurseryAnswer, productAnswer } from "./answers.ts";
import { withProductCounts } from "./categories.ts";
import {
  adminBlogView,
  adminCategoryJson,
  adminCategoryView,
  adminNurseryView,
  adminProductView,
  blogJson,
  nurseryJson,
  productJson,
} from "./presenters.ts";
import { assertSkusFree, saveProductVariants } from "./product-variants.ts";
import { withVariants } from "./products.ts";
import type {
  BlogRecord,
  CategoryRecord,
  CategoryWithCount,
  NurseryRecord,
  ProductRecord,
  ProductWithVariants,
} from "./rows.ts";
import { rateProductAs } from "#server/features/reviews/product-ratings.ts";

/**
 * Rows kept beside an entry's own (a product's variants, a category's product count): written
 * in the save's transaction, read with the entry.
 */
export interface RelatedRows<Row, Input, Loaded extends Row> {
  save(trx: Transaction<DB>, entry: { key: string; before: Row | null; input: Input }): Promise<void>;
  load(db: Database, rows: Row[]): Promise<Loaded[]>;
  /** Goes with the entry, in its delete's transaction. */
  remove?(trx: Transaction<DB>, row: Row): Promise<void>;
  /** After a save failed: the refusal a race it lost deserves (a SKU another save took meanwhile), thrown. */
  explainFailure?(db: Database, entry: { key: string | null; input: Input }): Promise<void>;
}

export interface CatalogueTable<
  Row extends object,
  Input extends { removeImages: readonly Slot[] },
  Slot extends string,
  Sort extends string,
  AdminView extends { id: string; title: string },
  Loaded extends Row = Row,
> extends CatalogueKind<Input, Slot, Sort> {
  /** The column naming an entry in its URLs (`/api/admin/{kind}/{key}`): a generated id, or a slug the admin chooses. */
  key: "id" | "slug";
  /** Every column holding a picture (a kind may keep more than its form edits). */
  pictureColumns: ReadonlyArray<keyof Row & string>;
  sortColumns: Record<Sort, keyof Row & string>;
  /** Searched case-insensitively by the admin table's search box. */
  searchColumns: ReadonlyArray<keyof Row & string>;
  /** Slugs name one entry each; a clash is a 409 with the form's own message. */
  uniqueSlug: boolean;
  /** The columns a save writes, new entry or not (never the pictures: the service does those). */
  columnsOf(input: Input, now: string): Partial<Row>;
  /** What only a new entry gets besides (creation time, defaults). */
  newColumnsOf(input: Input, now: string): Partial<Row>;
  related?: RelatedRows<Row, Input, Loaded>;
  /** Refuses to delete an entry others still need (a category holding products), with why; in the delete's transaction. */
  beforeDelete?(trx: Transaction<DB>, row: Row): Promise<void>;
  /** The entry's JSON (docs/product/api.md: its field names, rupees, picture URLs), and its schema. */
  json(row: Loaded): unknown;
  answer: z.ZodType;
  /** What the admin table and its form show. */
  adminView(row: Loaded): AdminView;
}

/**
 * Any one kind's table, where code serves them all (the admin service and use cases). Each
 * kind's own functions agree on its row and input types; across kinds there is nothing to check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyCatalogueTable = CatalogueTable<any, any, any, any, any, any>;

/** The row of a kind's table as its presenters read it (with its related rows). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row is asked for
export type RowOf<T> = T extends CatalogueTable<any, any, any, any, any, infer Loaded> ? Loaded : never;

export const productTable: CatalogueTable<
  ProductRecord,
  ProductInput,
  ProductImageSlot,
  (typeof PRODUCT_SORTS)[number],
  AdminProductView,
  ProductWithVariants
> = {
  ...productKind,
  key: "id",
  pictureColumns: ["image1", "image2", "image3", "image4"],
  sortColumns: { created: "created_at", title: "title", price: "sale_price_paise", stock: "stock" },
  // search_text holds the title, the scientific name and the Hindi name, lower-cased.
  searchColumns: ["search_text", "slug"],
  uniqueSlug: true,
  // Search text is derived here, so it never drifts from what it follows; prices and stock follow the variants.
  columnsOf: (input, now) => ({
    slug: input.slug,
    title: input.title,
    title_hi: input.titleHi,
    description: input.description,
    description_hi: input.descriptionHi,
    scientific_name: input.scientificName,
    ...(input.category ? { category: input.category } : {}),
    light: input.care.light,
    water: input.care.water,
    care_level: input.care.careLevel,
    pet_safe: input.care.petSafe === null ? null : input.care.petSafe ? 1 : 0,
    placement: input.care.placement,
    option_name: input.optionName,
    option_name_hi: input.optionNameHi,
    on_sale: input.onSale ? 1 : 0,
    featured: input.featured ? 1 : 0,
    alt_text: input.altText,
    blog_slug: input.blogSlug,
    hsn_code: input.hsnCode,
    gst_rate: input.gstRate,
    search_text: productSearchText(input.title, input.scientificName, input.titleHi),
    updated_at: now,
  }),
  // Prices and stock are written again by the variants' save in the same transaction, and a
  // category left unnamed by the first category's slug (`related.save`).
  newColumnsOf: (input, now) => ({
    category: input.category ?? "",
    price_paise: 0,
    discount: 0,
    sale_price_paise: 0,
    price_varies: 0,
    stock: 0,
    image4: null,
    rating: 0,
    review_count: 0,
    created_at: now,
  }),
  related: {
    async save(trx, { key, before, input }) {
      if (input.category) await assertCategoryExists(trx, input.category);
      else if (!before) await putInFirstCategory(trx, key);
      // A refusal names the product as it is stored: a refused save changes nothing, its title included.
      await saveProductVariants(trx, { id: key, slug: input.slug, title: before?.title ?? input.title }, input);
      if (before?.title !== input.title) await rateProductAs(trx, { id: key, title: input.title });
    },
    load: withVariants,
    async remove(trx, row) {
      await trx.deleteFrom("product_variants").where("product_id", "=", row.id).execute();
    },
    async explainFailure(db, { key, input }) {
      if (input.variants)
        await assertSkusFree(
          db,
          key,
          input.variants.map((v) => v.sku),
        );
    },
  },
  json: productJson,
  answer: productAnswer,
  adminView: adminProductView,
};

/**
 * A product names a category that exists: another is a field's refusal. On PostgreSQL the
 * category's row is held until the save commits, so a delete of it waits and then sees the
 * product (SQLite runs one transaction at a time).
 */
async function assertCategoryExists(trx: Transaction<DB>, slug: string): Promise<void> {
  let query = trx.selectFrom("categories").select("slug").where("slug", "=", slug);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forShare();
  const found = await query.executeTakeFirst();
  if (!found)
    throw new AppError(400, message("catalogue.category.unknown"), { category: message("catalogue.category.unknown") });
}

/** A new product whose save named no category goes in the first one (the admin form always names one). */
async function putInFirstCategory(trx: Transaction<DB>, productId: string): Promise<void> {
  const first = await trx
    .selectFrom("categories")
    .select("slug")
    .orderBy("position")
    .orderBy("name")
    .executeTakeFirst();
  if (!first)
    throw new AppError(400, message("catalogue.category.required"), {
      category: message("catalogue.category.required"),
    });
  await trx.updateTable("products").set({ category: first.slug }).where("id", "=", productId).execute();
}

export const categoryTable: CatalogueTable<
  CategoryRecord,
  CategoryInput,
  CategoryImageSlot,
  (typeof CATEGORY_SORTS)[number],
  AdminCategoryView,
  CategoryWithCount
> = {
  ...categoryKind,
  key: "slug",
  pictureColumns: [],
  sortColumns: { position: "position", name: "name" },
  searchColumns: ["name", "name_hi", "slug"],
  uniqueSlug: true,
  columnsOf: (input, now) => ({
    slug: input.slug,
    name: input.name,
    name_hi: input.nameHi,
    position: input.position,
    updated_at: now,
  }),
  newColumnsOf: (_input, now) => ({ created_at: now }),
  related: {
    // Products name their category by slug: a renamed slug takes its products along, in the same transaction.
    async save(trx, { before, input }) {
      if (before && before.slug !== input.slug)
        await trx.updateTable("products").set({ category: input.slug }).where("category", "=", before.slug).execute();
    },
    load: withProductCounts,
  },
  async beforeDelete(trx, row) {
    const held = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("category", "=", row.slug)
      .executeTakeFirstOrThrow();
    const count = Number(held.n);
    if (count > 0) throw new AppError(409, message("catalogue.categories.notEmpty", { name: row.name, count }));
  },
  json: adminCategoryJson,
  answer: adminCategoryAnswer,
  adminView: adminCategoryView,
};

export const blogTable: CatalogueTable<
  BlogRecord,
  BlogInput,
  BlogImageSlot,
  (typeof BLOG_SORTS)[number],
  AdminBlogView
> = {
  ...blogKind,
  key: "id",
  pictureColumns: blogKind.slots,
  sortColumns: { published: "publish_date", title: "title" },
  searchColumns: ["title", "scientific_name", "slug"],
  uniqueSlug: true,
  columnsOf: (input, now) => ({
    slug: input.slug,
    title: input.title,
    scientific_name: input.scientificName,
    historical_use: input.historicalUse,
    physical_health: input.physicalHealth,
    mental_health: input.mentalHealth,
    traditional_modern_uses: input.traditionalModernUses,
    soil: input.soil,
    sunlight: input.sunlight,
    water: input.water,
    care: input.care,
    title_hi: input.hindi.title,
    historical_use_hi: input.hindi.historicalUse,
    physical_health_hi: input.hindi.physicalHealth,
    mental_health_hi: input.hindi.mentalHealth,
    traditional_modern_uses_hi: input.hindi.traditionalModernUses,
    soil_hi: input.hindi.soil,
    sunlight_hi: input.hindi.sunlight,
    water_hi: input.hindi.water,
    care_hi: input.hindi.care,
    alt_text: input.altText,
    plant_slug: input.plantSlug,
    featured: input.featured ? 1 : 0,
    // A blank date keeps the one the post has.
    ...(input.publishDate ? { publish_date: input.publishDate } : {}),
    updated_at: now,
  }),
  newColumnsOf: (input, now) => ({ publish_date: input.publishDate ?? now, created_at: now }),
  json: blogJson,
  answer: blogAnswer,
  adminView: adminBlogView,
};

export const nurseryTable: CatalogueTable<
  NurseryRecord,
  NurseryInput,
  NurseryImageSlot,
  (typeof NURSERY_SORTS)[number],
  AdminNurseryView
> = {
  ...nurseryKind,
  key: "id",
  pictureColumns: nurseryKind.slots,
  sortColumns: { title: "title", city: "city", created: "created_at" },
  // As the public nursery search: by name or city.
  searchColumns: ["title", "city"],
  uniqueSlug: false,
  columnsOf: (input, now) => ({
    title: input.title,
    city: input.city,
    email: input.email,
    hours: input.hours,
    hours_hi: input.hoursHi,
    alt_text: input.altText,
    updated_at: now,
  }),
  newColumnsOf: (_input, now) => ({ created_at: now }),
  json: nurseryJson,
  answer: nurseryAnswer,
  adminView: adminNurseryView,
};

/** Every kind's table, by name, as CATALOGUE_KINDS names the kinds. */
export const CATALOGUE_TABLES = {
  products: productTable,
  categories: categoryTable,
  blogs: blogTable,
  nurseries: nurseryTable,
} as const satisfies Record<CatalogueKindName, AnyCatalogueTable>;

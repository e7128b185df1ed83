import type { z } from "zod";
import { productSearchText } from "#domain/admin.ts";
import { type AdminBlogView, blogKind } from "#domain/catalogue/blog.ts";
import type { CatalogueKind, CatalogueKindName } from "#domain/catalogue/kind.ts";
import { type AdminNurseryView, nurseryKind } from "#domain/catalogue/nursery.ts";
import { type AdminProductView, productKind } from "#domain/catalogue/product.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { salePricePaise } from "#domain/money.ts";
import type { BLOG_SORTS, BlogImageSlot, BlogInput } from "#domain/schemas/admin-blog.ts";
import type { NURSERY_SORTS, NurseryImageSlot, NurseryInput } from "#domain/schemas/admin-nursery.ts";
import type { PRODUCT_SORTS, ProductImageSlot, ProductInput } from "#domain/schemas/admin-product.ts";
import { blogAnswer, nurseryAnswer, productAnswer } from "./answers.ts";
import { adminBlogView, adminNurseryView, adminProductView, blogJson, nurseryJson, productJson } from "./presenters.ts";
import type { BlogRecord, NurseryRecord, ProductRecord } from "./rows.ts";

/**
 * A column an admin edits while others move it too (a product's stock, taken by orders): the
 * form sends the value it was loaded with, and a changed value is written only if the column
 * still holds it — otherwise `conflict` says what happened, and nothing is written.
 */
export interface ContestedColumn<Row, Input> {
  column: keyof Row & string;
  value(input: Input): number;
  /** What the form was loaded with; undefined (an API client) writes the value outright. */
  loaded(input: Input): number | undefined;
  conflict(row: Row): MessageRef;
}

/**
 * A kind of catalogue entry as the server keeps it: its table's columns, and how its rows are
 * answered. The admin service, the admin use cases and the admin page's loader are generic over
 * this; a new kind is its shared definition (domain/catalogue/), one schema and one table here.
 */
export interface CatalogueTable<
  Row extends { id: string },
  Input extends { removeImages: readonly Slot[] },
  Slot extends string,
  Sort extends string,
  AdminView extends { id: string; title: string },
> extends CatalogueKind<Input, Slot, Sort> {
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
  contested?: ContestedColumn<Row, Input>;
  /** The entry's JSON (docs/product/api.md: its field names, rupees, picture URLs), and its schema. */
  json(row: Row): unknown;
  answer: z.ZodType;
  /** What the admin table and its form show. */
  adminView(row: Row): AdminView;
}

/**
 * Any one kind's table, where code serves them all (the admin service and use cases). Each
 * kind's own functions agree on its row and input types; across kinds there is nothing to check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyCatalogueTable = CatalogueTable<any, any, any, any, any>;

/** The stored row of a kind's table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row is asked for
export type RowOf<T> = T extends CatalogueTable<infer Row, any, any, any, any> ? Row : never;

export const productTable: CatalogueTable<
  ProductRecord,
  ProductInput,
  ProductImageSlot,
  (typeof PRODUCT_SORTS)[number],
  AdminProductView
> = {
  ...productKind,
  pictureColumns: ["image1", "image2", "image3", "image4"],
  sortColumns: { created: "created_at", title: "title", price: "sale_price_paise", stock: "stock" },
  // search_text holds the title, the scientific name and the Hindi name, lower-cased.
  searchColumns: ["search_text", "slug"],
  uniqueSlug: true,
  // Sale price and search text are derived here, so they never drift from what they follow.
  columnsOf: (input, now) => ({
    slug: input.slug,
    title: input.title,
    title_hi: input.titleHi,
    description: input.description,
    scientific_name: input.scientificName,
    price_paise: input.pricePaise,
    discount: input.discount,
    sale_price_paise: salePricePaise(input.pricePaise, input.discount),
    on_sale: input.onSale ? 1 : 0,
    featured: input.featured ? 1 : 0,
    alt_text: input.altText,
    blog_slug: input.blogSlug,
    hsn_code: input.hsnCode,
    gst_rate: input.gstRate,
    search_text: productSearchText(input.title, input.scientificName, input.titleHi),
    updated_at: now,
  }),
  newColumnsOf: (input, now) => ({ stock: input.stock, image4: null, rating: 0, created_at: now }),
  // Orders take stock while an admin's form is open: sold units must never come back.
  contested: {
    column: "stock",
    value: (input) => input.stock,
    loaded: (input) => input.stockWas,
    conflict: (row) => message("catalogue.products.stockChanged", { title: row.title, stock: row.stock }),
  },
  json: productJson,
  answer: productAnswer,
  adminView: adminProductView,
};

export const blogTable: CatalogueTable<
  BlogRecord,
  BlogInput,
  BlogImageSlot,
  (typeof BLOG_SORTS)[number],
  AdminBlogView
> = {
  ...blogKind,
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
  blogs: blogTable,
  nurseries: nurseryTable,
} as const satisfies Record<CatalogueKindName, AnyCatalogueTable>;

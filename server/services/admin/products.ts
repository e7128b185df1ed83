import { randomUUID } from "node:crypto";
import { catalogueTexts, productSearchText } from "#domain/admin.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import {
  PRODUCT_IMAGE_SLOTS,
  type PRODUCT_SORTS,
  type ProductImageSlot,
  type ProductInput,
} from "#domain/schemas/admin-product.ts";
import { salePricePaise } from "#domain/money.ts";
import type { Database } from "../../db/client.ts";
import type { ProductRow } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import {
  type AdminDeps,
  containsText,
  now,
  type Page,
  releaseImages,
  type Uploads,
  withSlugGuard,
  writeWithImages,
  pageOf,
} from "./shared.ts";

const texts = catalogueTexts("Product");

const SORT_COLUMNS = {
  created: "created_at",
  title: "title",
  price: "sale_price_paise",
  stock: "stock",
} as const satisfies Record<(typeof PRODUCT_SORTS)[number], keyof ProductRow>;

/** One page of the products table: search by title, scientific name or slug. */
export async function listAdminProducts(
  db: Database,
  query: AdminListQuery<(typeof PRODUCT_SORTS)[number]>,
): Promise<Page<ProductRow>> {
  let base = db.selectFrom("products");
  if (query.q) base = base.where((eb) => eb.or([containsText("search_text", query.q), containsText("slug", query.q)]));
  return pageOf(base, SORT_COLUMNS[query.sort], query);
}

/**
 * The columns a form sets, but stock (see updateProduct); sale price and search text are
 * derived here, so they never drift.
 */
function productColumns(input: ProductInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    scientific_name: input.scientificName,
    price_paise: input.pricePaise,
    discount: input.discount,
    sale_price_paise: salePricePaise(input.pricePaise, input.discount),
    on_sale: input.onSale ? 1 : 0,
    featured: input.featured ? 1 : 0,
    alt_text: input.altText,
    blog_slug: input.blogSlug,
    search_text: productSearchText(input.title, input.scientificName),
    updated_at: now(),
  } as const;
}

async function getProduct(db: Database, id: string): Promise<ProductRow> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!product) throw notFound("Product");
  return product;
}

export async function createProduct(
  deps: AdminDeps,
  input: ProductInput,
  uploads: Uploads<ProductImageSlot>,
): Promise<ProductRow> {
  const id = randomUUID();
  await withSlugGuard(deps.db, "products", input.slug, null, texts.slugTaken, () =>
    writeWithImages(
      deps,
      { slots: PRODUCT_IMAGE_SLOTS, current: null, uploads, remove: input.removeImages },
      async (images) => {
        const columns = productColumns(input);
        await deps.db
          .insertInto("products")
          .values({
            id,
            ...columns,
            stock: input.stock,
            ...images,
            image4: null,
            rating: 0,
            created_at: columns.updated_at,
          })
          .execute();
      },
    ),
  );
  return getProduct(deps.db, id);
}

export async function updateProduct(
  deps: AdminDeps,
  id: string,
  input: ProductInput,
  uploads: Uploads<ProductImageSlot>,
): Promise<ProductRow> {
  const current = await getProduct(deps.db, id);
  await withSlugGuard(deps.db, "products", input.slug, id, texts.slugTaken, () =>
    writeWithImages(
      deps,
      { slots: PRODUCT_IMAGE_SLOTS, current, uploads, remove: input.removeImages },
      async (images) => {
        let update = deps.db
          .updateTable("products")
          .set({ ...productColumns(input), ...images })
          .where("id", "=", id);
        // Orders take stock while the form is open. A form that kept the stock it was loaded
        // with leaves it alone; one that changed it writes it only if no order moved it
        // meanwhile, so sold units never come back. API clients without stockWas set it outright.
        if (input.stockWas === undefined) update = update.set({ stock: input.stock });
        else if (input.stock !== input.stockWas)
          update = update.set({ stock: input.stock }).where("stock", "=", input.stockWas);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw await stockConflictOrGone(deps.db, id);
      },
    ),
  );
  return getProduct(deps.db, id);
}

/** Why a guarded product update touched no row: the product is gone, or its stock moved. */
async function stockConflictOrGone(db: Database, id: string): Promise<AppError> {
  const now = await db.selectFrom("products").select(["title", "stock"]).where("id", "=", id).executeTakeFirst();
  if (!now) return notFound("Product");
  const message = `The stock of ${now.title} changed to ${now.stock} while you were editing (orders came in). Check the new stock and save again.`;
  return new AppError(409, message, { stock: message });
}

/** Orders keep their lines (the product link becomes empty); the pictures go. */
export async function deleteProduct(deps: AdminDeps, id: string): Promise<void> {
  const product = await getProduct(deps.db, id);
  const result = await deps.db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Product");
  await releaseImages(deps, [product.image1, product.image2, product.image3, product.image4]);
}

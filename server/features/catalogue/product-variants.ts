import { randomUUID } from "node:crypto";
import {
  DEFAULT_VARIANT_NAME,
  orderedVariant,
  productFigures,
  soldVariantName,
  type VariantPricing,
} from "#domain/catalogue/variants.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { salePricePaise } from "#domain/money.ts";
import type { ProductInput, VariantInput } from "#domain/schemas/admin-product.ts";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { EVERYTHING, markChanged } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import type { VariantRow } from "./rows.ts";

type Tx = Transaction<DB>;

/** A SKU the admin left blank: the product's slug, and the variant's name after the first. */
function defaultSku(slug: string, name: string, index: number): string {
  const base = slug.toUpperCase();
  const sku = index === 0 ? base : `${base}-${name.toUpperCase().replace(/[^A-Z0-9]+/g, "-")}`;
  return sku.replace(/-+$/, "").slice(0, 40);
}

/**
 * The variants a save asks for, in order: the list the form sent, or (a one-variant save, as an
 * older API client or a product form without sizes sends it) the first variant with the
 * product's own price, discount and stock, and the rest kept as they are.
 */
function wantedVariants(input: ProductInput, current: VariantRow[]): VariantInput[] {
  if (input.variants) return input.variants;
  const [first, ...rest] = current;
  return [
    {
      id: first?.id ?? null,
      name: first?.name ?? DEFAULT_VARIANT_NAME,
      nameHi: first?.name_hi ?? null,
      sku: first?.sku ?? "",
      ...input.firstVariant,
    },
    ...rest.map((v) => ({
      id: v.id,
      name: v.name,
      nameHi: v.name_hi,
      sku: v.sku,
      pricePaise: v.price_paise,
      discount: v.discount,
      stock: v.stock,
      stockWas: undefined,
    })),
  ];
}

/**
 * Writes a product's variants in the save's transaction and the product row's figures that
 * follow from them (docs/product/catalogue.md#variants). Stock is the contested column: orders
 * take it while the form is open, so a variant's stock changes only if it still holds what the
 * form was loaded with, and the product's sum moves by the same difference (never overwritten,
 * so a concurrent order's own difference stands). Rows are locked variants first, by id, then
 * the product: the order placing an order locks them in.
 */
export async function saveProductVariants(
  trx: Tx,
  product: { id: string; slug: string; title: string },
  input: ProductInput,
): Promise<void> {
  // Prices, sizes and stock shown in every list, count and facet: an admin's save changes them all.
  markChanged([EVERYTHING]);
  const current = await lockVariants(trx, product.id);
  const byId = new Map(current.map((v) => [v.id, v]));
  const wanted = wantedVariants(input, current).map((v, index) => ({
    ...v,
    sku: v.sku || defaultSku(product.slug, v.name, index),
  }));
  for (const [index, v] of wanted.entries()) {
    if (v.id && !byId.has(v.id))
      throw new AppError(409, message("catalogue.variant.unknown"), {
        [`variants.${index}.id`]: message("catalogue.variant.unknown"),
      });
  }
  assertSkusDistinct(wanted.map((v) => v.sku));
  await assertSkusFree(
    trx,
    product.id,
    wanted.map((v) => v.sku),
  );

  const at = now();
  const kept = new Set(wanted.flatMap((v) => (v.id ? [v.id] : [])));
  const gone = current.filter((v) => !kept.has(v.id));
  let stockDelta = 0;
  // Gone first, and SKUs that move parked on their variant's own id (never a SKU: ids are lower
  // case), so a SKU handed from one variant to another never meets itself in the unique index.
  for (const v of gone) {
    await trx.deleteFrom("product_variants").where("id", "=", v.id).execute();
    stockDelta -= v.stock;
  }
  const writes = wanted.map((v, position) => ({ ...v, position }));
  for (const v of writes) {
    if (v.id && byId.get(v.id)!.sku !== v.sku)
      await trx.updateTable("product_variants").set({ sku: v.id }).where("id", "=", v.id).execute();
  }
  for (const v of writes) {
    if (!v.id) continue;
    const before = byId.get(v.id)!;
    const moves = v.stockWas === undefined || v.stock !== v.stockWas;
    if (moves && v.stockWas !== undefined && before.stock !== v.stockWas) {
      const conflict = stockConflict(product.title, soldVariantName(input.optionName, v.name), before.stock);
      throw new AppError(
        409,
        conflict,
        input.variants ? { [`variants.${v.position}.stock`]: conflict, stock: conflict } : { stock: conflict },
      );
    }
    const stock = moves ? v.stock : before.stock;
    await trx
      .updateTable("product_variants")
      .set({ ...variantColumns(v, v.position, at), stock })
      .where("id", "=", v.id)
      .execute();
    stockDelta += stock - before.stock;
  }
  const added = writes.filter((v) => !v.id);
  if (added.length) {
    await trx
      .insertInto("product_variants")
      .values(
        added.map((v) => ({
          ...variantColumns(v, v.position, at),
          id: randomUUID(),
          product_id: product.id,
          stock: v.stock,
          created_at: at,
        })),
      )
      .execute();
    stockDelta += added.reduce((sum, v) => sum + v.stock, 0);
  }

  await trx
    .updateTable("products")
    .set((eb) => ({ ...figureColumns(wanted), stock: eb("stock", "+", stockDelta) }))
    .where("id", "=", product.id)
    .execute();
}

/**
 * A save refused because orders moved the stock since the form was loaded: the variant is named
 * only when the product offers a choice (a product in one variant reads as it always did).
 */
export function stockConflict(title: string, variant: string | null, stock: number): MessageRef {
  return variant === null
    ? message("catalogue.products.stockChanged", { title, stock })
    : message("catalogue.variant.stockChanged", { title, variant, stock });
}

/**
 * The product's variants, each locked (PostgreSQL holds a row a transaction updated) in id order,
 * as every order locks them: their stock can then be read and changed without an order's
 * difference slipping between. In their list order.
 */
async function lockVariants(trx: Tx, productId: string): Promise<VariantRow[]> {
  const ids = await trx.selectFrom("product_variants").select("id").where("product_id", "=", productId).execute();
  const locked: VariantRow[] = [];
  for (const { id } of ids.sort((a, b) => a.id.localeCompare(b.id))) {
    const row = await trx
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb.ref("stock") }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (row) locked.push(row);
  }
  return locked.sort((a, b) => a.position - b.position);
}

/** A variant's own columns as a save writes them (its stock is the caller's: set, or moved). */
export function variantColumns(
  v: { name: string; nameHi?: string | null; sku: string; pricePaise: number; discount: number },
  position: number,
  at: string,
) {
  return {
    position,
    name: v.name,
    name_hi: v.nameHi ?? null,
    sku: v.sku,
    price_paise: v.pricePaise,
    discount: v.discount,
    sale_price_paise: salePricePaise(v.pricePaise, v.discount),
    updated_at: at,
  };
}

/** The product row's price, discount, lowest price and its flag, as its variants (in order) make them. */
export function figureColumns(variants: readonly VariantPricing[]) {
  const figures = productFigures(variants);
  return {
    price_paise: figures.pricePaise,
    discount: figures.discount,
    sale_price_paise: figures.lowestSalePricePaise,
    price_varies: figures.priceVaries ? 1 : 0,
  } as const;
}

/** Two variants of one save never share a SKU, the ones made from a blank among them. */
function assertSkusDistinct(skus: string[]): void {
  const index = skus.findIndex((sku, i) => skus.indexOf(sku) !== i);
  if (index === -1) return;
  const refusal = message("catalogue.variant.sku.duplicate");
  throw new AppError(400, refusal, { [`variants.${index}.sku`]: refusal });
}

/** A SKU names one variant in the whole shop: one another product uses is refused, naming it. */
export async function assertSkusFree(db: Kysely<DB>, productId: string | null, skus: string[]): Promise<void> {
  const named = skus.filter(Boolean);
  if (!named.length) return;
  let query = db.selectFrom("product_variants").select("sku").where("sku", "in", named);
  if (productId) query = query.where("product_id", "!=", productId);
  const taken = await query.executeTakeFirst();
  if (!taken) return;
  const refusal = message("catalogue.variant.sku.taken", { sku: taken.sku });
  throw new AppError(409, refusal, { [`variants.${skus.indexOf(taken.sku)}.sku`]: refusal });
}

/**
 * A product's variant by id, or its default one when none is named (the cart, back-in-stock):
 * 404 for a product that is not there, or a variant that is not this product's.
 */
export async function productVariant(
  db: Kysely<DB>,
  productId: string,
  variantId: string | undefined,
): Promise<{ id: string; stock: number; title: string }> {
  const variants = await db
    .selectFrom("product_variants")
    .innerJoin("products", "products.id", "product_variants.product_id")
    .select(["product_variants.id", "product_variants.stock", "products.title"])
    .where("product_variants.product_id", "=", productId)
    .orderBy("product_variants.position")
    .execute();
  // Every product has at least one variant: none means no such product.
  if (variants.length === 0) throw notFound("catalogue.products.notFound");
  const variant = orderedVariant(variants, variantId);
  if (!variant) throw notFound("catalogue.variants.notFound");
  return variant;
}

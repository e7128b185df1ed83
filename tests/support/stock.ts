import { productFigures } from "#domain/catalogue/variants.ts";
import { salePricePaise } from "#domain/money.ts";
import type { Database } from "#server/db/client.ts";

/** The product's first (default) variant: what a cart line naming no variant orders. */
export async function defaultVariant(db: Database, productId: string) {
  return db
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position")
    .executeTakeFirstOrThrow();
}

export interface VariantChange {
  pricePaise?: number;
  discount?: number;
  stock?: number;
}

/**
 * Changes a variant's price, discount or stock as an admin's edit would (the product's first
 * variant unless one is named), and the product's figures that follow from its variants: its
 * price and discount are the first's, its stock their sum (docs/product/catalogue.md#variants).
 */
export async function setVariant(
  db: Database,
  productId: string,
  change: VariantChange,
  variantId?: string,
): Promise<void> {
  const variant = variantId
    ? await db.selectFrom("product_variants").selectAll().where("id", "=", variantId).executeTakeFirstOrThrow()
    : await defaultVariant(db, productId);
  const pricePaise = change.pricePaise ?? variant.price_paise;
  const discount = change.discount ?? variant.discount;
  await db
    .updateTable("product_variants")
    .set({
      price_paise: pricePaise,
      discount,
      sale_price_paise: salePricePaise(pricePaise, discount),
      stock: change.stock ?? variant.stock,
    })
    .where("id", "=", variant.id)
    .execute();
  const variants = await db
    .selectFrom("product_variants")
    .select(["price_paise as pricePaise", "discount", "stock"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  const figures = productFigures(variants);
  await db
    .updateTable("products")
    .set({
      price_paise: figures.pricePaise,
      discount: figures.discount,
      sale_price_paise: figures.lowestSalePricePaise,
      price_varies: figures.priceVaries ? 1 : 0,
      stock: figures.stock,
    })
    .where("id", "=", productId)
    .execute();
}

/** Sets a variant's stock (the product's first unless one is named), the product's sum following. */
export function setStock(db: Database, productId: string, stock: number, variantId?: string): Promise<void> {
  return setVariant(db, productId, { stock }, variantId);
}

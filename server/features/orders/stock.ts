import type { AppError } from "#server/http/errors.ts";
import { stockMoved } from "#server/cache/cache-tags.ts";
import type { Tx } from "./shared.ts";

/** Units of one variant an order holds. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * Stock is kept per variant, and each product keeps their sum (docs/product/catalogue.md#variants).
 * Every writer locks rows in one order, an order's coupon first (coupon-uses.ts), then variants
 * by id and then products by id, so two
 * transactions holding the same variants can never wait on each other (a deadlock on
 * PostgreSQL). The product's sum moves by differences, never overwritten.
 */
async function moveProductSums(trx: Tx, moved: Map<string, number>): Promise<void> {
  for (const [productId, difference] of [...moved].sort(([a], [b]) => a.localeCompare(b))) {
    if (difference === 0) continue;
    const row = await trx
      .updateTable("products")
      .set((eb) => ({ stock: eb("stock", "+", difference) }))
      .where("id", "=", productId)
      .returning("stock")
      .executeTakeFirst();
    if (row) stockMoved(productId, row.stock - difference, row.stock);
  }
}

const byVariant = <L extends StockLine>(lines: readonly L[]): L[] =>
  [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));

/**
 * Takes each line's units with a guarded update (never below zero): a line short of stock is
 * refused with `refusal(line, left)` and the transaction undoes what was taken before it.
 */
export async function takeStock<L extends StockLine>(
  trx: Tx,
  lines: readonly L[],
  refusal: (line: L, left: number) => AppError,
): Promise<void> {
  const moved = new Map<string, number>();
  for (const line of byVariant(lines)) {
    const taken = await trx
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb("stock", "-", line.quantity) }))
      .where("id", "=", line.variantId)
      .where("stock", ">=", line.quantity)
      .returning("stock")
      .executeTakeFirst();
    if (!taken) {
      const left = await trx
        .selectFrom("product_variants")
        .select("stock")
        .where("id", "=", line.variantId)
        .executeTakeFirst();
      throw refusal(line, left?.stock ?? 0);
    }
    moved.set(line.productId, (moved.get(line.productId) ?? 0) - line.quantity);
  }
  await moveProductSums(trx, moved);
}

/** Gives each line's units back; a variant deleted since has nothing to take them. */
export async function returnStock(trx: Tx, lines: readonly StockLine[]): Promise<void> {
  const moved = new Map<string, number>();
  for (const line of byVariant(lines)) {
    const given = await trx
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb("stock", "+", line.quantity) }))
      .where("id", "=", line.variantId)
      .returning("product_id")
      .executeTakeFirst();
    if (given) moved.set(given.product_id, (moved.get(given.product_id) ?? 0) + line.quantity);
  }
  await moveProductSums(trx, moved);
}

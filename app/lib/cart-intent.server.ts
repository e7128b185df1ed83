import { z } from "#domain/schemas/zod.ts";
import { productCardView } from "#server/features/catalogue/presenters.ts";
import { slugSchema } from "#domain/schemas/catalog-query.ts";
import { MAX_LINE_QUANTITY } from "#domain/schemas/order.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import { getProductBySlug } from "#server/features/catalogue/products.ts";
import type { CartIntent } from "./cart-intent.ts";

const intentSchema = z.object({
  add: slugSchema,
  qty: z.coerce.number().int().min(1).catch(1),
});

/**
 * The product a visitor wanted to add (`?add={slug}&qty=`), read from the catalogue; null when
 * the URL names none, a product that is gone, or one sold out meanwhile (nothing to add then).
 */
export async function readCartIntent(db: Database, url: URL): Promise<CartIntent | null> {
  const parsed = intentSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  try {
    const product = await getProductBySlug(db, parsed.data.add);
    if (product.stock <= 0) return null;
    return { product: productCardView(product), quantity: Math.min(parsed.data.qty, product.stock, MAX_LINE_QUANTITY) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

import { z } from "#domain/schemas/zod.ts";
import { productDetailView } from "#server/features/catalogue/presenters.ts";
import { slugSchema } from "#domain/schemas/catalog-query.ts";
import { MAX_LINE_QUANTITY } from "#domain/schemas/order.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import { getProductBySlug } from "#server/features/catalogue/products.ts";
import type { CartIntent } from "./cart-intent.ts";
import { cartVariantOf } from "./cart.ts";
import { chosenVariant } from "#domain/catalogue/variants.ts";

const intentSchema = z.object({
  add: slugSchema,
  variant: z.string().max(100).optional().catch(undefined),
  qty: z.coerce.number().int().min(1).catch(1),
});

/**
 * The product a visitor wanted to add (`?add={slug}&qty=`, and `&variant={id}` when they chose
 * one; an unknown variant means the default), read from the catalogue; null when the URL names
 * none, a product that is gone, or one sold out meanwhile (nothing to add then).
 */
export async function readCartIntent(db: Database, url: URL): Promise<CartIntent | null> {
  const parsed = intentSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  try {
    const product = productDetailView(await getProductBySlug(db, parsed.data.add));
    const line = cartVariantOf(product, chosenVariant(product.variants, parsed.data.variant));
    if (line.stock <= 0) return null;
    return { product: line, quantity: Math.min(parsed.data.qty, line.stock, MAX_LINE_QUANTITY) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

import type { StoredCartLine } from "#domain/cart.ts";
import type { CartAnswer } from "./answers.ts";

/** The cart as the API answers it (docs/product/api.md#cart): its lines as stored. */
export function cartJson(lines: StoredCartLine[]): CartAnswer {
  return {
    cart: lines.map(({ productId, variantId, quantity }) => ({
      productId,
      ...(variantId ? { variantId } : {}),
      quantity,
    })),
  };
}

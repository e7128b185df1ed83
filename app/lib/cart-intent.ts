import { useEffect, useRef } from "react";
import { addToCart, type CartProduct } from "./cart.ts";

/**
 * A visitor's 'Add to cart' kept across signing in or up: the product, its variant and the
 * quantity travel in the sign-in URL (`add`, `variant`, `qty`) beside `redirectTo`, so the page
 * can say why it opened and the plant is in the cart when the shopper is back where they were.
 */
export interface CartIntent {
  product: CartProduct;
  quantity: number;
}

const INTENT_KEYS = ["redirectTo", "add", "qty", "variant"] as const;

/**
 * The sign-in address for a visitor who pressed 'Add to cart' on `from` (a path with its query);
 * `variant` only for a product offering a choice (else its one variant is meant anyway).
 */
export function signInToAdd(
  from: string,
  product: Pick<CartProduct, "slug" | "variantId" | "variantName">,
  quantity: number,
): string {
  const params = new URLSearchParams({ redirectTo: from, add: product.slug, qty: String(quantity) });
  if (product.variantId && product.variantName) params.set("variant", product.variantId);
  return `/signin?${params}`;
}

/** The same intent on the other auth page (sign-in ⇄ sign-up), so switching never drops it. */
export function withIntent(path: string, params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of INTENT_KEYS) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** Once signed in or up, the product goes into the cart: once, even if the page renders again. */
export function useAddOnSuccess(intent: CartIntent | null, succeeded: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!succeeded || !intent || done.current) return;
    done.current = true;
    addToCart(intent.product, intent.quantity);
  }, [succeeded, intent]);
}

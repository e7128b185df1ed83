import { useEffect, useRef } from "react";
import type { ProductCardView } from "#domain/catalogue/product.ts";
import { addToCart, cartProductOf } from "./cart.ts";

/**
 * A visitor's 'Add to cart' kept across signing in or up: the product and quantity travel in
 * the sign-in URL (`add`, `qty`) beside `redirectTo`, so the page can say why it opened and the
 * plant is in the cart when the shopper is back where they were.
 */
export interface CartIntent {
  product: ProductCardView;
  quantity: number;
}

/** The sign-in address for a visitor who pressed 'Add to cart' on `from` (a path with its query). */
export function signInToAdd(from: string, slug: string, quantity: number): string {
  return `/signin?${new URLSearchParams({ redirectTo: from, add: slug, qty: String(quantity) })}`;
}

/** The same intent on the other auth page (sign-in ⇄ sign-up), so switching never drops it. */
export function withIntent(path: string, params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ["redirectTo", "add", "qty"]) {
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
    addToCart(cartProductOf(intent.product), intent.quantity);
  }, [succeeded, intent]);
}

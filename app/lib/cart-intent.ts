import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { addToCart, type CartProduct } from "./cart.ts";

/**
 * What a visitor asked for that needs an account, kept across signing in or up: it travels in
 * the sign-in URL beside `redirectTo`, so the page can say why it opened and it is done when the
 * shopper is back where they were. 'Add to cart' carries the product, its variant and the
 * quantity (`add`, `variant`, `qty`), done here in the browser's cart; the wishlist's heart
 * carries the product (`wish`), saved by the sign-in's own action (cart-intent.server.ts).
 */
export interface CartIntent {
  product: CartProduct;
  quantity: number;
}

/**
 * The field naming the page a product's form returns to (its path and query) when it is sent
 * before the page's JavaScript ran; the hydrated page's own requests name none.
 */
export const RETURN_FIELD = "back";

/** Set on the page a product was put in the cart from, before its JavaScript ran: the page says so (CartAddedNotice). */
export const ADDED_PARAM = "added";

/** This page's path and query, to come back to: without the notice of an earlier add, which is said once. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(ADDED_PARAM);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const INTENT_KEYS = ["redirectTo", "add", "qty", "variant", "wish"] as const;

/** The sign-in address for a visitor who asked for `intent` on `from` (a path with its query). */
function signInFor(from: string, intent: Record<string, string>): string {
  return `/signin?${new URLSearchParams({ redirectTo: from, ...intent })}`;
}

/**
 * The sign-in address for a visitor who pressed 'Add to cart' on `from`; `variant` only for a
 * product offering a choice (else its one variant is meant anyway).
 */
export function signInToAdd(
  from: string,
  product: Pick<CartProduct, "slug" | "variantId" | "variantName">,
  quantity: number,
): string {
  return signInToAddVariant(from, product.slug, offeredVariant(product), quantity);
}

/** The variant a line names when its product offers a choice; null for a product's one unnamed variant. */
export function offeredVariant(product: Pick<CartProduct, "variantId" | "variantName">): string | null {
  return product.variantId && product.variantName ? product.variantId : null;
}

/** The sign-in address for 'Add to cart' by the product's slug and the chosen variant (null: its only one). */
export function signInToAddVariant(from: string, slug: string, variantId: string | null, quantity: number): string {
  const intent: Record<string, string> = { add: slug, qty: String(quantity) };
  if (variantId) intent.variant = variantId;
  return signInFor(from, intent);
}

/** The sign-in address for a visitor who pressed a product's heart on `from`. */
export function signInToWish(from: string, slug: string): string {
  return signInFor(from, { wish: slug });
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

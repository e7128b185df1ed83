import type { Database } from "#server/db/client.ts";
import { type AppliedCoupon, priceCart } from "#domain/pricing.ts";
import { shopPricingOf } from "#domain/shop-pricing.ts";
import type { PlaceOrderInput } from "#domain/schemas/order.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { checkCoupon } from "#server/features/promotions/coupon-uses.ts";
import { cartLines } from "./place-order.ts";

/**
 * 'Apply' in the order summary (docs/product/commerce-core.md#coupons): whether the coupon may be
 * used on this cart by this customer now, its subtotal priced from the database as the order will
 * be. Nothing is counted: the use is taken when the order is placed, and checked again then.
 */
export async function quoteCoupon(
  db: Database,
  settings: ShopSettings | null,
  { userId, cart, couponCode }: { userId: string; cart: PlaceOrderInput["cart"]; couponCode: string },
): Promise<AppliedCoupon> {
  const { subtotalPaise } = priceCart(await cartLines(db, cart), shopPricingOf(settings));
  return checkCoupon(db, { code: couponCode, userId, subtotalPaise, at: new Date() });
}

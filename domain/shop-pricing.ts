/**
 * The shop's pricing terms and what its pages promise from them, without the pricing of an order
 * (domain/pricing.ts, which re-exports these): every page reads the terms, and the home and
 * product pages state them, so this much is all the browser loads on those pages.
 */

import { type Paise, toPaise } from "#domain/money.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";

/** The shop's settings that change what an order costs (docs/product/commerce-core.md#delivery-charges). */
export interface ShopPricing {
  deliveryFeePaise: Paise;
  /** No fee from this subtotal on; null: the fee is always charged. */
  freeDeliveryAbovePaise: Paise | null;
  /** Shown prices include GST (docs/product/commerce-core.md#prices-inclusive-of-gst). */
  pricesIncludeTax: boolean;
}

/** A shop that has not set them: delivery free, GST added at checkout. */
export const DEFAULT_SHOP_PRICING: ShopPricing = {
  deliveryFeePaise: 0,
  freeDeliveryAbovePaise: null,
  pricesIncludeTax: false,
};

/** The settings as the admin saves them (rupees; no threshold is null) → the pricing terms. */
export function shopPricingOf(
  settings: Pick<ShopSettings, "deliveryFee" | "freeDeliveryAbove" | "pricesIncludeTax"> | null,
): ShopPricing {
  if (!settings) return DEFAULT_SHOP_PRICING;
  return {
    deliveryFeePaise: toPaise(settings.deliveryFee),
    freeDeliveryAbovePaise: settings.freeDeliveryAbove === null ? null : toPaise(settings.freeDeliveryAbove),
    pricesIncludeTax: settings.pricesIncludeTax,
  };
}

/** What the shop can promise about delivery: free, free above a subtotal, or charged. */
export type DeliveryPromise = { kind: "free" } | { kind: "freeAbove"; amountPaise: Paise } | { kind: "charged" };

export function deliveryPromise(pricing: ShopPricing): DeliveryPromise {
  if (pricing.deliveryFeePaise === 0) return { kind: "free" };
  if (pricing.freeDeliveryAbovePaise !== null)
    return { kind: "freeAbove", amountPaise: pricing.freeDeliveryAbovePaise };
  return { kind: "charged" };
}

/**
 * Whether a GST note has anything to say: a rate of 0 % adds nothing and includes nothing, so the
 * product page says nothing of it, as the summary leaves out a tax of ₹0 (`summaryRows`).
 */
export function gstWorthSaying(gstRate: number): boolean {
  return gstRate > 0;
}

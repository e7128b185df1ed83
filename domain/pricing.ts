/**
 * What an order costs (docs/product/orders.md#prices-and-totals): each line at its sale price, a
 * coupon shared over the lines, GST on what the customer pays for each line at its own rate, and
 * the delivery fee taxed at the principal supply's rate. The one pricing function: the cart, the
 * order summary and the order service all call `priceCart`, so the figures a customer is shown
 * are the figures the order keeps.
 */

import { DEFAULT_GST_RATE } from "#domain/gst.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR, type Paise, salePricePaise } from "#domain/money.ts";
import { type CouponTerms, couponDiscountPaise, spreadDiscount } from "#domain/promotions/coupon.ts";
import { DEFAULT_SHOP_PRICING, type ShopPricing } from "#domain/shop-pricing.ts";

export interface PricingLine {
  pricePaise: Paise;
  discount: number;
  quantity: number;
  /** The product's GST rate in percent (docs/product/tax-invoices.md#gst-rates-and-hsn-codes); 18 when not known. */
  gstRate?: number;
}

export interface PricedLine extends PricingLine {
  salePricePaise: Paise;
  lineTotalPaise: Paise;
  gstRate: number;
  /** The line's share of the coupon, in whole paise. */
  couponPaise: Paise;
  /** What GST is charged on: the line total less its coupon share, and less the tax when prices include it. */
  taxablePaise: Paise;
  /** The line's GST, rounded to the paisa. */
  taxPaise: Paise;
}

/** A coupon as pricing needs it: its code for the summary row, and what it takes off. */
export type AppliedCoupon = Pick<CouponTerms, "code" | "kind" | "value">;

export interface CartTotals<L extends PricingLine> {
  lines: Array<L & PricedLine>;
  /** Σ price × quantity before discounts. */
  listTotalPaise: Paise;
  discountPaise: Paise;
  /** Σ line totals: after the products' own discounts, before the coupon. */
  subtotalPaise: Paise;
  couponCode: string | null;
  couponPaise: Paise;
  /** Exclusive prices: the GST added (lines and delivery, rounded to whole rupees); inclusive: the GST the total contains. */
  taxPaise: Paise;
  deliveryPaise: Paise;
  deliveryTaxPaise: Paise;
  /** The delivery fee's GST rate (the principal supply's); null when there is no fee. */
  deliveryGstRate: number | null;
  pricesIncludeTax: boolean;
  totalPaise: Paise;
}

/** a × b / c rounded to the nearest whole number, halves up; integers only. */
function roundedRatio(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * GST of an amount at a rate: added to it (`round(amount × rate / 100)`), or contained in it when
 * prices include tax (taxable value `round(amount × 100 / (100 + rate))`, the tax the rest), so
 * taxable value plus tax is the amount to the paisa.
 */
export function taxOf(amountPaise: Paise, rate: number, included: boolean): { taxablePaise: Paise; taxPaise: Paise } {
  if (!included) return { taxablePaise: amountPaise, taxPaise: roundedRatio(amountPaise, rate, 100) };
  const taxablePaise = roundedRatio(amountPaise, 100, 100 + rate);
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** The fee for goods worth `subtotalPaise`: none for an empty cart or at the free-delivery threshold. */
export function deliveryFeePaise(pricing: ShopPricing, subtotalPaise: Paise): Paise {
  if (subtotalPaise === 0) return 0;
  if (pricing.freeDeliveryAbovePaise !== null && subtotalPaise >= pricing.freeDeliveryAbovePaise) return 0;
  return pricing.deliveryFeePaise;
}

/** How much more in the cart makes delivery free; null when it is free already or never. */
export function freeDeliveryShortfallPaise(pricing: ShopPricing, subtotalPaise: Paise): Paise | null {
  if (pricing.freeDeliveryAbovePaise === null || pricing.deliveryFeePaise === 0) return null;
  const short = pricing.freeDeliveryAbovePaise - subtotalPaise;
  return short > 0 ? short : null;
}

/** The principal supply: the line with the largest taxable value (the first on a tie). */
function principalRate(lines: ReadonlyArray<{ taxablePaise: Paise; gstRate: number }>): number {
  let best: { taxablePaise: Paise; gstRate: number } | undefined;
  for (const line of lines) if (!best || line.taxablePaise > best.taxablePaise) best = line;
  return best?.gstRate ?? DEFAULT_GST_RATE;
}

/**
 * The one pricing function. Each line costs its sale price times its quantity; the coupon comes
 * off the subtotal and is shared over the lines in proportion to their totals; each line is taxed
 * on what is left of it at its own rate, and the delivery fee at the principal supply's. With
 * prices exclusive of GST, the order's tax is the sum rounded to whole rupees, half up (with
 * every rate 18 and no coupon, the original shop's round(18 % of Subtotal)) and is added; with
 * prices inclusive, it is contained: Total = Σ line totals − coupon + delivery.
 */
export function priceCart<L extends PricingLine>(
  lines: readonly L[],
  pricing: ShopPricing = DEFAULT_SHOP_PRICING,
  coupon: AppliedCoupon | null = null,
): CartTotals<L> {
  const sold = lines.map((line) => {
    const sale = salePricePaise(line.pricePaise, line.discount);
    return {
      ...line,
      salePricePaise: sale,
      lineTotalPaise: sale * line.quantity,
      gstRate: line.gstRate ?? DEFAULT_GST_RATE,
    };
  });
  const listTotalPaise = sold.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const subtotalPaise = sold.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const couponPaise = coupon ? couponDiscountPaise(coupon, subtotalPaise) : 0;
  const shares = spreadDiscount(
    sold.map((l) => l.lineTotalPaise),
    couponPaise,
  );
  const included = pricing.pricesIncludeTax;
  const priced = sold.map((line, index) => {
    const share = shares[index]!;
    return { ...line, couponPaise: share, ...taxOf(line.lineTotalPaise - share, line.gstRate, included) };
  });
  const deliveryPaise = deliveryFeePaise(pricing, subtotalPaise);
  const deliveryGstRate = deliveryPaise > 0 ? principalRate(priced) : null;
  const deliveryTaxPaise = deliveryGstRate === null ? 0 : taxOf(deliveryPaise, deliveryGstRate, included).taxPaise;
  const lineTaxPaise = priced.reduce((sum, l) => sum + l.taxPaise, 0) + deliveryTaxPaise;
  const taxPaise = included ? lineTaxPaise : Math.floor((lineTaxPaise + 50) / 100) * 100;
  return {
    lines: priced,
    listTotalPaise,
    discountPaise: listTotalPaise - subtotalPaise,
    subtotalPaise,
    couponCode: couponPaise > 0 && coupon ? coupon.code : null,
    couponPaise,
    taxPaise,
    deliveryPaise,
    deliveryTaxPaise,
    deliveryGstRate,
    pricesIncludeTax: included,
    totalPaise: subtotalPaise - couponPaise + deliveryPaise + (included ? 0 : taxPaise),
  };
}

/** The GST rate the lines share, or null when they differ (the summary then says only "GST"). */
export function sharedGstRate(lines: ReadonlyArray<{ gstRate?: number }>): number | null {
  const rates = new Set(lines.map((l) => l.gstRate ?? DEFAULT_GST_RATE));
  return rates.size === 1 ? [...rates][0]! : rates.size === 0 ? DEFAULT_GST_RATE : null;
}

/** One row of an order's summary: an amount added, taken off, the sum it comes to, or the tax it contains. */
export interface SummaryRow {
  label: MessageRef;
  paise: Paise;
  role: "start" | "minus" | "equals" | "plus" | "total" | "included";
  /** Delivery at no charge reads 'Free'. */
  free?: boolean;
}

export type OrderFigures = Omit<CartTotals<PricingLine>, "lines">;

function taxLabel(gstRate: number | null, included: boolean): MessageRef {
  if (included)
    return gstRate === null
      ? message("order.summary.taxIncluded")
      : message("order.summary.taxIncludedAtRate", { rate: gstRate });
  return gstRate === null ? message("order.summary.tax") : message("order.summary.taxAtRate", { rate: gstRate });
}

/**
 * The summary rows in the order that reads as a sum (issue 15: "836 − 110 + 150" invited a wrong
 * sum): MRP total − Discount = Subtotal; − Coupon + Tax + Delivery Charges = Total. With prices
 * inclusive of GST the tax is not added: it follows the total as what the total includes. The
 * original row names kept (docs/product/orders.md#summary-rows); the tax row names its GST rate
 * when every line shares it. A row with nothing to say is left out: no discount (and then no MRP
 * total, which would only repeat the subtotal the sum starts from), no tax at ₹0 (plants taxed at
 * 0 %); delivery stays, as `Free` tells something.
 */
export function summaryRows(totals: OrderFigures, gstRate: number | null): SummaryRow[] {
  const tax: SummaryRow[] =
    totals.taxPaise > 0
      ? [
          {
            label: taxLabel(gstRate, totals.pricesIncludeTax),
            paise: totals.taxPaise,
            role: totals.pricesIncludeTax ? "included" : "plus",
          },
        ]
      : [];
  const discounted = totals.discountPaise > 0;
  return [
    ...(discounted
      ? [
          { label: message("order.summary.mrpTotal"), paise: totals.listTotalPaise, role: "start" as const },
          { label: message("order.summary.discount"), paise: totals.discountPaise, role: "minus" as const },
        ]
      : []),
    {
      label: message("order.summary.subtotal"),
      paise: totals.subtotalPaise,
      role: discounted ? "equals" : "start",
    },
    ...(totals.couponCode && totals.couponPaise > 0
      ? [
          {
            label: message("order.summary.coupon", { code: totals.couponCode }),
            paise: totals.couponPaise,
            role: "minus" as const,
          },
        ]
      : []),
    ...(totals.pricesIncludeTax ? [] : tax),
    {
      label: message("order.summary.delivery"),
      paise: totals.deliveryPaise,
      role: "plus",
      free: totals.deliveryPaise === 0,
    },
    { label: message("order.summary.total"), paise: totals.totalPaise, role: "total" },
    ...(totals.pricesIncludeTax ? tax : []),
  ];
}

/** A summary row's amount as text: `−₹110.00`, `₹857.00`; a free one as the message `Free`. */
export function summaryAmount(row: SummaryRow): string {
  if (row.free) return message("order.summary.free");
  return `${row.role === "minus" ? "−" : ""}${formatINR(row.paise)}`;
}

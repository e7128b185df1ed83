import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR, type Paise } from "#domain/money.ts";

/**
 * Coupon rules (docs/product/commerce-core.md#coupons): which coupon may be used on an order, what
 * it takes off, and how that is shared over the order's lines so each line's taxable value falls
 * by its part and the parts add up to the discount exactly. Pure: the order service and the order
 * summary both ask these.
 */

/** 4–20 of A–Z and 0–9, as a code is stored; a customer may type it in any case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** A code as the shop stores and compares it: trimmed, upper case. */
export function normalizeCouponCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What of a coupon decides whether it applies and what it takes off; money in paise, dates ISO. */
export interface CouponTerms {
  code: string;
  /** `percent` of the subtotal (`value` 1–90), or a fixed `amount` (`value` in paise). */
  kind: "percent" | "amount";
  value: number;
  minSubtotalPaise: Paise;
  startsAt: string | null;
  endsAt: string | null;
  /** All customers together; null: no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number;
  active: boolean;
}

/** How the coupon stands at the moment of ordering: its uses so far, all and this customer's. */
export interface CouponUse {
  at: Date;
  subtotalPaise: Paise;
  uses: number;
  usesByCustomer: number;
}

/** Where a coupon stands at a moment, whoever asks: what the admin's table shows. */
export type CouponStanding = "active" | "off" | "scheduled" | "expired" | "usedUp";

export function couponStanding(coupon: CouponTerms, at: Date, uses: number): CouponStanding {
  const moment = at.getTime();
  if (!coupon.active) return "off";
  if (coupon.startsAt !== null && moment < Date.parse(coupon.startsAt)) return "scheduled";
  if (coupon.endsAt !== null && moment > Date.parse(coupon.endsAt)) return "expired";
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return "usedUp";
  return "active";
}

/**
 * Why this coupon may not be used on this order, or null when it may. An unknown, inactive, not
 * yet started or used-up coupon is simply not valid (a customer need not learn which); an ended
 * one has expired; then the customer's own uses; then the subtotal it needs, with how much more.
 */
export function couponRefusal(coupon: CouponTerms | null, use: CouponUse): MessageRef | null {
  if (!coupon) return message("coupon.notValid");
  const standing = couponStanding(coupon, use.at, use.uses);
  if (standing === "expired") return message("coupon.expired");
  if (standing !== "active") return message("coupon.notValid");
  if (use.usesByCustomer >= coupon.maxUsesPerCustomer) return message("coupon.alreadyUsed");
  if (use.subtotalPaise < coupon.minSubtotalPaise)
    return message("coupon.addMore", { amount: formatINR(coupon.minSubtotalPaise - use.subtotalPaise) });
  return null;
}

/** What a coupon leaves to pay for the goods at least: Razorpay and UPI take no less than ₹1. */
export const MIN_PAYABLE_PAISE: Paise = 100;

/**
 * What the coupon takes off a subtotal: a percentage rounded to the nearest paisa (half up), or
 * its amount; never so much that less than ₹1 is left to pay for the goods.
 */
export function couponDiscountPaise(coupon: Pick<CouponTerms, "kind" | "value">, subtotalPaise: Paise): Paise {
  const off =
    coupon.kind === "percent" ? Math.floor((subtotalPaise * coupon.value + 50) / 100) : Math.round(coupon.value);
  return Math.min(Math.max(0, off), Math.max(0, subtotalPaise - MIN_PAYABLE_PAISE));
}

/**
 * The discount shared over the lines in proportion to their totals, in whole paise that add up to
 * it exactly: each line gets the whole paise of its share, and the paise left over go one each to
 * the lines with the largest remainders (the earlier line on a tie). No line gets more than its
 * total.
 */
export function spreadDiscount(lineTotalsPaise: readonly Paise[], discountPaise: Paise): Paise[] {
  const sum = lineTotalsPaise.reduce((total, line) => total + line, 0);
  if (sum === 0 || discountPaise <= 0) return lineTotalsPaise.map(() => 0);
  const off = Math.min(discountPaise, sum);
  // In BigInt: line × off can pass 2^53 for the largest orders the shop takes.
  const big = { sum: BigInt(sum), off: BigInt(off) };
  const shares = lineTotalsPaise.map((line, index) => ({
    index,
    whole: Number((BigInt(line) * big.off) / big.sum),
    remainder: (BigInt(line) * big.off) % big.sum,
  }));
  let left = off - shares.reduce((total, share) => total + share.whole, 0);
  const parts = shares.map((share) => share.whole);
  for (const share of [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )) {
    if (left === 0) break;
    parts[share.index]! += 1;
    left -= 1;
  }
  return parts;
}

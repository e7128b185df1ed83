import { toRupees } from "#domain/money.ts";
import type { AdminCouponView, CouponStanding } from "#domain/views/admin.ts";
import type { CouponAnswer } from "./answers.ts";
import { type Coupon, couponTermsOf } from "./coupons.ts";

/** Coupons, as the API (rupees) and the admin's table (paise) show them. */

export function couponJson(row: Coupon): CouponAnswer {
  const terms = couponTermsOf(row);
  return {
    code: terms.code,
    kind: terms.kind,
    value: terms.kind === "amount" ? toRupees(terms.value) : terms.value,
    minSubtotal: toRupees(terms.minSubtotalPaise),
    startsAt: terms.startsAt,
    endsAt: terms.endsAt,
    maxUses: terms.maxUses,
    maxUsesPerCustomer: terms.maxUsesPerCustomer,
    active: terms.active,
    uses: row.uses,
  };
}

/** What a customer would find at `at`, in the order `couponRefusal` asks (the customer's own uses and subtotal aside). */
function standingOf(row: Coupon, at: number): CouponStanding {
  if (row.active !== 1) return "off";
  if (row.starts_at !== null && at < Date.parse(row.starts_at)) return "scheduled";
  if (row.ends_at !== null && at > Date.parse(row.ends_at)) return "expired";
  if (row.max_uses !== null && row.uses >= row.max_uses) return "usedUp";
  return "active";
}

export function adminCouponView(row: Coupon, at: Date): AdminCouponView {
  return {
    ...couponTermsOf(row),
    id: row.code,
    title: row.code,
    uses: row.uses,
    standing: standingOf(row, at.getTime()),
  };
}

import { toRupees } from "#domain/money.ts";
import { couponStanding } from "#domain/promotions/coupon.ts";
import type { AdminCouponView } from "#domain/views/admin.ts";
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

export function adminCouponView(row: Coupon, at: Date): AdminCouponView {
  const terms = couponTermsOf(row);
  return { ...terms, id: row.code, title: row.code, uses: row.uses, standing: couponStanding(terms, at, row.uses) };
}

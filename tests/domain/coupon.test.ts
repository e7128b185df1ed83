import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessage } from "#domain/i18n/message.ts";
import {
  COUPON_CODE_PATTERN,
  couponDiscountPaise,
  couponRefusal,
  type CouponTerms,
  normalizeCouponCode,
  spreadDiscount,
} from "#domain/promotions/coupon.ts";

/** docs/product/commerce-core.md#coupons: which coupon applies, what it takes off, and how that is shared over the lines. */

const DIWALI: CouponTerms = {
  code: "DIWALI10",
  kind: "percent",
  value: 10,
  minSubtotalPaise: 50_000,
  startsAt: "2026-10-01T00:00:00.000Z",
  endsAt: "2026-11-30T23:59:59.000Z",
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
};
const use = { at: new Date("2026-11-01T10:00:00.000Z"), subtotalPaise: 80_000, uses: 3, usesByCustomer: 0 };

describe("coupon codes", () => {
  it("are 4–20 of A–Z and 0–9, compared upper case", () => {
    expect(normalizeCouponCode("  diwali10 ")).toBe("DIWALI10");
    expect(COUPON_CODE_PATTERN.test("DIWALI10")).toBe(true);
    for (const bad of ["ABC", "A".repeat(21), "DIWALI-10", "diwali10"])
      expect(COUPON_CODE_PATTERN.test(bad)).toBe(false);
  });
});

describe("whether a coupon applies", () => {
  it("applies within its dates, uses and minimum", () => {
    expect(couponRefusal(DIWALI, use)).toBeNull();
  });

  it("is not valid when unknown, inactive, not started or used up; expired after its end", () => {
    expect(couponRefusal(null, use)).toBe("coupon.notValid");
    expect(couponRefusal({ ...DIWALI, active: false }, use)).toBe("coupon.notValid");
    expect(couponRefusal(DIWALI, { ...use, at: new Date("2026-09-30T23:59:59.000Z") })).toBe("coupon.notValid");
    expect(couponRefusal(DIWALI, { ...use, uses: 100 })).toBe("coupon.notValid");
    expect(couponRefusal(DIWALI, { ...use, at: new Date("2026-12-01T00:00:00.000Z") })).toBe("coupon.expired");
    expect(
      couponRefusal({ ...DIWALI, startsAt: null, endsAt: null, maxUses: null }, { ...use, uses: 10_000 }),
    ).toBeNull();
  });

  it("is refused to a customer who has used it as often as allowed", () => {
    expect(couponRefusal(DIWALI, { ...use, usesByCustomer: 1 })).toBe("coupon.alreadyUsed");
    expect(couponRefusal({ ...DIWALI, maxUsesPerCustomer: 2 }, { ...use, usesByCustomer: 1 })).toBeNull();
  });

  it("says how much more the cart needs below its minimum", () => {
    const refusal = couponRefusal(DIWALI, { ...use, subtotalPaise: 45_050 });
    expect(readMessage(refusal!)).toEqual({ code: "coupon.addMore", params: { amount: "₹49.50" } });
  });
});

describe("what a coupon takes off", () => {
  it("a percentage of the subtotal, to the nearest paisa (half up); an amount; never all but ₹1 of the subtotal", () => {
    expect(couponDiscountPaise({ kind: "percent", value: 10 }, 80_000)).toBe(8_000);
    expect(couponDiscountPaise({ kind: "percent", value: 15 }, 10_010)).toBe(1_502);
    expect(couponDiscountPaise({ kind: "percent", value: 15 }, 10_030)).toBe(1_505);
    expect(couponDiscountPaise({ kind: "amount", value: 20_000 }, 80_000)).toBe(20_000);
    expect(couponDiscountPaise({ kind: "amount", value: 20_000 }, 15_000)).toBe(14_900);
    expect(couponDiscountPaise({ kind: "amount", value: 20_000 }, 100)).toBe(0);
  });

  it("is shared over the lines in proportion, the leftover paise to the largest remainders", () => {
    expect(spreadDiscount([20_000, 10_000, 10_000], 1_000)).toEqual([500, 250, 250]);
    // 100 paise over thirds: 33.33 each, the first (earliest on a tie) gets the spare paisa.
    expect(spreadDiscount([300, 300, 300], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([17_900, 19_900], 0)).toEqual([0, 0]);
    expect(spreadDiscount([], 500)).toEqual([]);
  });

  it("property: the parts add up to the discount exactly, each within a paisa of its share and never over its line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (lines, discount) => {
          const sum = lines.reduce((a, b) => a + b, 0);
          const off = Math.min(discount, sum);
          const parts = spreadDiscount(lines, discount);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(off);
          parts.forEach((part, i) => {
            expect(part).toBeLessThanOrEqual(lines[i]!);
            expect(Math.abs(part - (lines[i]! * off) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

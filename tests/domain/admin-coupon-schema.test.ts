import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indianDate } from "#domain/india/time.ts";
import { message } from "#domain/i18n/message.ts";
import { COUPON_CODE_PATTERN, couponRefusal } from "#domain/promotions/coupon.ts";
import { couponFormSchema } from "#domain/schemas/admin-coupon.ts";
import { fieldErrors, formValues } from "#domain/schemas/fields.ts";

/** The coupon form and API body (docs/product/admin.md#coupons), as the admin's browser and the server both parse it. */

const refusals = (input: unknown) => {
  const result = couponFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

/** A form as the admin's dialog posts it: every field a string, the box's hidden `false` before its `true`. */
const form = (fields: Record<string, string>, active = true) =>
  formValues([
    ...Object.entries(fields),
    ["active", "false"],
    ...(active ? ([["active", "true"]] as const) : []),
  ] as Array<[string, string]>);

describe("the coupon form", () => {
  it("reads the dialog's strings: blanks take the defaults, the box its state", () => {
    const blanks = { minSubtotal: "", startsAt: "", endsAt: "", maxUses: "", maxUsesPerCustomer: "" };
    expect(couponFormSchema.parse(form({ code: " diwali10 ", kind: "percent", value: "10", ...blanks }))).toEqual({
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      minSubtotalPaise: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      active: true,
    });
    expect(couponFormSchema.parse(form({ code: "FLAT99", kind: "amount", value: "99.99" }, false))).toMatchObject({
      value: 9999,
      active: false,
    });
  });

  it("reads a JSON body alike, null for none, and absent `active` as a new coupon's true", () => {
    expect(
      couponFormSchema.parse({
        code: "FLAT99",
        kind: "amount",
        value: 99.99,
        minSubtotal: 499.5,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        maxUsesPerCustomer: 3,
      }),
    ).toEqual({
      code: "FLAT99",
      kind: "amount",
      value: 9999,
      minSubtotalPaise: 49_950,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 3,
      active: true,
    });
  });

  it("takes a date as India's whole day, so the rules see it start at 00:00 IST and end at its last moment", () => {
    const terms = couponFormSchema.parse({
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      startsAt: "2026-10-01",
      endsAt: "2026-10-31",
    });
    expect([terms.startsAt, terms.endsAt]).toEqual(["2026-09-30T18:30:00.000Z", "2026-10-31T18:29:59.999Z"]);
    const at = (iso: string) => ({ at: new Date(iso), subtotalPaise: 100_000, uses: 0, usesByCustomer: 0 });
    // 23:59 IST on the last day still counts; 00:00 IST the next day has expired; 23:59 IST the day before is too early.
    expect(couponRefusal(terms, at("2026-10-31T18:29:00.000Z"))).toBeNull();
    expect(couponRefusal(terms, at("2026-10-31T18:30:00.000Z"))).toBe(message("coupon.expired"));
    expect(couponRefusal(terms, at("2026-09-30T18:29:00.000Z"))).toBe(message("coupon.notValid"));
    // Shown again in the form as the same days.
    expect([indianDate(new Date(terms.startsAt!)), indianDate(new Date(terms.endsAt!))]).toEqual([
      "2026-10-01",
      "2026-10-31",
    ]);
    // A one-day coupon starts and ends on the same date.
    expect(
      couponFormSchema.safeParse({ ...terms, value: 10, startsAt: "2026-11-01", endsAt: "2026-11-01" }).success,
    ).toBe(true);
  });

  it.each([
    [{ code: "AB" }, { code: message("coupon.code.invalid") }],
    [{ code: "SALE-10" }, { code: message("coupon.code.invalid") }],
    [{ code: "A".repeat(21) }, { code: message("coupon.code.invalid") }],
    [{ code: "" }, { code: message("coupon.code.required") }],
    [{ value: "95" }, { value: message("coupon.value.percentInvalid") }],
    [{ value: "0" }, { value: message("coupon.value.percentInvalid") }],
    [{ kind: "amount", value: "-1" }, { value: message("coupon.value.amountInvalid") }],
    [{ kind: "amount", value: "1.005" }, { value: message("coupon.value.amountInvalid") }],
    [{ value: "" }, { value: message("coupon.value.required") }],
    [{ minSubtotal: "-0.01" }, { minSubtotal: message("coupon.minSubtotal.invalid") }],
    [{ minSubtotal: "1000000.01" }, { minSubtotal: message("coupon.minSubtotal.invalid") }],
    [{ startsAt: "2026-10-31", endsAt: "2026-10-30" }, { endsAt: message("coupon.endsAt.beforeStart") }],
    [{ startsAt: "31/10/2026" }, { startsAt: message("coupon.date.invalid") }],
    [{ maxUses: "0" }, { maxUses: message("coupon.maxUses.invalid") }],
    [{ maxUsesPerCustomer: "1001" }, { maxUsesPerCustomer: message("coupon.maxUsesPerCustomer.invalid") }],
  ])("refuses %o beside its field", (changed, expected) => {
    expect(refusals(form({ code: "SALE10", kind: "percent", value: "10", ...changed }))).toEqual(expected);
  });

  it("stores every well-formed code upper case, and refuses every other", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (typed) => {
        const result = couponFormSchema.safeParse({ code: typed, kind: "percent", value: 10 });
        const stored = typed.trim().toUpperCase();
        if (COUPON_CODE_PATTERN.test(stored)) expect(result.success && result.data.code).toBe(stored);
        else expect(result.success).toBe(false);
      }),
    );
  });

  it("turns any amount of whole paise up to ₹1,00,000 into those paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (paise) => {
        const rupees = paise / 100;
        expect(couponFormSchema.parse({ code: "FLAT", kind: "amount", value: String(rupees) }).value).toBe(paise);
      }),
    );
  });
});

import { message } from "#domain/i18n/message.ts";
import { addDays, startOfIndianDay } from "#domain/india/time.ts";
import { toPaise } from "#domain/money.ts";
import { COUPON_CODE_PATTERN, type CouponTerms, normalizeCouponCode } from "#domain/promotions/coupon.ts";
import { z } from "#domain/schemas/zod.ts";
import {
  adminListQuerySchema,
  decimalField,
  optionalDecimalField,
  optionalWholeNumberField,
  wholeNumberField,
} from "./admin-fields.ts";
import { booleanField } from "./fields.ts";

/**
 * The coupon form and the body of POST and PUT /api/admin/coupons (docs/product/admin.md#coupons):
 * the admin page's form sends strings, an API client JSON; both come out as the coupon's terms,
 * money in paise and dates as the UTC moments they begin and end at.
 */

export const COUPON_KINDS = ["percent", "amount"] as const;

/** Percent off: a whole 1–90 (the contract's range: never the whole price). */
const MAX_PERCENT = 90;
/** Rupees: well above any sensible coupon, and in paise well inside PostgreSQL's integer. */
const MAX_AMOUNT_RUPEES = 100_000;
const MAX_MIN_SUBTOTAL_RUPEES = 1_000_000;
const MAX_USES = 1_000_000;
const MAX_USES_PER_CUSTOMER = 1000;

const CODE_REQUIRED = message("coupon.code.required");
const CODE_INVALID = message("coupon.code.invalid");
const PERCENT_INVALID = message("coupon.value.percentInvalid");
const AMOUNT_INVALID = message("coupon.value.amountInvalid");
const MIN_SUBTOTAL_INVALID = message("coupon.minSubtotal.invalid");
const DATE_INVALID = message("coupon.date.invalid");
export const ENDS_BEFORE_START = message("coupon.endsAt.beforeStart");

/** Rupees that are whole paise: at most two decimals. */
const inWholePaise = (rupees: number) => Math.abs(toPaise(rupees) - rupees * 100) < 1e-6;

/** Typed in any case and with spaces around; kept and compared upper case. */
const codeField = z
  .string({ error: (issue) => (issue.input === undefined ? CODE_REQUIRED : CODE_INVALID) })
  .transform(normalizeCouponCode)
  .pipe(z.string().min(1, CODE_REQUIRED).regex(COUPON_CODE_PATTERN, CODE_INVALID));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A moment with its offset, as the API answers them: 2026-10-31T18:29:59.999Z, 2026-11-01T00:00:00+05:30. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar date that exists (not 2026-02-30). */
const isCalendarDate = (date: string) =>
  DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/**
 * A start or end: blank or null for none, a moment with its offset as it is, or a calendar date
 * (the form's date inputs) as India's: a coupon starting on the 1st is good from its first minute
 * there, one ending on the 31st until its last.
 */
function dateField(edge: "start" | "end") {
  return z
    .string({ error: DATE_INVALID })
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (text === "") return null;
      if (isCalendarDate(text)) {
        if (edge === "start") return startOfIndianDay(text);
        return new Date(Date.parse(startOfIndianDay(addDays(text, 1))) - 1).toISOString();
      }
      const at = MOMENT.test(text) ? Date.parse(text) : Number.NaN;
      if (Number.isNaN(at)) {
        ctx.addIssue({ code: "custom", message: DATE_INVALID });
        return z.NEVER;
      }
      return new Date(at).toISOString();
    });
}

/** Blank or null: no limit. */
const maxUsesField = z
  .preprocess(
    (value) => (value === null ? undefined : value),
    optionalWholeNumberField(message("coupon.maxUses.invalid"), 1, MAX_USES),
  )
  .transform((value) => value ?? null);

/**
 * Absent from a JSON body: a new coupon is active. The form's checkbox sends nothing when it is
 * cleared, so the form sends `active=false` before it (the last value of a name wins).
 */
const activeField = z.preprocess((value) => (value === undefined ? true : value), booleanField);

export const couponFormSchema = z
  .object({
    code: codeField.meta({ description: "4–20 of A–Z and 0–9, in any case: stored upper case" }),
    kind: z.enum(COUPON_KINDS, { error: message("coupon.kind.invalid") }),
    value: decimalField(message("coupon.value.required"), message("coupon.value.notNumber")).meta({
      description: "A whole percent 1–90 for `percent`; rupees for `amount`",
    }),
    minSubtotal: optionalDecimalField(MIN_SUBTOTAL_INVALID, 0)
      .refine(
        (rupees) => rupees >= 0 && rupees <= MAX_MIN_SUBTOTAL_RUPEES && inWholePaise(rupees),
        MIN_SUBTOTAL_INVALID,
      )
      .meta({ description: "Rupees; absent: 0" }),
    startsAt: dateField("start").meta({
      description: "A date (from 00:00 IST that day) or an ISO moment with its offset; absent or null: at once",
    }),
    endsAt: dateField("end").meta({
      description: "A date (to the end of that day, IST) or an ISO moment with its offset; absent or null: no end",
    }),
    maxUses: maxUsesField.meta({ description: "Uses by all customers together; absent or null: no limit" }),
    maxUsesPerCustomer: wholeNumberField(message("coupon.maxUsesPerCustomer.invalid"), 1, MAX_USES_PER_CUSTOMER, 1),
    active: activeField.meta({ description: "Absent: true" }),
  })
  .superRefine((coupon, ctx) => {
    const { kind, value, startsAt, endsAt } = coupon;
    if (kind === "percent" && !(Number.isInteger(value) && value >= 1 && value <= MAX_PERCENT))
      ctx.addIssue({ code: "custom", path: ["value"], message: PERCENT_INVALID });
    if (kind === "amount" && !(value > 0 && value <= MAX_AMOUNT_RUPEES && inWholePaise(value)))
      ctx.addIssue({ code: "custom", path: ["value"], message: AMOUNT_INVALID });
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: ENDS_BEFORE_START });
  })
  .transform(
    (coupon): CouponTerms => ({
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.kind === "amount" ? toPaise(coupon.value) : coupon.value,
      minSubtotalPaise: toPaise(coupon.minSubtotal),
      startsAt: coupon.startsAt,
      endsAt: coupon.endsAt,
      maxUses: coupon.maxUses,
      maxUsesPerCustomer: coupon.maxUsesPerCustomer,
      active: coupon.active,
    }),
  );

export type CouponInput = z.output<typeof couponFormSchema>;

export const COUPON_SORTS = ["created", "code", "uses"] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const couponListQuerySchema = adminListQuerySchema(COUPON_SORTS, { sort: "created", dir: "desc" });

import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR, type Paise } from "#domain/money.ts";
import { taxOf } from "#domain/pricing.ts";
import { spreadDiscount } from "#domain/promotions/coupon.ts";

/**
 * Returns and replacements of live plants (docs/product/commerce-core.md#returns-and-replacements):
 * which problems a customer may report, for how long after delivery, how many units, and what
 * part of a line's taxable value and GST a credit note for some of its units carries. Pure: the
 * returns service and the order page both ask these.
 */

export const RETURN_REASONS = ["Arrived damaged", "Dead on arrival", "Wrong item", "Missing item", "Other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_WISHES = ["Replacement", "Refund"] as const;
export type ReturnWish = (typeof RETURN_WISHES)[number];

/** Days after delivery a problem may be reported, when the shop has not set its own. */
export const DEFAULT_RETURN_WINDOW_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `RT-2026-17`: the year the request was made and its number in that year. */
export function returnNumber(year: number, n: number): string {
  return `RT-${year}-${n}`;
}

/**
 * Why a problem may not be reported on this order now, or null when it may: only a delivered
 * order, and only until `days` whole days after its delivery.
 */
export function returnWindowRefusal(deliveredAt: Date | null, at: Date, days: number): MessageRef | null {
  if (deliveredAt === null) return message("return.notDelivered");
  if (at.getTime() > deliveredAt.getTime() + days * DAY_MS) return message("return.windowClosed", { days });
  return null;
}

/** Units of one order line: what was delivered, or what a request names. */
export interface LineUnits {
  /** The line as the order keeps it: its product and variant. */
  key: string;
  title: string;
  quantity: number;
}

/**
 * Why these units may not be reported, or null when they may: never more of a line than was
 * delivered less what earlier requests (not rejected) already named, and at least one unit.
 */
export function returnLinesRefusal(
  asked: readonly LineUnits[],
  delivered: readonly LineUnits[],
  reportedBefore: ReadonlyMap<string, number>,
): MessageRef | null {
  if (asked.length === 0 || asked.every((line) => line.quantity <= 0)) return message("return.noLines");
  const deliveredByKey = new Map(delivered.map((line) => [line.key, line]));
  for (const line of asked) {
    const sold = deliveredByKey.get(line.key);
    if (!sold) return message("return.notInOrder");
    const left = sold.quantity - (reportedBefore.get(line.key) ?? 0);
    if (left <= 0) return message("return.alreadyReported", { title: sold.title });
    if (line.quantity > left) return message("return.moreThanDelivered", { quantity: left, title: sold.title });
  }
  return null;
}

/** A line's taxable value and GST as sold, and how many of its units were sold. */
export interface SoldLine {
  quantity: number;
  taxablePaise: Paise;
  taxPaise: Paise;
}

/**
 * What a credit note for `units` more units of a line carries, after `creditedBefore` units were
 * credited already: each figure's share up to and including these units, rounded half up, less
 * its share up to the units before. So the credit notes of a line, however it is returned in
 * parts, add up to the line exactly, and no part is negative.
 */
export function creditedPart(line: SoldLine, creditedBefore: number, units: number): SoldLine {
  const upTo = (paise: Paise, n: number) => Math.floor((2 * paise * n + line.quantity) / (2 * line.quantity));
  const share = (paise: Paise) => upTo(paise, creditedBefore + units) - upTo(paise, creditedBefore);
  return { quantity: units, taxablePaise: share(line.taxablePaise), taxPaise: share(line.taxPaise) };
}

/**
 * Where a request stands: `Requested` until the admin decides; a replacement is `Approved` (its
 * ₹0 order ships as any order); a refund is `Refund due` until the money went back, then
 * `Refunded`; or `Rejected`, with the reason.
 */
export const RETURN_STATUSES = ["Requested", "Approved", "Refund due", "Refunded", "Rejected"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_NAMES: Readonly<Record<ReturnStatus, MessageRef>> = {
  Requested: message("return.status.requested"),
  Approved: message("return.status.approved"),
  // The payment's own words: the same money, the same state.
  "Refund due": message("payment.status.refundDue"),
  Refunded: message("payment.status.refunded"),
  Rejected: message("return.status.rejected"),
};

export const RETURN_REASON_NAMES: Readonly<Record<ReturnReason, MessageRef>> = {
  "Arrived damaged": message("return.reason.damaged"),
  "Dead on arrival": message("return.reason.dead"),
  "Wrong item": message("return.reason.wrongItem"),
  "Missing item": message("return.reason.missingItem"),
  Other: message("return.reason.other"),
};

export const RETURN_WISH_NAMES: Readonly<Record<ReturnWish, MessageRef>> = {
  Replacement: message("return.wish.replacement"),
  Refund: message("return.wish.refund"),
};

/** A request's photos: at least one, at most three (docs/product/commerce-core.md#returns-and-replacements). */
export const MIN_RETURN_PHOTOS = 1;
export const MAX_RETURN_PHOTOS = 3;
export const RETURN_PHOTOS_COUNT = message("return.photos.count", { min: MIN_RETURN_PHOTOS, max: MAX_RETURN_PHOTOS });

/**
 * Why the admin may not approve this request now, or null: a request still `Requested` is decided
 * once; an approved refund the gateway refused may be approved again, to send it again.
 */
export function returnDecisionRefusal(status: ReturnStatus, refundRefused = false): MessageRef | null {
  if (status === "Requested" || (status === "Refund due" && refundRefused)) return null;
  return message("return.alreadyDecided");
}

/**
 * Why an approved refund of `amountPaise` may not be paid, or null: at least ₹1, never more than
 * the returned lines were sold for, nor than is left of what the customer paid.
 */
export function returnRefundRefusal(
  amountPaise: Paise,
  linesValuePaise: Paise,
  refundablePaise: Paise,
): MessageRef | null {
  if (amountPaise < 100) return message("return.refund.tooSmall");
  if (amountPaise > linesValuePaise)
    return message("return.refund.moreThanLines", { amount: formatINR(linesValuePaise) });
  if (amountPaise > refundablePaise)
    return message("return.refund.moreThanPaid", { amount: formatINR(refundablePaise) });
  return null;
}

/** A line a credit note credits, with its GST rate. */
export interface CreditableLine extends SoldLine {
  gstRate: number;
}

/**
 * A credit of `amountPaise` (GST included) for these lines, when it is not their whole value (a
 * smaller refund, a goodwill refund): shared over the lines in proportion to their value, in whole
 * paise that add up to it, and each share split into taxable value and GST at its line's rate.
 */
export function creditOfAmount(lines: readonly CreditableLine[], amountPaise: Paise): SoldLine[] {
  const shares = spreadDiscount(
    lines.map((line) => line.taxablePaise + line.taxPaise),
    amountPaise,
  );
  return lines.map((line, index) => ({ quantity: line.quantity, ...taxOf(shares[index]!, line.gstRate, true) }));
}

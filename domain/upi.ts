import { message } from "#domain/i18n/message.ts";
import { toRupees } from "./money.ts";

export interface UpiPayment {
  /** The payee's UPI ID (`name@handle`), from the shop settings. */
  upiId: string;
  upiName: string;
  amountPaise: number;
  /** What the payer's bank shows and the shop matches the payment by: the order number. */
  reference: string;
  note: string;
}

/**
 * The UPI deep link (NPCI's `upi://pay`) that a UPI app opens, and the QR code encodes:
 * every value percent-encoded (spaces as %20, never '+', which UPI apps show literally), the
 * amount in rupees with two decimals, the currency INR.
 */
export function upiPaymentUri(p: UpiPayment): string {
  const params: Array<[string, string]> = [
    ["pa", p.upiId],
    ["pn", p.upiName],
    ["am", toRupees(p.amountPaise).toFixed(2)],
    ["cu", "INR"],
    ["tr", p.reference],
    ["tn", p.note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/** A UPI transaction's reference (UTR) as the payer's app shows it: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
export const UTR_MESSAGE = message("payment.utr.invalid");

/**
 * A UTR as pasted from a UPI app or a bank statement, which group it ('4321 5678 9012',
 * '4321-5678-9012'): the separators dropped, the digits kept as they are.
 */
export function utrDigits(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** The UTR a search text names, spaced or dashed as a bank statement may show it, or null. */
export function utrInSearch(text: string): string | null {
  const digits = utrDigits(text);
  return UTR_PATTERN.test(digits) ? digits : null;
}

export const UTR_REPEATED_DIGIT_MESSAGE = message("payment.utr.oneDigitRepeated");

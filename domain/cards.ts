import { message } from "#domain/i18n/message.ts";

/** Card rules (docs/product/payments.md#cards): checked at entry, only the masked form is kept. */

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return "Mastercard";
  if (/^(508[5-9]|60|65|81|82)/.test(digits)) return "RuPay";
  if (/^(6011|64[4-9])/.test(digits)) return "Discover";
  if (/^35/.test(digits)) return "JCB";
  return "Card";
}

/** An expiry typed as MM/YY, or null when it is not a real month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/**
 * A card is valid through the last day of its expiry month. Months are compared in UTC so
 * the browser and the server agree whatever their time zones; near midnight at a month's
 * end that is a few hours generous, never strict. An unreadable expiry is left to the
 * format rule.
 */
export function isExpired(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  return parsed.year * 12 + parsed.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const CARD_EXPIRED = message("card.expired");

export function maskCard(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

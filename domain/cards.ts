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

/**
 * An expiry's two parts as typed: `MM/YY`, or the four digits a phone's number pad gives without
 * the slash (`1227`), spaces ignored; null when it is neither.
 */
function expiryParts(expiry: string): { month: string; year: string } | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry.replace(/\s/g, ""));
  return match ? { month: match[1]!, year: match[2]! } : null;
}

/** The expiry as kept and shown, `MM/YY`; a text that is no expiry is left for the format rule to refuse. */
export function normalizeExpiry(expiry: string): string {
  const parts = expiryParts(expiry);
  return parts ? `${parts.month}/${parts.year}` : expiry.trim();
}

/** Whether an expiry reads as MM/YY at all, whatever its month (`13/20` does: its month is wrong, not its format). */
export function isExpiryFormat(expiry: string): boolean {
  return expiryParts(expiry) !== null;
}

/** An expiry as month and year, or null when it is not MM/YY or not a real month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const parts = expiryParts(expiry);
  if (!parts) return null;
  const month = Number(parts.month);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(parts.year) } : null;
}

/**
 * The expiry field as it is typed on a phone's number pad, which has no slash: the slash follows
 * the month by itself (`12` → `12/`, `1227` → `12/27`), and a first digit that cannot begin a
 * month gets its zero (`4` → `04/`). While deleting, the slash is not put back, or backspace could
 * never pass it.
 */
export function typedExpiry(text: string, deleting: boolean): string {
  const typed = text.replace(/\D/g, "");
  const digits = (/^[2-9]/.test(typed) ? `0${typed}` : typed).slice(0, 4);
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
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

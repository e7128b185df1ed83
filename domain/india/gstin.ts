/**
 * A GSTIN: 15 characters — the state's two-digit code, the holder's PAN (5 letters, 4 digits,
 * 1 letter), the registration's number in that state (1–9 or A–Z), 'Z' by default, and a check
 * character (mod 36 over the first 14, weights alternating 1 and 2, as GSTN computes it).
 */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function isWellFormedGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

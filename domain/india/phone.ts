/** Ten digits starting 6–9, optionally after +91 (spaces and dashes removed first). */
export const MOBILE_PATTERN = /^(?:\+?91)?[6-9]\d{9}$/;

/** A mobile number, or a landline with its STD code; written as people write them (spaces, dashes). */
export function isIndianPhone(text: string): boolean {
  const digits = text.replace(/[\s-]/g, "");
  return MOBILE_PATTERN.test(digits) || /^0\d{9,11}$/.test(digits);
}

/**
 * The digits to look for when someone searches by phone, however the number was written
 * ('+91 98765 43210', '098765-43210', '98765 43210' all give 9876543210); null when the text is
 * not a phone number or too short (under 5 digits) to mean one.
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^[+\d\s()-]+$/.test(text.trim())) return null;
  let digits = text.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= 5 ? digits : null;
}

/** Ten digits starting 6–9, optionally after +91 (spaces and dashes removed first). */
export const MOBILE_PATTERN = /^(?:\+?91)?[6-9]\d{9}$/;

/** A mobile number, or a landline with its STD code; written as people write them (spaces, dashes). */
export function isIndianPhone(text: string): boolean {
  const digits = text.replace(/[\s-]/g, "");
  return MOBILE_PATTERN.test(digits) || /^0\d{9,11}$/.test(digits);
}

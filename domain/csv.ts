import { MOBILE_PATTERN } from "#domain/india/phone.ts";

/**
 * CSV for spreadsheets (RFC 4180), as Excel opens it (docs/product/admin.md#orders). A text cell
 * starting with = + - @ (or a tab or carriage return) would run as a formula in Excel or Sheets,
 * so it is prefixed with a quote mark.
 */

export type CsvValue = string | number | null;

/**
 * Written first: without the byte-order mark, Excel reads a CSV in the PC's old code page and
 * Hindi names come out as 'à¤®à¥€à¤°à¤¾'.
 */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A phone number as a spreadsheet should show it and a courier dials it: a mobile as its ten
 * digits split 5 + 5, '98765 43210' (the shop delivers in India only, so no +91). Ten bare digits
 * would be a number to Excel (9.88E+09 in a narrow column) and '+91 …' a formula, guarded with a
 * stray quote mark; the space keeps the cell text, shown as written. Any other number is kept as
 * typed, guarded as every cell.
 */
export function csvPhone(text: string): string {
  const digits = text.replace(/[\s-]/g, "");
  if (!MOBILE_PATTERN.test(digits)) return text;
  const mobile = digits.slice(-10);
  return `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

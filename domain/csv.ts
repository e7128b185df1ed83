/**
 * CSV for spreadsheets (RFC 4180). A text cell starting with = + - @ (or a tab or carriage
 * return) would run as a formula in Excel or Sheets, so it is prefixed with a quote mark.
 */

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * GST rules (docs/product/tax-invoices.md; CGST Rules 2017, rules 46 and 53): rates, HSN codes,
 * the financial year and document numbers, the split of tax between the Centre and the State,
 * and the amount in words that an invoice carries.
 */

import type { ShopSettings } from "#domain/schemas/settings.ts";

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;

/** Harmonised System of Nomenclature: 4 to 8 digits. */
export const HSN_PATTERN = /^\d{4,8}$/;
/** Live plants (chapter 06): what a nursery mostly sells. */
export const DEFAULT_HSN_CODE = "0602";

/** Delivery charges on an invoice: their own line, under the services code for goods transport (SAC 9965). */
export const DELIVERY_SAC = "9965";
export const DELIVERY_LINE = "Delivery charges";

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India (UTC+5:30) of a moment: what an invoice is dated. */
export function indiaDate(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + INDIA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The financial year (April–March, India time) as invoices write it: `2627` for April 2026–March 2027. */
export function financialYear(at: Date): string {
  const { year, month } = indiaDate(at);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}${String((start + 1) % 100).padStart(2, "0")}`;
}

/** `VA/2627/00001`: the shop's prefix, the financial year, five digits. */
export function invoiceNumber(prefix: string, fy: string, n: number): string {
  return `${prefix}/${fy}/${String(n).padStart(5, "0")}`;
}

/** `CN/2627/00001`: credit notes have their own series. */
export function creditNoteNumber(fy: string, n: number): string {
  return invoiceNumber("CN", fy, n);
}

export interface TaxSplit {
  /** Intra-state supply: half the tax to the Centre (CGST), half to the State (SGST). */
  cgstPaise: number;
  sgstPaise: number;
  /** Inter-state supply: all of it as IGST. */
  igstPaise: number;
}

/**
 * Where the goods go decides the tax's kind: within the seller's state CGST + SGST (half the
 * rate each; an odd paisa goes to the State), elsewhere IGST.
 */
export function splitTax(taxPaise: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99 in words: "Nineteen", "Forty-Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words, in the Indian system: crore, lakh, thousand. */
function wholeInWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  if (crore) parts.push(`${wholeInWords(crore)} Crore`);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * An amount in words as Indian invoices write it: "Rupees One Lakh Twenty-Three Thousand and
 * Fifty Paise Only".
 */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${wholeInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}

/** The seller as the invoice names them, kept with the order: later changes of settings never rewrite it. */
export type Seller = Pick<
  ShopSettings,
  "legalName" | "tradeName" | "address" | "city" | "state" | "pin" | "gstin" | "email" | "phone"
>;

export function sellerOf(settings: ShopSettings): Seller {
  const { legalName, tradeName, address, city, state, pin, gstin, email, phone } = settings;
  return { legalName, tradeName, address, city, state, pin, gstin, email, phone };
}

/**
 * Money rules (docs/product/orders.md#prices-and-totals). Everything inside the shop is integer
 * paise; the API speaks rupees (`"price": 249.5`, docs/product/api.md#conventions) and converts
 * only through `toRupees`/`toPaise`.
 */

import { message, type MessageRef } from "#domain/i18n/message.ts";
import { DEFAULT_GST_RATE } from "#domain/gst.ts";

export type Paise = number;

export const DELIVERY_PAISE: Paise = 0;

/** Rupees as the API speaks them → integer paise. */
export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Integer paise → rupees for JSON answers. */
export function toRupees(paise: Paise): number {
  return paise / 100;
}

/** round(price × (1 − discount/100)) in whole rupees, half up; integer arithmetic only. */
export function salePricePaise(pricePaise: Paise, discountPercent: number): Paise {
  const scaled = pricePaise * (100 - discountPercent); // paise × percent
  return Math.floor((scaled + 5_000) / 10_000) * 100;
}

export interface PricingLine {
  pricePaise: Paise;
  discount: number;
  quantity: number;
  /** The product's GST rate in percent (docs/product/tax-invoices.md#gst-rates-and-hsn-codes); 18 when not known. */
  gstRate?: number;
}

export interface PricedLine extends PricingLine {
  salePricePaise: Paise;
  lineTotalPaise: Paise;
  gstRate: number;
  /** The line's tax at its rate, exact: a line total is whole rupees, so this is whole paise. */
  taxPaise: Paise;
}

export interface CartTotals<L extends PricingLine> {
  lines: Array<L & PricedLine>;
  /** Σ price × quantity before discounts. */
  listTotalPaise: Paise;
  discountPaise: Paise;
  subtotalPaise: Paise;
  taxPaise: Paise;
  deliveryPaise: Paise;
  totalPaise: Paise;
}

/**
 * The one pricing function: the checkout page and the order service both call it. Each line is
 * taxed at its own rate; the order's tax is their sum rounded to whole rupees, half up
 * (docs/product/tax-invoices.md#tax-on-an-order: round(Σ line total × rate) — with every rate 18,
 * the original shop's round(18 % of Subtotal)).
 */
export function priceCart<L extends PricingLine>(lines: readonly L[]): CartTotals<L> {
  const priced = lines.map((line) => {
    const sale = salePricePaise(line.pricePaise, line.discount);
    const lineTotalPaise = sale * line.quantity;
    const gstRate = line.gstRate ?? DEFAULT_GST_RATE;
    return { ...line, salePricePaise: sale, lineTotalPaise, gstRate, taxPaise: (lineTotalPaise * gstRate) / 100 };
  });
  const listTotalPaise = priced.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const subtotalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const exactTaxPaise = priced.reduce((sum, l) => sum + l.taxPaise, 0);
  const taxPaise = Math.floor((exactTaxPaise + 50) / 100) * 100;
  return {
    lines: priced,
    listTotalPaise,
    discountPaise: listTotalPaise - subtotalPaise,
    subtotalPaise,
    taxPaise,
    deliveryPaise: DELIVERY_PAISE,
    totalPaise: subtotalPaise + taxPaise + DELIVERY_PAISE,
  };
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,23,456.00` — Indian grouping, two decimals. Only `<Price>` should call this. */
export function formatINR(paise: Paise): string {
  return inr.format(paise / 100);
}

/** The GST rate the lines share, or null when they differ (the summary then says only "GST"). */
export function sharedGstRate(lines: ReadonlyArray<{ gstRate?: number }>): number | null {
  const rates = new Set(lines.map((l) => l.gstRate ?? DEFAULT_GST_RATE));
  return rates.size === 1 ? [...rates][0]! : rates.size === 0 ? DEFAULT_GST_RATE : null;
}

/** One row of an order's summary: an amount added, taken off, or the sum it comes to. */
export interface SummaryRow {
  label: MessageRef;
  paise: Paise;
  role: "start" | "minus" | "equals" | "plus" | "total";
  /** Delivery at no charge reads 'Free'. */
  free?: boolean;
}

/**
 * The summary rows in the order that reads as a sum (issue 15: "836 − 110 + 150" invited a wrong
 * sum): MRP total − Discount = Subtotal; + Tax + Delivery Charges = Total. The original row names
 * kept (docs/product/orders.md#summary-rows); the tax row names its GST rate when every line shares it.
 */
export function summaryRows(totals: Omit<CartTotals<PricingLine>, "lines">, gstRate: number | null): SummaryRow[] {
  return [
    { label: message("order.summary.mrpTotal"), paise: totals.listTotalPaise, role: "start" },
    { label: message("order.summary.discount"), paise: totals.discountPaise, role: "minus" },
    { label: message("order.summary.subtotal"), paise: totals.subtotalPaise, role: "equals" },
    {
      label: gstRate === null ? message("order.summary.tax") : message("order.summary.taxAtRate", { rate: gstRate }),
      paise: totals.taxPaise,
      role: "plus",
    },
    {
      label: message("order.summary.delivery"),
      paise: totals.deliveryPaise,
      role: "plus",
      free: totals.deliveryPaise === 0,
    },
    { label: message("order.summary.total"), paise: totals.totalPaise, role: "total" },
  ];
}

/** A summary row's amount as text: `−₹110.00`, `₹857.00`; a free one as the message `Free`. */
export function summaryAmount(row: SummaryRow): string {
  if (row.free) return message("order.summary.free");
  return `${row.role === "minus" ? "−" : ""}${formatINR(row.paise)}`;
}

import { amountInWords, DELIVERY_LINE, DELIVERY_SAC, type Seller, splitTax } from "#domain/gst.ts";
import { gstStateCode } from "#domain/india/states.ts";
import { orderNumber } from "#domain/orders.ts";
import type { TaxDocumentLine, TaxDocumentView } from "#domain/views/tax-document.ts";
import type { InvoicedOrder } from "#server/features/orders/get-tax-document.ts";
import type { Language } from "#domain/i18n/languages.ts";
import type { CreditNoteLineRow, CreditNoteRow, OrderItemRow } from "#server/features/orders/rows.ts";
import { paymentMethodText } from "#server/features/orders/presenters.ts";

function numbering(o: InvoicedOrder, kind: TaxDocumentView["kind"]) {
  if (kind === "invoice") return { number: o.invoice_number, issuedAt: o.invoice_date, originalInvoice: null };
  if (!o.credit_note_number || !o.credit_note_date) throw new Error(`Order ${o.id} has no credit note`);
  return {
    number: o.credit_note_number,
    issuedAt: o.credit_note_date,
    originalInvoice: { number: o.invoice_number, issuedAt: o.invoice_date },
  };
}

/** What every document of an order says of its parties and its sale: the seller then, the buyer, where it was supplied. */
/**
 * A line as the document names it: the English the GST papers are kept in; for a customer who
 * reads the shop in Hindi, the Hindi name the order kept leads it (docs/product/tax-invoices.md#language).
 */
function lineDescription(language: Language, item: Pick<OrderItemRow, "title" | "title_hi">): string {
  return language === "hi" && item.title_hi ? `${item.title_hi} / ${item.title}` : item.title;
}

function documentOf(o: InvoicedOrder) {
  const seller = JSON.parse(o.seller_json) as Seller;
  return {
    pricesIncludeTax: o.prices_include_tax === 1,
    orderNumber: orderNumber(o.id),
    seller,
    buyer: {
      name: o.user_name,
      email: o.user_email,
      recipient: o.ship_recipient || o.user_name,
      mobile: o.ship_mobile,
      street: o.ship_street,
      landmark: o.ship_landmark,
      city: o.ship_city,
      state: o.ship_state,
      pin: o.ship_zip,
    },
    placeOfSupply: { state: o.ship_state, code: gstStateCode(o.ship_state) ?? "" },
    intraState: o.ship_state === seller.state,
    paymentMethod: paymentMethodText(o),
  };
}

/** The table's sums; `totalPaise` is the document's amount, any difference from the lines' sum its round-off. */
function totalsOf(lines: readonly TaxDocumentLine[], taxPaise: number, totalPaise: number) {
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    totals: {
      taxableValuePaise: sum((l) => l.taxableValuePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      roundOffPaise: taxPaise - sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise),
      totalPaise,
    },
    totalInWords: amountInWords(totalPaise),
  };
}

/**
 * A credit note for part of a sale (returned lines, a goodwill refund), from the figures it was
 * issued with: each line's units at the rate they were sold, and the taxable value and GST it credits.
 */
export function partialCreditNoteView(
  o: InvoicedOrder,
  note: CreditNoteRow,
  noteLines: readonly CreditNoteLineRow[],
  language: Language,
): TaxDocumentView {
  const parties = documentOf(o);
  const lines: TaxDocumentLine[] = noteLines.map((line) => {
    const item = o.items.find((i) => i.id === line.order_item_id);
    const value = parties.pricesIncludeTax ? line.taxable_paise + line.tax_paise : line.taxable_paise;
    // A goodwill credit names no units: one line of its value.
    const ratePaise = item ? item.sale_price_paise : value;
    return {
      description: item ? lineDescription(language, { title: line.title, title_hi: item.title_hi }) : line.title,
      hsnCode: line.hsn_code,
      quantity: line.quantity,
      ratePaise,
      discountPaise: Math.max(0, ratePaise * line.quantity - value),
      taxableValuePaise: line.taxable_paise,
      gstRate: line.gst_rate,
      ...splitTax(line.tax_paise, parties.intraState),
    };
  });
  return {
    kind: "credit-note",
    number: note.number,
    issuedAt: note.issued_at,
    originalInvoice: { number: o.invoice_number, issuedAt: o.invoice_date },
    ...parties,
    lines,
    ...totalsOf(lines, note.tax_paise, note.taxable_paise + note.tax_paise),
  };
}

/**
 * The invoice or credit note of an order, built from what the order kept when it was sold — its
 * lines' HSN codes, rates and taxes, the seller's particulars then — never from today's catalogue.
 * A cancellation's credit note credits what earlier credit notes (a return, a goodwill refund,
 * `before`) left of each line: together they credit the invoice exactly once.
 */
export function taxDocumentView(
  o: InvoicedOrder,
  kind: TaxDocumentView["kind"],
  language: Language,
  before: CreditedBefore = NOTHING_CREDITED,
): TaxDocumentView {
  const parties = documentOf(o);
  const { intraState, pricesIncludeTax: included } = parties;
  const sold = o.items.map((i) => ({
    key: i.id as string | null,
    description: lineDescription(language, i),
    hsnCode: i.hsn_code,
    quantity: i.quantity,
    ratePaise: i.sale_price_paise,
    discountPaise: i.coupon_paise,
    taxablePaise: i.taxable_paise,
    taxPaise: i.tax_paise,
    gstRate: i.gst_rate,
  }));
  // Delivery is a supply of its own (SAC 9965), taxed at the principal supply's rate.
  if (o.shipping_paise > 0 && o.delivery_gst_rate !== null) {
    sold.push({
      key: null,
      description: DELIVERY_LINE,
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      ratePaise: o.shipping_paise,
      discountPaise: 0,
      taxablePaise: included ? o.shipping_paise - o.delivery_tax_paise : o.shipping_paise,
      taxPaise: o.delivery_tax_paise,
      gstRate: o.delivery_gst_rate,
    });
  }
  const lines: TaxDocumentLine[] = sold.flatMap(({ key, taxablePaise, taxPaise, ...line }) => {
    const credited = before.lines.get(key);
    if (!credited) return [{ ...line, taxableValuePaise: taxablePaise, ...splitTax(taxPaise, intraState) }];
    const left = {
      quantity: line.quantity - credited.units,
      taxablePaise: taxablePaise - credited.taxablePaise,
      taxPaise: taxPaise - credited.taxPaise,
    };
    if (left.taxablePaise + left.taxPaise <= 0) return [];
    const value = included ? left.taxablePaise + left.taxPaise : left.taxablePaise;
    return [
      {
        ...line,
        quantity: left.quantity,
        discountPaise: Math.max(0, line.ratePaise * left.quantity - value),
        taxableValuePaise: left.taxablePaise,
        ...splitTax(left.taxPaise, intraState),
      },
    ];
  });
  return {
    kind,
    ...numbering(o, kind),
    ...parties,
    lines,
    ...totalsOf(lines, o.tax_paise - before.taxPaise, o.total_paise - before.totalPaise),
  };
}

/** What credit notes for part of an order credited before: by order line (null: delivery), and in all. */
export interface CreditedBefore {
  lines: ReadonlyMap<string | null, { taxablePaise: number; taxPaise: number; units: number }>;
  /** Their GST (with round-off) and their totals. */
  taxPaise: number;
  totalPaise: number;
}

const NOTHING_CREDITED: CreditedBefore = { lines: new Map(), taxPaise: 0, totalPaise: 0 };

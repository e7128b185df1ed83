import { amountInWords, type Seller, splitTax } from "#domain/gst.ts";
import { gstStateCode } from "#domain/india/states.ts";
import { orderNumber } from "#domain/orders.ts";
import type { TaxDocumentLine, TaxDocumentView } from "#domain/views/tax-document.ts";
import type { InvoicedOrder } from "#server/features/orders/get-tax-document.ts";
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

/**
 * The invoice or credit note of an order, built from what the order kept when it was sold — its
 * lines' HSN codes, rates and taxes, the seller's particulars then — never from today's catalogue.
 */
export function taxDocumentView(o: InvoicedOrder, kind: TaxDocumentView["kind"]): TaxDocumentView {
  const seller = JSON.parse(o.seller_json) as Seller;
  const intraState = o.ship_state === seller.state;
  const lines: TaxDocumentLine[] = o.items.map((i) => ({
    description: i.title,
    hsnCode: i.hsn_code,
    quantity: i.quantity,
    ratePaise: i.sale_price_paise,
    taxableValuePaise: i.line_total_paise,
    gstRate: i.gst_rate,
    ...splitTax(i.tax_paise, intraState),
  }));
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const lineTaxPaise = sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise);
  return {
    kind,
    ...numbering(o, kind),
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
    intraState,
    lines,
    totals: {
      taxableValuePaise: sum((l) => l.taxableValuePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      roundOffPaise: o.tax_paise - lineTaxPaise,
      totalPaise: o.total_paise,
    },
    totalInWords: amountInWords(o.total_paise),
    paymentMethod: paymentMethodText(o),
  };
}

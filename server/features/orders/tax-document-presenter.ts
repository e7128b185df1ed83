import { amountInWords, DELIVERY_LINE, DELIVERY_SAC, type Seller, splitTax } from "#domain/gst.ts";
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
  const included = o.prices_include_tax === 1;
  const lines: TaxDocumentLine[] = o.items.map((i) => ({
    description: i.title,
    hsnCode: i.hsn_code,
    quantity: i.quantity,
    ratePaise: i.sale_price_paise,
    discountPaise: i.coupon_paise,
    taxableValuePaise: i.taxable_paise,
    gstRate: i.gst_rate,
    ...splitTax(i.tax_paise, intraState),
  }));
  // Delivery is a supply of its own (SAC 9965), taxed at the principal supply's rate.
  if (o.shipping_paise > 0 && o.delivery_gst_rate !== null) {
    lines.push({
      description: DELIVERY_LINE,
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      ratePaise: o.shipping_paise,
      discountPaise: 0,
      taxableValuePaise: included ? o.shipping_paise - o.delivery_tax_paise : o.shipping_paise,
      gstRate: o.delivery_gst_rate,
      ...splitTax(o.delivery_tax_paise, intraState),
    });
  }
  const sum = (pick: (l: TaxDocumentLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const lineTaxPaise = sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise);
  return {
    kind,
    pricesIncludeTax: included,
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

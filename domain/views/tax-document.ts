import type { Seller } from "#domain/gst.ts";

/**
 * A tax invoice or credit note as it is printed (docs/product/tax-invoices.md): every particular
 * of CGST Rules 2017, rules 46 and 53, taken from what the order kept when it was sold.
 */
export interface TaxDocumentLine {
  description: string;
  hsnCode: string;
  quantity: number;
  /** The unit price: before tax, or including it when the shop's prices include GST. */
  ratePaise: number;
  /** The line's share of the order's coupon. */
  discountPaise: number;
  taxableValuePaise: number;
  gstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxDocumentView {
  kind: "invoice" | "credit-note";
  /** Rates include GST (docs/product/commerce-core.md#prices-inclusive-of-gst): the table says so. */
  pricesIncludeTax: boolean;
  number: string;
  /** ISO instant of issue; printed as India's calendar date. */
  issuedAt: string;
  /** A credit note names the invoice it undoes. */
  originalInvoice: { number: string; issuedAt: string } | null;
  orderNumber: string;
  seller: Seller;
  buyer: {
    name: string;
    email: string;
    recipient: string;
    mobile: string;
    street: string;
    landmark: string;
    city: string;
    state: string;
    pin: string;
  };
  placeOfSupply: { state: string; code: string };
  /** Within the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: TaxDocumentLine[];
  totals: {
    taxableValuePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** The order's tax is the lines' sum rounded to whole rupees: the difference, shown as such. */
    roundOffPaise: number;
    totalPaise: number;
  };
  totalInWords: string;
  paymentMethod: string;
}

import type { NamedProduct } from "#domain/catalogue/names.ts";
import type { MessageRef } from "#domain/i18n/message.ts";
import type { ReturnReason, ReturnStatus, ReturnWish } from "#domain/returns.ts";

/**
 * What the customer's order page shows of returns (docs/product/commerce-core.md#returns-and-replacements):
 * the requests made, what may still be reported, and the documents and orders they led to.
 * Money stays in paise until <Money> formats it.
 */

/** One request as its customer reads it. */
export interface ReturnRequestView {
  id: string;
  number: string;
  status: ReturnStatus;
  reason: ReturnReason;
  description: string;
  wish: ReturnWish;
  /** Its lines named in both languages, as the order kept them. */
  lines: Array<NamedProduct & { quantity: number }>;
  /** The API's addresses of its photos: a thumbnail and the full size. */
  photos: Array<{ small: string; large: string }>;
  /** Why it was rejected. */
  decisionNote: string | null;
  replacementOrderId: string | null;
  refundPaise: number | null;
  creditNote: CreditNoteLinkView | null;
  createdAt: string;
}

/** A credit note for part of the order, to download. */
export interface CreditNoteLinkView {
  id: string;
  number: string;
}

/** An order line as 'Report a problem' offers it: the units not named by a request yet (not rejected). */
export interface ReportableLineView {
  productId: string;
  variantId: string | null;
  /** The line's names in both languages, as the order kept them. */
  name: NamedProduct;
  left: number;
}

/**
 * Whether a problem may be reported now: open for `days` after delivery, or closed (the refusal
 * the server would give); null while the order is not delivered.
 */
export type ReturnWindowView = { open: true; days: number } | { open: false; refusal: MessageRef } | null;

/** The request a ₹0 replacement order answers, and the order it replaces. */
export interface ReplacementOriginView {
  returnNumber: string;
  orderId: string;
}

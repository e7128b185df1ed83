import { message } from "#domain/i18n/message.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { TaxDocumentView } from "#domain/views/tax-document.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import { getPartialCreditNote } from "./credit-notes.ts";

/** An issued invoice's order: its number, date and seller are there. */
export type InvoicedOrder = OrderWithItems & { invoice_number: string; invoice_date: string; seller_json: string };

export const NO_CREDIT_NOTE = message("order.taxDocument.noCreditNote");
export const NO_GST_PARTICULARS = message("order.taxDocument.noGstParticulars");

function isInvoiced(o: OrderWithItems): o is InvoicedOrder {
  return o.invoice_number !== null && o.invoice_date !== null && o.seller_json !== null;
}

/** One of an order's credit notes for part of its sale (a return, a goodwill refund), with the order it credits. */
export async function getPartialCreditNoteOf(
  { db }: { db: Database },
  { orderId, creditNoteId, userId }: { orderId: string; creditNoteId: string; userId?: string },
) {
  const order = await getOrder(db, { orderId, userId });
  const credit = await getPartialCreditNote(db, { orderId, creditNoteId });
  if (!credit || !isInvoiced(order)) throw new AppError(404, NO_CREDIT_NOTE);
  return { order, ...credit };
}

/**
 * The order behind a tax invoice or credit note, for its customer (`userId`) or an admin (no `userId`).
 * Only reads: each document was issued by the transaction that made it due (docs/gst.md). An order
 * without an invoice was placed before the shop gave its GST particulars, and gets one when it does.
 */
export async function getTaxDocument(
  { db }: { db: Database },
  { orderId, userId, kind }: { orderId: string; userId?: string; kind: TaxDocumentView["kind"] },
): Promise<InvoicedOrder> {
  const order = await getOrder(db, { orderId, userId });
  if (order.replacement_for_return_id !== null) throw new AppError(404, message("order.taxDocument.replacement"));
  if (kind === "credit-note" && order.status !== ORDER_CANCELLED) throw new AppError(404, NO_CREDIT_NOTE);
  if (!isInvoiced(order)) throw new AppError(409, NO_GST_PARTICULARS);
  return order;
}

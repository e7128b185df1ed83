import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { TaxDocumentView } from "#domain/views/tax-document.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { type InvoicedOrder, taxDocumentView } from "#server/presenters/tax-document.ts";
import type { SettingsStore } from "#server/services/settings.ts";
import { getOrder } from "./get-order.ts";
import { issueCreditNote, issueInvoice } from "./tax-documents.ts";

export const NO_CREDIT_NOTE = "This order is not cancelled, so it has no credit note";
export const NO_GST_PARTICULARS = "The shop's GST particulars are not set yet, so no invoice can be issued";

function isInvoiced(o: Awaited<ReturnType<typeof getOrder>>): o is InvoicedOrder {
  return o.invoice_number !== null && o.invoice_date !== null && o.seller_json !== null;
}

/**
 * An order's tax invoice or credit note, for its customer (`userId`) or an admin (no `userId`).
 * Orders placed before invoicing began — or before the shop gave its GST particulars — get their
 * invoice (and a cancelled one its credit note) the first time one is asked for.
 */
export async function getTaxDocument(
  deps: { db: Database; settings: SettingsStore },
  { orderId, userId, kind }: { orderId: string; userId?: string; kind: TaxDocumentView["kind"] },
): Promise<TaxDocumentView> {
  const { db } = deps;
  let order = await getOrder(db, { orderId, userId });
  if (kind === "credit-note" && order.status !== ORDER_CANCELLED) throw new AppError(404, NO_CREDIT_NOTE);
  const needsCreditNote = kind === "credit-note" && order.credit_note_number === null;
  if (!isInvoiced(order) || needsCreditNote) {
    const shop = await deps.settings.shop();
    if (!isInvoiced(order) && !shop) throw new AppError(409, NO_GST_PARTICULARS);
    await db.transaction().execute(async (trx) => {
      const at = new Date();
      if (shop && !isInvoiced(order)) await issueInvoice(trx, orderId, shop, at);
      if (needsCreditNote) await issueCreditNote(trx, orderId, at);
    });
    order = await getOrder(db, { orderId });
  }
  if (!isInvoiced(order)) throw new AppError(409, NO_GST_PARTICULARS);
  return taxDocumentView(order, kind);
}

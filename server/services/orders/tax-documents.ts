import { creditNoteNumber, financialYear, invoiceNumber } from "#domain/gst.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { nextDocumentNumber } from "#server/services/document-numbers.ts";
import type { Tx } from "./shared.ts";

/** The seller as the invoice names them, kept with the order: later changes of settings never rewrite it. */
export type Seller = Pick<ShopSettings, "legalName" | "tradeName" | "address" | "city" | "state" | "pin" | "gstin" | "email" | "phone">;

export function sellerOf(settings: ShopSettings): Seller {
  const { legalName, tradeName, address, city, state, pin, gstin, email, phone } = settings;
  return { legalName, tradeName, address, city, state, pin, gstin, email, phone };
}

/**
 * Gives the order its tax invoice (CGST Rules 2017, rule 46): the next number of the financial
 * year's series, `{prefix}/{FY}/{n}`, taken inside the caller's transaction — the one that places
 * the order — so numbers follow without gaps and none is ever given twice.
 */
export async function issueInvoice(trx: Tx, orderId: string, settings: ShopSettings, at: Date): Promise<void> {
  const fy = financialYear(at);
  const n = await nextDocumentNumber(trx, "invoice", fy);
  await trx
    .updateTable("orders")
    .set({
      invoice_number: invoiceNumber(settings.invoicePrefix, fy, n),
      invoice_date: at.toISOString(),
      seller_json: JSON.stringify(sellerOf(settings)),
    })
    .where("id", "=", orderId)
    .where("invoice_number", "is", null)
    .execute();
}

/**
 * A cancelled sale's credit note (rule 53): its own series, `CN/{FY}/{n}`, issued once, in the
 * transaction that cancels the order. An order that never had an invoice has nothing to credit.
 */
export async function issueCreditNote(trx: Tx, orderId: string, at: Date): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select(["invoice_number", "credit_note_number"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (!order.invoice_number || order.credit_note_number) return;
  const fy = financialYear(at);
  const n = await nextDocumentNumber(trx, "credit-note", fy);
  await trx
    .updateTable("orders")
    .set({ credit_note_number: creditNoteNumber(fy, n), credit_note_date: at.toISOString() })
    .where("id", "=", orderId)
    .where("credit_note_number", "is", null)
    .execute();
}

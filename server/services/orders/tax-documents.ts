import { creditNoteNumber, financialYear, invoiceNumber, sellerOf } from "#domain/gst.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { nextDocumentNumber } from "#server/services/document-numbers.ts";
import type { Tx } from "./shared.ts";

/**
 * Gives the order its tax invoice (CGST Rules 2017, rule 46): the next number of the financial
 * year's series, `{prefix}/{FY}/{n}`, taken inside the caller's transaction — the one that places
 * the order — so numbers follow without gaps and none is ever given twice.
 */
export async function issueInvoice(trx: Tx, orderId: string, settings: ShopSettings, at: Date): Promise<void> {
  if (!(await claim(trx, orderId, "invoice_date", at))) return;
  const fy = financialYear(at);
  const n = await nextDocumentNumber(trx, "invoice", fy);
  await trx
    .updateTable("orders")
    .set({
      invoice_number: invoiceNumber(settings.invoicePrefix, fy, n),
      seller_json: JSON.stringify(sellerOf(settings)),
    })
    .where("id", "=", orderId)
    .execute();
}

/**
 * Dates the document before numbering it, and only if it has no date yet: the row's lock makes a
 * second, concurrent issuer of the same document wait and then find it taken, so it never draws a
 * number it would not use.
 */
async function claim(trx: Tx, orderId: string, column: "invoice_date" | "credit_note_date", at: Date) {
  const { numUpdatedRows } = await trx
    .updateTable("orders")
    .set({ [column]: at.toISOString() })
    .where("id", "=", orderId)
    .where(column, "is", null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A cancelled sale's credit note (rule 53): its own series, `CN/{FY}/{n}`, issued once, in the
 * transaction that cancels the order. An order that never had an invoice has nothing to credit.
 */
export async function issueCreditNote(trx: Tx, orderId: string, at: Date): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select("invoice_number")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (!order.invoice_number || !(await claim(trx, orderId, "credit_note_date", at))) return;
  const fy = financialYear(at);
  const n = await nextDocumentNumber(trx, "credit-note", fy);
  await trx
    .updateTable("orders")
    .set({ credit_note_number: creditNoteNumber(fy, n) })
    .where("id", "=", orderId)
    .execute();
}

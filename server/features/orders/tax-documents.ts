import { sql } from "kysely";
import { creditNoteNumber, financialYear, invoiceNumber, sellerOf } from "#domain/gst.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type { DatabaseKind } from "#server/db/client.ts";
import { nextDocumentNumber } from "#server/features/orders/document-numbers.ts";
import type { Tx } from "#server/features/orders/shared.ts";

/**
 * Gives the order its tax invoice (CGST Rules 2017, rule 46): the next number of the financial
 * year's series, `{prefix}/{FY}/{n}`, taken inside the caller's transaction — the one that places
 * the order, or the one that gives the shop its particulars (`issueDueDocuments`) — so numbers
 * follow without gaps and none is ever given twice.
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
 * transaction that cancels the order. An order that never had an invoice has nothing to credit
 * yet: it is credited when its invoice is issued (`issueDueDocuments`).
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

/**
 * Makes a save of the shop's GST particulars and an order placed by a server that knew of none
 * take turns, until the transaction ends: the order either commits before the save looks for
 * orders to invoice, or reads the particulars once the save has committed. Without it, on
 * PostgreSQL, an order placed during the first save (or on a server not yet told of it) could be
 * left without an invoice. SQLite runs one transaction at a time anyway.
 */
export async function takeInvoicingTurn(trx: Tx, kind: DatabaseKind): Promise<void> {
  if (kind !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtext('tax-invoices'))`.execute(trx);
}

/**
 * Saving the shop's GST particulars makes every order still without a tax invoice due one (docs/gst.md):
 * those placed before the shop first gave them get theirs now, in the caller's transaction, numbered
 * in the order they were placed — and those cancelled since, their credit notes.
 */
export async function issueDueDocuments(trx: Tx, kind: DatabaseKind, settings: ShopSettings, at: Date): Promise<void> {
  await takeInvoicingTurn(trx, kind);
  const due = await trx
    .selectFrom("orders")
    .select("id")
    // A free replacement sells nothing: it never has an invoice, nor a credit note.
    .where("replacement_for_return_id", "is", null)
    .where((eb) =>
      eb.or([
        eb("invoice_number", "is", null),
        eb.and([eb("status", "=", ORDER_CANCELLED), eb("credit_note_number", "is", null)]),
      ]),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const { id } of due) {
    await issueInvoice(trx, id, settings, at);
    // Read after the invoice's claim: a cancellation committed meanwhile is seen, and credited.
    const { status } = await trx.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    if (status === ORDER_CANCELLED) await issueCreditNote(trx, id, at);
  }
}

import type { AdminReturnView, PartialCreditNoteView } from "#domain/views/admin.ts";
import type { ReturnDetails } from "#server/features/returns/list-returns.ts";
import { returnRequestView } from "./order-returns.server.ts";
import type { CreditNoteRow } from "#server/features/orders/rows.ts";

/** A return request as the admin's returns tab shows it: the customer's view, and who asked and what it is worth. */
export function adminReturnView(details: ReturnDetails): AdminReturnView {
  return {
    ...returnRequestView(details),
    orderId: details.order_id,
    customer: details.customer,
    linesValuePaise: details.linesValuePaise,
    refundStatus: details.refundStatus,
  };
}

export function partialCreditNoteView(note: CreditNoteRow): PartialCreditNoteView {
  return {
    id: note.id,
    number: note.number,
    cause: note.cause,
    note: note.note,
    totalPaise: note.taxable_paise + note.tax_paise,
    issuedAt: note.issued_at,
  };
}

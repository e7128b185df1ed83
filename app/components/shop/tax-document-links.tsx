import { FileText } from "lucide-react";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { CreditNoteLinkView } from "#domain/views/order-returns.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * 'Download invoice', and 'Download credit note' once the order is cancelled: plain links to the
 * PDFs, which the API gives the order's customer and the admins
 * (docs/product/tax-invoices.md#downloading-the-documents). A ₹0 replacement sold nothing and has
 * no invoice. `creditNotes`: those for part of the order (a return's refund, a goodwill refund),
 * each by its number.
 */
export function TaxDocumentLinks({
  order,
  creditNotes = [],
  className,
}: {
  order: { id: string; status: string; replacementForReturnId: string | null };
  creditNotes?: readonly CreditNoteLinkView[];
  className?: string;
}) {
  const { t } = useTranslation("checkout");
  const link = buttonClass("outline", "min-h-11");
  const invoiced = order.replacementForReturnId === null;
  if (!invoiced && creditNotes.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {invoiced && (
        <a href={`/api/orders/${order.id}/invoice`} download className={link}>
          <FileText className="size-4" aria-hidden /> {t("documents.invoice")}
        </a>
      )}
      {order.status === ORDER_CANCELLED && (
        <a href={`/api/orders/${order.id}/credit-note`} download className={link}>
          <FileText className="size-4" aria-hidden /> {t("documents.creditNote")}
        </a>
      )}
      {creditNotes.map((note) => (
        <a key={note.id} href={creditNoteHref(order.id, note.id)} download className={link}>
          <FileText className="size-4" aria-hidden /> {t("documents.creditNoteNumbered", { number: note.number })}
        </a>
      ))}
    </div>
  );
}

/** A credit note for part of the order, as a PDF. */
export const creditNoteHref = (orderId: string, creditNoteId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}`;

import { FileText } from "lucide-react";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * 'Download invoice', and 'Download credit note' once the order is cancelled: plain links to the
 * PDFs, which the API gives the order's customer and the admins
 * (docs/product/tax-invoices.md#downloading-the-documents).
 */
export function TaxDocumentLinks({ order, className }: { order: { id: string; status: string }; className?: string }) {
  const { t } = useTranslation("checkout");
  const link = buttonClass("outline", "min-h-11");
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <a href={`/api/orders/${order.id}/invoice`} download className={link}>
        <FileText className="size-4" aria-hidden /> {t("documents.invoice")}
      </a>
      {order.status === ORDER_CANCELLED && (
        <a href={`/api/orders/${order.id}/credit-note`} download className={link}>
          <FileText className="size-4" aria-hidden /> {t("documents.creditNote")}
        </a>
      )}
    </div>
  );
}

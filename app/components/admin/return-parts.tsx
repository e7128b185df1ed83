import { FileText } from "lucide-react";
import { productNameText } from "#domain/catalogue/names.ts";
import { RETURN_STATUS_NAMES, type ReturnStatus } from "#domain/returns.ts";
import type { AdminReturnView } from "#domain/views/admin.ts";
import { useLanguage, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { creditNoteHref } from "#app/components/shop/tax-document-links.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";

/**
 * Pieces the Returns tab and the order dialog share: a request's status badge, its lines, and
 * the link to a credit note's PDF (docs/product/commerce-core.md#returns-and-replacements).
 */

const TONES: Readonly<Record<ReturnStatus, string>> = {
  Requested: "bg-turmeric-300/50 text-ink dark:bg-turmeric-500/25 dark:text-turmeric-300",
  "Refund due": "bg-turmeric-300/50 text-ink dark:bg-turmeric-500/25 dark:text-turmeric-300",
  Approved: "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
  Refunded: "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
  Rejected: "bg-terracotta-500/15 text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400",
};

/** As the order badges: green once settled in the customer's favour, red rejected, yellow while something is owed. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const tm = useMessageText();
  return (
    <span
      className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold", TONES[status])}
      data-testid="return-status"
    >
      {tm(RETURN_STATUS_NAMES[status])}
    </span>
  );
}

/** The units a request names: '2 × Tulsi (Holy Basil) — 6-inch pot', in Hindi with the English after it. */
export function ReturnLines({ lines }: { lines: AdminReturnView["lines"] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <ul className="grid gap-0.5">
      {lines.map((line, index) => (
        <li key={index} className="break-words">
          {t("returns.line", { quantity: line.quantity, title: productNameText(language, line) })}
        </li>
      ))}
    </ul>
  );
}

/** A credit note's PDF, which the API gives the order's customer and the admins. */
export function CreditNoteLink({
  orderId,
  creditNote,
  className,
}: {
  orderId: string;
  creditNote: { id: string; number: string };
  className?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <a
      href={creditNoteHref(orderId, creditNote.id)}
      download
      className={buttonClass("outline", cn("min-h-11", className))}
    >
      <FileText className="size-4 shrink-0" aria-hidden />
      {t("returns.downloadCreditNote", { number: creditNote.number })}
    </a>
  );
}

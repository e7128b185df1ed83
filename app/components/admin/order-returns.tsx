import { Link } from "react-router";
import { RETURN_WISH_NAMES } from "#domain/returns.ts";
import type { AdminReturnView, PartialCreditNoteView } from "#domain/views/admin.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Section } from "./detail-section.tsx";
import { CreditNoteLink, ReturnLines, ReturnStatusBadge } from "./return-parts.tsx";

/**
 * The order dialog's returns and credit notes for part of the sale
 * (docs/product/commerce-core.md#returns-and-replacements): each request where it stands, the
 * Returns tab to decide one still waiting, and each credit note's PDF.
 */
export function OrderReturnsSection({ returns }: { returns: AdminReturnView[] }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  if (returns.length === 0) return null;
  return (
    <Section title={t("nav.returns")}>
      <ul className="grid gap-3" data-testid="order-returns">
        {returns.map((request) => (
          <li key={request.id} className="grid gap-1">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold tabular" translate="no">
                {request.number}
              </span>
              <ReturnStatusBadge status={request.status} />
              <span>{tm(RETURN_WISH_NAMES[request.wish])}</span>
              {request.status === "Requested" && (
                <Link
                  to="/admin/returns?status=Requested"
                  className="min-h-11 content-center font-semibold text-leaf-800 underline underline-offset-2 dark:text-leaf-200"
                >
                  {t("orders.decideReturn")}
                </Link>
              )}
            </p>
            <ReturnLines lines={request.lines} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CreditNotesSection({
  orderId,
  creditNotes,
}: {
  orderId: string;
  creditNotes: PartialCreditNoteView[];
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (creditNotes.length === 0) return null;
  return (
    <Section title={t("orders.creditNotes")}>
      <ul className="grid gap-3" data-testid="credit-notes">
        {creditNotes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Money paise={note.totalPaise} className="font-semibold" />
            <span className="min-w-0 break-words">
              {note.cause === "return"
                ? t("orders.creditNoteReturn", { number: note.note ?? "" })
                : note.note
                  ? t("orders.creditNoteGoodwill", { reason: note.note })
                  : t("orders.creditNoteGoodwillBare")}
            </span>
            <span className="text-ink/70 dark:text-night-text/70">{formatDate(note.issuedAt, locale)}</span>
            <CreditNoteLink orderId={orderId} creditNote={note} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

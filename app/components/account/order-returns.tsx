import { FileText } from "lucide-react";
import { Link } from "react-router";
import { orderNumber } from "#domain/orders.ts";
import { RETURN_REASON_NAMES, RETURN_STATUS_NAMES, RETURN_WISH_NAMES, type ReturnStatus } from "#domain/returns.ts";
import type { ReplacementOriginView, ReturnRequestView } from "#domain/views/order-returns.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { creditNoteHref } from "#app/components/shop/tax-document-links.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Trans } from "#app/components/ui/trans.tsx";

const link =
  "font-semibold text-leaf-800 underline underline-offset-2 hover:text-leaf-600 dark:text-leaf-200 dark:hover:text-leaf-100";

/** Green once it is settled in the customer's favour, red when rejected, yellow while it waits (BRAND.md's badges). */
function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const tm = useMessageText();
  const tone =
    status === "Approved" || status === "Refunded"
      ? "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100"
      : status === "Rejected"
        ? "bg-terracotta-500/15 text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400"
        : "bg-turmeric-300/50 text-ink dark:bg-turmeric-500/25 dark:text-turmeric-300";
  return (
    <span className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold", tone)} data-testid="return-status">
      {tm(RETURN_STATUS_NAMES[status])}
    </span>
  );
}

/**
 * The order's problem reports, oldest first (docs/product/commerce-core.md#returns-and-replacements):
 * what was reported with its photos, where it stands, and what its decision made: the reason
 * for a rejection, the replacement order, or the refund and its credit note.
 */
export function ReturnRequests({ orderId, requests }: { orderId: string; requests: ReturnRequestView[] }) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const locale = useLocale();
  if (requests.length === 0) return null;
  return (
    <ol className="grid gap-4" data-testid="return-requests">
      {requests.map((request) => (
        <li
          key={request.id}
          className="grid gap-3 rounded-2xl border border-leaf-900/10 p-4 text-sm dark:border-white/10"
          data-testid="return-request"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-sans text-base font-semibold">{t("returns.request", { number: request.number })}</h3>
              <p className="text-ink/70 dark:text-night-text/70">
                {t("returns.sentOn", { date: formatDate(request.createdAt, locale) })}
              </p>
            </div>
            <ReturnStatusBadge status={request.status} />
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-ink/70 dark:text-night-text/70">{t("returns.linesLabel")}</dt>
            <dd>
              <ul>
                {request.lines.map((line, index) => (
                  <li key={index} className="flex gap-1.5">
                    {/* The space keeps "1 × Tulsi" one phrase for copying and for screen readers. */}
                    <span className="shrink-0 tabular">{line.quantity} × </span>
                    <span>
                      <ProductName {...line} />
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-ink/70 dark:text-night-text/70">{t("returns.reasonLabel")}</dt>
            <dd>{tm(RETURN_REASON_NAMES[request.reason])}</dd>
            <dt className="text-ink/70 dark:text-night-text/70">{t("returns.wishLabel")}</dt>
            <dd>{tm(RETURN_WISH_NAMES[request.wish])}</dd>
          </dl>
          <p className="whitespace-pre-line break-words">{request.description}</p>
          {request.photos.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {request.photos.map((photo, index) => (
                <li key={photo.small}>
                  <a
                    href={photo.large}
                    target="_blank"
                    rel="noopener"
                    className="block overflow-hidden rounded-xl ring-1 ring-leaf-900/10 dark:ring-white/10"
                  >
                    <img
                      src={photo.small}
                      alt={t("returns.photo", { n: index + 1, number: request.number })}
                      width={96}
                      height={96}
                      loading="lazy"
                      className="size-24 bg-leaf-50 object-cover dark:bg-night"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {request.status === "Rejected" && request.decisionNote && (
            <div className="rounded-xl bg-terracotta-500/10 px-3 py-2 dark:bg-terracotta-500/15">
              <p className="font-semibold text-terracotta-600 dark:text-terracotta-300">
                {t("returns.rejectedBecause")}
              </p>
              <p className="whitespace-pre-line break-words">{request.decisionNote}</p>
            </div>
          )}
          {(request.replacementOrderId || request.refundPaise !== null || request.creditNote) && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {request.replacementOrderId && (
                <Link to={`/orders/${request.replacementOrderId}`} className={link}>
                  {t("returns.replacementOrder", { number: orderNumber(request.replacementOrderId) })}
                </Link>
              )}
              {request.refundPaise !== null && (
                <p className="font-semibold">
                  <Trans
                    t={t}
                    i18nKey="returns.refundAmount"
                    components={{ amount: <Money paise={request.refundPaise} /> }}
                  />
                </p>
              )}
              {request.creditNote && (
                <a
                  href={creditNoteHref(orderId, request.creditNote.id)}
                  download
                  className={buttonClass("outline", "min-h-11")}
                >
                  <FileText className="size-4" aria-hidden />{" "}
                  {t("documents.creditNoteNumbered", { number: request.creditNote.number })}
                </a>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** On a ₹0 replacement order: the request it answers, and the order it replaces. */
export function ReplacementOrigin({ origin }: { origin: ReplacementOriginView }) {
  const { t } = useTranslation("checkout");
  return (
    <p className="mt-1 text-sm font-medium text-leaf-800 dark:text-leaf-200" data-testid="replacement-origin">
      <Trans
        t={t}
        i18nKey="returns.replacementFor"
        values={{ request: origin.returnNumber, number: orderNumber(origin.orderId) }}
        components={{ link: <Link to={`/orders/${origin.orderId}`} className={link} /> }}
      />
    </p>
  );
}

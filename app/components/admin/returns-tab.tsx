import { ExternalLink } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { FormResult } from "#app/lib/form-result.ts";
import { formatINR, toRupees } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import {
  RETURN_REASON_NAMES,
  RETURN_STATUS_NAMES,
  RETURN_STATUSES,
  RETURN_WISH_NAMES,
  type ReturnStatus,
} from "#domain/returns.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { approveReturnSchema, rejectReturnSchema } from "#domain/schemas/returns.ts";
import type { AdminReturnView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { FieldFrame, TextAreaField } from "#app/components/ui/field.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useNotify } from "./notices.tsx";
import { hashed } from "./orders-tab.tsx";
import { CreditNoteLink, ReturnLines, ReturnStatusBadge } from "./return-parts.tsx";

/** What the page's action answers: the request as decided. */
type DecisionResult = FormResult & { decided?: AdminReturnView };

/** The order dialog of the orders tab, opened by its address. */
const orderHref = (orderId: string) => `/admin/orders?order=${encodeURIComponent(orderId)}`;

const pill =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors duration-200";

/** All requests, or those of one status: links, so a filter is an address. */
function StatusFilter({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const choices = ["", ...RETURN_STATUSES] as const;
  return (
    <nav aria-label={t("returns.filter")}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice || "all"}>
            <Link
              to={{ search: choice ? `?status=${encodeURIComponent(choice)}` : "" }}
              preventScrollReset
              aria-current={choice === status ? "page" : undefined}
              className={cn(
                pill,
                choice === status
                  ? "bg-leaf-700 text-white ring-leaf-700 dark:bg-leaf-500 dark:text-night dark:ring-leaf-500"
                  : "text-leaf-800 ring-leaf-900/15 hover:bg-leaf-50 dark:text-leaf-200 dark:ring-white/15 dark:hover:bg-night-surface",
              )}
            >
              {choice ? tm(RETURN_STATUS_NAMES[choice]) : t("filter.all")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An approved refund the gateway refused: approving again sends it again (its credit note stands). */
const refundRefused = (request: AdminReturnView) =>
  request.status === "Refund due" && request.refundStatus === "failed";

/** A label and its value in a request's card. */
function Detail({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink/70 dark:text-night-text/70">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** The photos as thumbnails; each opens full size in a new tab. */
function Photos({ request }: { request: AdminReturnView }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("returns.photos")}>
      {request.photos.map((photo, index) => (
        <li key={photo.small}>
          <a
            href={photo.large}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-600"
          >
            <img
              src={photo.small}
              alt={t("returns.photo", { n: index + 1, count: request.photos.length, number: request.number })}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-xl bg-leaf-50 object-cover ring-1 ring-leaf-900/10 dark:bg-night dark:ring-white/10"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the decision made: the replacement order, the credit note and the refund, or why it was rejected. */
function Decision({ request }: { request: AdminReturnView }) {
  const { t } = useTranslation("admin");
  if (request.status === "Requested") return null;
  if (request.status === "Rejected")
    return (
      <Detail label={t("returns.rejectReasonGiven")} wide>
        <span className="whitespace-pre-wrap">{request.decisionNote}</span>
      </Detail>
    );
  return (
    <>
      {request.replacementOrderId && (
        <Detail label={t("returns.replacementOrder")}>
          <OrderLink orderId={request.replacementOrderId} />
        </Detail>
      )}
      {request.refundPaise !== null && (
        <Detail label={t("returns.refundAmount")}>
          <Money paise={request.refundPaise} className="font-semibold" />
        </Detail>
      )}
      {request.creditNote && (
        <Detail label={t("returns.creditNote")} wide>
          <CreditNoteLink orderId={request.orderId} creditNote={request.creditNote} className="mt-1" />
        </Detail>
      )}
    </>
  );
}

/** An order's number, opening its dialog in the orders tab. */
function OrderLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation("admin");
  const number = orderNumber(orderId);
  return (
    <Link
      to={orderHref(orderId)}
      className="font-semibold text-leaf-800 underline underline-offset-2 dark:text-leaf-200"
      aria-label={t("returns.openOrder", { number })}
    >
      <span className="tabular">{hashed(number)}</span>
    </Link>
  );
}

/** One request: who, which order, what went wrong, the photos, and 'Approve' / 'Reject' while it waits. */
function ReturnCard({
  request,
  busy,
  onDecide,
}: {
  request: AdminReturnView;
  busy: boolean;
  onDecide: (kind: "approve" | "reject") => void;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-leaf-900/10 sm:p-5 dark:bg-night-surface dark:ring-white/10"
      data-testid="return-request"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2
            id={headingId}
            translate="no"
            className="font-sans text-lg font-semibold tabular text-leaf-900 dark:text-leaf-100"
          >
            {request.number}
          </h2>
          <p className="text-xs text-ink/75 dark:text-night-text/75">
            {t("returns.requestedOn", { date: formatDateTime(request.createdAt, locale) })}
          </p>
        </div>
        <ReturnStatusBadge status={request.status} />
      </header>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label={t("table.order")}>
            <OrderLink orderId={request.orderId} />
          </Detail>
          <Detail label={t("table.customer")}>
            <span className="block font-medium">{request.customer.name || "—"}</span>
            <span className="block break-all text-xs text-ink/75 dark:text-night-text/75">
              {request.customer.email}
            </span>
          </Detail>
          <Detail label={t("returns.reason")}>{tm(RETURN_REASON_NAMES[request.reason])}</Detail>
          <Detail label={t("returns.wish")}>
            <span className="font-semibold">{tm(RETURN_WISH_NAMES[request.wish])}</span>
          </Detail>
          <Detail label={t("returns.lines")}>
            <ReturnLines lines={request.lines} />
          </Detail>
          <Detail label={t("returns.linesValue")}>
            <Money paise={request.linesValuePaise} />
          </Detail>
          <Detail label={t("returns.description")} wide>
            <span className="whitespace-pre-wrap">{request.description}</span>
          </Detail>
          <Decision request={request} />
        </dl>
        {request.photos.length > 0 && <Photos request={request} />}
      </div>
      {refundRefused(request) && (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-leaf-900/10 pt-4 dark:border-white/10">
          <p className="min-w-0 flex-1 basis-64 text-sm font-medium text-terracotta-600 dark:text-terracotta-400">
            {t("returns.refundRefused")}
          </p>
          <Button
            disabled={busy}
            onClick={() => onDecide("approve")}
            className="min-h-11"
            aria-label={t("returns.retryFor", { number: request.number })}
          >
            {t("returns.retry")}
          </Button>
        </div>
      )}
      {request.status === "Requested" && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-leaf-900/10 pt-4 dark:border-white/10">
          <Button
            disabled={busy}
            onClick={() => onDecide("approve")}
            className="min-h-11"
            aria-label={t("returns.approveFor", { number: request.number })}
          >
            {t("returns.approve")}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => onDecide("reject")}
            className="min-h-11"
            aria-label={t("returns.rejectFor", { number: request.number })}
          >
            {t("returns.reject")}
          </Button>
        </div>
      )}
    </article>
  );
}

/** A refusal that names no field (not enough stock, decided meanwhile), shown in the dialog that asked. */
function Refusal({ error }: { error: string | null }) {
  const tm = useMessageText();
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-terracotta-600 dark:text-terracotta-400">
      {tm(error)}
    </p>
  );
}

/**
 * 'Approve': a replacement is confirmed as it is (its ₹0 order takes the stock); a refund asks
 * its amount, the lines' value to begin with.
 */
function ApproveDialog({
  request,
  busy,
  fields,
  refusal,
  onInvalid,
  onApprove,
  onClose,
}: {
  request: AdminReturnView;
  busy: boolean;
  fields: Record<string, string>;
  refusal: string | null;
  onInvalid: (fields: Record<string, string>) => void;
  onApprove: (refundAmount?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  const retry = refundRefused(request);
  const refund = request.wish === "Refund" && !retry;
  const [amount, setAmount] = useState(toRupees(request.linesValuePaise).toFixed(2));

  function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!refund) return onApprove();
    // The server checks the same schema; here first, so a mistyped amount is said beside the field.
    const parsed = approveReturnSchema.safeParse({ refundAmount: amount });
    if (!parsed.success) return onInvalid(fieldErrors(parsed.error));
    onApprove(amount);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(
        retry ? "returns.retryTitle" : refund ? "returns.approveRefundTitle" : "returns.approveReplacementTitle",
        { number: request.number },
      )}
    >
      <form onSubmit={approve} noValidate className="grid gap-4" data-testid="approve-return">
        <ReturnLines lines={request.lines} />
        {refund ? (
          <FieldFrame label={t("orders.refundAmount")} error={fields.refundAmount}>
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
                  name="refundAmount"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="1"
                  max={toRupees(request.linesValuePaise)}
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
                <p id={hintId} className="text-xs text-ink/75 dark:text-night-text/75">
                  {t("returns.refundAmountHint", { amount: formatINR(request.linesValuePaise) })}
                </p>
              </>
            )}
          </FieldFrame>
        ) : (
          <p className="text-sm text-ink/80 dark:text-night-text/80">
            {retry
              ? t("returns.retryText", { amount: formatINR(request.refundPaise ?? 0) })
              : t("returns.approveReplacementText")}
          </p>
        )}
        <Refusal error={refusal} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} className="min-h-11">
            {t("returns.keepWaiting")}
          </Button>
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy
              ? t("returns.approving")
              : t(retry ? "returns.retry" : refund ? "returns.approveRefund" : "returns.approveReplacement")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** 'Reject', with the reason the customer is mailed and reads on the order page. */
function RejectDialog({
  request,
  busy,
  fields,
  refusal,
  onInvalid,
  onReject,
  onClose,
}: {
  request: AdminReturnView;
  busy: boolean;
  fields: Record<string, string>;
  refusal: string | null;
  onInvalid: (fields: Record<string, string>) => void;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    const parsed = rejectReturnSchema.safeParse({ reason });
    if (!parsed.success) return onInvalid(fieldErrors(parsed.error));
    onReject(reason);
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("returns.rejectTitle", { number: request.number })}
    >
      <form onSubmit={reject} noValidate className="grid gap-4" data-testid="reject-return">
        <TextAreaField
          label={t("returns.rejectReason")}
          name="reason"
          rows={4}
          maxLength={500}
          required
          error={fields.reason}
        />
        <Refusal error={refusal} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} className="min-h-11">
            {t("returns.keepWaiting")}
          </Button>
          <Button
            type="submit"
            disabled={busy}
            className="min-h-11 bg-terracotta-500 hover:bg-terracotta-600 dark:bg-terracotta-400 dark:hover:brightness-110"
          >
            {busy ? t("returns.rejecting") : t("returns.rejectConfirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** What the last decision made, with the way to it: the replacement order, or the credit note's PDF. */
function LastDecision({ request, onDismiss }: { request: AdminReturnView; onDismiss: () => void }) {
  const { t } = useTranslation("admin");
  const text = useDecisionText();
  const panel = useRef<HTMLElement>(null);
  // The decision was made further down the list: the admin is taken to what it made.
  useEffect(() => panel.current?.focus(), [request]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={t("returns.lastDecision")}
      className="mt-4 flex scroll-mt-24 flex-wrap items-center gap-3 rounded-2xl bg-leaf-100 p-4 text-sm text-leaf-900 outline-none focus-visible:ring-2 focus-visible:ring-leaf-600 dark:bg-leaf-900/60 dark:text-leaf-100"
      data-testid="last-decision"
    >
      <p role="status" className="min-w-0 flex-1 basis-64 font-medium">
        {text(request)}
      </p>
      <div className="flex flex-wrap gap-2">
        {request.replacementOrderId && (
          <ButtonLink to={orderHref(request.replacementOrderId)} variant="outline" className="min-h-11">
            <ExternalLink className="size-4" aria-hidden />
            {t("returns.openOrder", { number: orderNumber(request.replacementOrderId) })}
          </ButtonLink>
        )}
        {request.creditNote && <CreditNoteLink orderId={request.orderId} creditNote={request.creditNote} />}
        <Button variant="ghost" onClick={onDismiss} className="min-h-11">
          {t("notice.dismiss")}
        </Button>
      </div>
    </section>
  );
}

/** A decision in one sentence: what was approved and what it made, or that it was rejected. */
function useDecisionText() {
  const { t } = useTranslation("admin");
  return (request: AdminReturnView) => {
    const number = request.number;
    if (request.status === "Rejected") return t("returns.rejectedNotice", { number });
    if (request.replacementOrderId)
      return t("returns.approvedReplacement", { number, order: orderNumber(request.replacementOrderId) });
    const amount = formatINR(request.refundPaise ?? 0);
    return request.creditNote
      ? t("returns.approvedRefund", { number, creditNote: request.creditNote.number, amount })
      : t("returns.approvedRefundNoNote", { number, amount });
  };
}

/**
 * The Returns section (docs/product/commerce-core.md#returns-and-replacements): the requests,
 * newest first, by status and a page at a time, each with its photos; one still `Requested` is
 * approved (a replacement's ₹0 order, or a refund's credit note and money back) or rejected.
 */
export function ReturnsTab({
  items,
  total,
  page,
  pageSize,
  status,
}: {
  items: AdminReturnView[];
  total: number;
  page: number;
  pageSize: number;
  status: ReturnStatus | "";
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const notify = useNotify();
  const decisionText = useDecisionText();
  const [deciding, setDeciding] = useState<{ kind: "approve" | "reject"; request: AdminReturnView } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [decided, setDecided] = useState<AdminReturnView | null>(null);
  // Here, not in a card: the list reloads after a decision, and may no longer hold the request.
  const { busy, submit } = useAdminAction<DecisionResult>((result) => {
    if (result.ok && result.decided) {
      setDeciding(null);
      setDecided(result.decided);
      return notify("success", decisionText(result.decided));
    }
    setFields(result.fields ?? {});
    setRefusal(result.fields ? null : (result.error ?? null));
    notify("error", result.error && !result.fields ? tm(result.error) : t("returns.decisionFailed"));
  });

  function open(kind: "approve" | "reject", request: AdminReturnView) {
    setFields({});
    setRefusal(null);
    setDeciding({ kind, request });
  }

  function send(body: Record<string, string>) {
    setFields({});
    setRefusal(null);
    submit(body);
  }

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div>
      <p className="mb-4 max-w-3xl text-sm text-ink/80 dark:text-night-text/80">{t("returns.intro")}</p>
      <StatusFilter status={status} />
      {decided && <LastDecision request={decided} onDismiss={() => setDecided(null)} />}
      <p className="mt-4 text-sm text-ink/80 dark:text-night-text/80" aria-live="polite">
        {total === 0 ? t("table.noResults") : t("table.showing", { first, last, total })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white px-4 py-10 text-center text-sm text-ink/75 ring-1 ring-leaf-900/10 dark:bg-night-surface dark:text-night-text/75 dark:ring-white/10">
          {status ? t("returns.noMatch") : t("returns.none")}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4" aria-label={t("returns.list")}>
          {items.map((request) => (
            <li key={request.id}>
              <ReturnCard request={request} busy={busy} onDecide={(kind) => open(kind, request)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        pathname="/admin/returns"
        page={page}
        count={pages}
        label={t("table.pages")}
        search={status ? `status=${encodeURIComponent(status)}` : ""}
      />
      {deciding?.kind === "approve" && (
        <ApproveDialog
          request={deciding.request}
          busy={busy}
          fields={fields}
          refusal={refusal}
          onInvalid={setFields}
          onApprove={(refundAmount) =>
            send({
              intent: "approve",
              id: deciding.request.id,
              ...(refundAmount !== undefined && { refundAmount }),
            })
          }
          onClose={() => setDeciding(null)}
        />
      )}
      {deciding?.kind === "reject" && (
        <RejectDialog
          request={deciding.request}
          busy={busy}
          fields={fields}
          refusal={refusal}
          onInvalid={setFields}
          onReject={(reason) => send({ intent: "reject", id: deciding.request.id, reason })}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

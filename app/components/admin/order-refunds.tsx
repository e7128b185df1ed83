import { type FormEvent, useId, useState } from "react";
import { message } from "#domain/i18n/message.ts";
import { formatINR, toRupees } from "#domain/money.ts";
import { ORDER_CANCELLED, orderNumber } from "#domain/orders.ts";
import { paymentReceived } from "#domain/payments.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { refundBodySchema } from "#domain/schemas/online-payment.ts";
import type { OrderView, RefundView } from "#domain/views/orders.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { Field, FieldFrame } from "#app/components/ui/field.tsx";
import { Section } from "./detail-section.tsx";

/**
 * The order dialog's refunds (docs/product/payments.md#refunds): what went back and how, 'Refund'
 * for any order whose payment came in, and 'Mark as refunded' with the reference of money the
 * shop sent back itself.
 */

/**
 * Money came in, so some of it may go back: an online payment needs the gateway's payment to
 * refund; a ₹0 replacement took none.
 */
export function paymentCameIn(order: OrderView): boolean {
  const { payment } = order;
  return (
    order.totalPaise > 0 &&
    paymentReceived({
      method: payment.method,
      status: order.paymentStatus,
      hasGatewayPayment: payment.method === "online" && Boolean(payment.paymentId),
    })
  );
}

/** Money the shop owes back by hand: recording it needs the reference of the transfer. */
export const manualRefundDue = (refunds: readonly RefundView[]) =>
  refunds.some((refund) => refund.channel === "manual" && refund.status === "requested");

const REFERENCE_REQUIRED = message("payment.refund.referenceRequired");

/** What the admin types into 'Refund': an amount (empty: all that is left) and a goodwill refund's reason. */
export interface RefundForm {
  amount: string;
  reason: string;
}

export const EMPTY_REFUND: RefundForm = { amount: "", reason: "" };

function RefundRow({ refund }: { refund: RefundView }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const gateway = refund.channel === "gateway";
  const status =
    refund.status === "processed"
      ? t("orders.refundProcessed")
      : refund.status === "failed"
        ? // Razorpay's own words pass through; the shop's are a message in the page's language.
          t("orders.refundFailed", { reason: tm(refund.failure ?? "") })
        : gateway
          ? t("orders.refundWaiting")
          : t("orders.refundOwed");
  return (
    <li className="flex flex-wrap gap-x-3">
      <Money paise={refund.amountPaise} className="font-semibold" />
      <span className={refund.status === "failed" ? "text-terracotta-600 dark:text-terracotta-400" : ""}>{status}</span>
      <span>{t(gateway ? "orders.refundThroughRazorpay" : "orders.refundByShop")}</span>
      {refund.reference && (
        <span className="break-all">{t("orders.refundReference", { reference: refund.reference })}</span>
      )}
      <span className="text-ink/70 dark:text-night-text/70">{formatDateTime(refund.createdAt, locale)}</span>
    </li>
  );
}

/**
 * The order's refunds, what is left, and 'Refund' with an amount (empty: all that is left) and,
 * for an order that stands, the goodwill refund's reason its credit note prints; confirmed first.
 * An online payment goes back through Razorpay; any other is owed by the shop until recorded.
 */
export function RefundsSection({
  order,
  refunds,
  leftPaise,
  form,
  onFormChange,
  fields,
  refusal,
  busy,
  onInvalid,
  onRefund,
}: {
  order: OrderView;
  refunds: RefundView[];
  leftPaise: number;
  form: RefundForm;
  onFormChange: (form: RefundForm) => void;
  fields: Record<string, string>;
  refusal: string | null;
  busy: boolean;
  onInvalid: (fields: Record<string, string>) => void;
  onRefund: () => void;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const hintId = useId();
  const reasonHintId = useId();
  const [confirmPaise, setConfirmPaise] = useState<number | null>(null);
  const online = order.payment.method === "online";
  // A cancelled order's refund is the cancellation's own: its credit note is already issued.
  const goodwill = order.status !== ORDER_CANCELLED;

  // The server checks the same schema; asking here first keeps a mistyped amount out of the confirmation.
  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = refundBodySchema.safeParse(goodwill ? form : { amount: form.amount });
    if (!parsed.success) return onInvalid(fieldErrors(parsed.error));
    onInvalid({});
    setConfirmPaise(parsed.data.amountPaise ?? leftPaise);
  }

  const confirmAmount = formatINR(confirmPaise ?? leftPaise);
  return (
    <Section title={t("orders.refunds")}>
      {refunds.length === 0 ? (
        <p>{t("orders.noRefunds")}</p>
      ) : (
        <ul className="grid gap-1" data-testid="refunds">
          {refunds.map((refund) => (
            <RefundRow key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      <p className="mt-2 font-semibold" data-testid="refund-left">
        {t("orders.refundLeft", { amount: formatINR(leftPaise) })}
      </p>
      {leftPaise > 0 && (
        <form onSubmit={ask} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
          <FieldFrame label={t("orders.refundAmount")} error={fields.amount}>
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
                  name="amount"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="1"
                  max={toRupees(leftPaise)}
                  value={form.amount}
                  onChange={(event) => onFormChange({ ...form, amount: event.target.value })}
                />
                <p id={hintId} className="text-xs text-ink/75 dark:text-night-text/75">
                  {t("orders.refundAmountHint", { amount: formatINR(leftPaise) })}
                </p>
              </>
            )}
          </FieldFrame>
          {goodwill && (
            <FieldFrame label={t("orders.refundReason")} error={fields.reason}>
              {(control) => (
                <>
                  <input
                    {...control}
                    aria-describedby={[control["aria-describedby"], reasonHintId].filter(Boolean).join(" ")}
                    name="reason"
                    maxLength={300}
                    value={form.reason}
                    onChange={(event) => onFormChange({ ...form, reason: event.target.value })}
                  />
                  <p id={reasonHintId} className="text-xs text-ink/75 dark:text-night-text/75">
                    {t("orders.refundReasonHint")}
                  </p>
                </>
              )}
            </FieldFrame>
          )}
          <Button type="submit" variant="outline" disabled={busy} className="min-h-11 justify-self-start">
            {busy ? t("orders.refunding") : t("orders.refund")}
          </Button>
        </form>
      )}
      {refusal && <p className="mt-2 text-terracotta-600 dark:text-terracotta-400">{tm(refusal)}</p>}
      <ConfirmDialog
        open={confirmPaise !== null}
        onOpenChange={(open) => !open && setConfirmPaise(null)}
        title={t("orders.refundConfirmTitle", { amount: confirmAmount })}
        message={t(online ? "orders.refundConfirmMessage" : "orders.refundConfirmManual", {
          amount: confirmAmount,
          number: orderNumber(order.id),
        })}
        confirmLabel={t("orders.refund")}
        busyLabel={t("orders.refunding")}
        busy={busy}
        onConfirm={() => {
          onRefund();
          setConfirmPaise(null);
        }}
      />
    </Section>
  );
}

/**
 * 'Mark as refunded', with the UPI or bank reference of the money sent back: required while the
 * shop owes a refund by hand (an approved return, a goodwill refund), kept with it on the order.
 */
export function MarkRefunded({
  required,
  error,
  busy,
  onInvalid,
  onMark,
}: {
  required: boolean;
  error: string | undefined;
  busy: boolean;
  onInvalid: (fields: Record<string, string>) => void;
  onMark: (reference: string) => void;
}) {
  const { t } = useTranslation("admin");
  function mark(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = String(new FormData(event.currentTarget).get("reference") ?? "").trim();
    if (required && !reference) return onInvalid({ reference: REFERENCE_REQUIRED });
    onMark(reference);
  }
  return (
    <form onSubmit={mark} noValidate className="grid gap-2">
      <Field label={t("orders.reference")} name="reference" maxLength={60} required={required} error={error} />
      <Button type="submit" variant="outline" disabled={busy} className="min-h-11 justify-self-start">
        {t("orders.markRefunded")}
      </Button>
    </form>
  );
}

import { Download } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ORDER_REFUND_ERROR, ORDER_STATUS_ERROR, ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { formatINR } from "#domain/money.ts";
import { ORDER_STATUS_NAMES, ORDER_STATUSES, orderNumber, type OrderStatus, SHIPPED } from "#domain/orders.ts";
import {
  PAID,
  RECEIVED_STATUSES,
  PAYMENT_STATUS_NAMES,
  PAYMENT_STATUSES,
  type PaymentAction,
  paymentActionRefusal,
  type PaymentStatus,
  REFUNDED,
} from "#domain/payments.ts";
import { refundBodySchema } from "#domain/schemas/online-payment.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import type { AdminOrderDetail, AdminOrderRow, TableView } from "#domain/views/admin.ts";
import { formatDate, formatDateTime } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { orderTotals, type OrderView, type RefundView } from "#domain/views/orders.ts";
import { StatusBadge } from "#app/components/account/order-history.tsx";
import { OrderTimeline } from "#app/components/account/order-timeline.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { OrderItems } from "#app/components/shop/order-items.tsx";
import { AddressText } from "#app/components/shop/address-fields.tsx";
import { PaymentBadge, PaymentMethod } from "#app/components/shop/payment.tsx";
import { TaxDocumentLinks } from "#app/components/shop/tax-document-links.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog, Modal } from "#app/components/ui/dialog.tsx";
import { Field, FieldFrame } from "#app/components/ui/field.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { type Column, DataTable, TableToolbar, useHrefWith } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

/** The admin panel shows an order id's first 8 characters (docs/product/orders.md#order-numbers). */
export const shortId = (id: string) => id.slice(0, 8);

/** An order or ticket number as the panel writes it, '#1a2b3c4d' (a sign, not a word to translate). */
export const hashed = (number: string) => `#${number}`;

/** A select of order or payment statuses: a filter (with "All …") or the dialog's choice. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-leaf-900/10 p-4 text-sm dark:border-white/10">
      <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wide text-ink/75 dark:text-night-text/75">
        {title}
      </h3>
      {children}
    </section>
  );
}

const PAYMENT_ACTIONS = { [PAID]: "orders.markPaid", [REFUNDED]: "orders.markRefunded" } as const;
const PAYMENT_CHANGES = { [PAID]: "mark-paid", [REFUNDED]: "mark-refunded" } as const satisfies Record<
  typeof PAID | typeof REFUNDED,
  PaymentAction
>;

/** The Razorpay payment id of an online order whose payment came in: then it has refunds to show. */
function paidOnline(order: OrderView): string | null {
  const { payment } = order;
  return payment.method === "online" && payment.paymentId && RECEIVED_STATUSES.includes(order.paymentStatus)
    ? payment.paymentId
    : null;
}

/**
 * An online order's refunds through Razorpay, what is left, and 'Refund' with an amount (empty:
 * all that is left) and a confirmation (docs/product/payments.md#online-refunds).
 */
function RefundsSection({
  order,
  refunds,
  leftPaise,
  amount,
  onAmountChange,
  amountError,
  reason,
  busy,
  onInvalid,
  onRefund,
}: {
  order: OrderView;
  refunds: RefundView[];
  leftPaise: number;
  amount: string;
  onAmountChange: (amount: string) => void;
  amountError: string | undefined;
  reason: string | null;
  busy: boolean;
  onInvalid: (fields: Record<string, string>) => void;
  onRefund: () => void;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const hintId = useId();
  const [confirmPaise, setConfirmPaise] = useState<number | null>(null);
  const statusText = (refund: RefundView) =>
    refund.status === "processed"
      ? t("orders.refundProcessed")
      : refund.status === "failed"
        ? // Razorpay's own words pass through; the shop's are a message in the page's language.
          t("orders.refundFailed", { reason: tm(refund.failure ?? "") })
        : t("orders.refundWaiting");

  // The server checks the same schema; asking here first keeps a mistyped amount out of the confirmation.
  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = refundBodySchema.safeParse({ amount });
    if (!parsed.success) return onInvalid(fieldErrors(parsed.error));
    onInvalid({});
    setConfirmPaise(parsed.data.amountPaise ?? leftPaise);
  }

  return (
    <Section title={t("orders.refunds")}>
      {refunds.length === 0 ? (
        <p>{t("orders.noRefunds")}</p>
      ) : (
        <ul className="grid gap-1" data-testid="refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap gap-x-3">
              <Money paise={refund.amountPaise} className="font-semibold" />
              <span className={refund.status === "failed" ? "text-terracotta-600 dark:text-terracotta-400" : ""}>
                {statusText(refund)}
              </span>
              <span className="text-ink/70 dark:text-night-text/70">{formatDateTime(refund.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 font-semibold" data-testid="refund-left">
        {t("orders.refundLeft", { amount: formatINR(leftPaise) })}
      </p>
      {leftPaise > 0 && (
        <form onSubmit={ask} noValidate className="mt-3 flex flex-wrap items-start gap-3">
          <FieldFrame label={t("orders.refundAmount")} error={amountError} className="w-full max-w-xs">
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
                  value={amount}
                  onChange={(event) => onAmountChange(event.target.value)}
                />
                <p id={hintId} className="text-xs text-ink/75 dark:text-night-text/75">
                  {t("orders.refundAmountHint", { amount: formatINR(leftPaise) })}
                </p>
              </>
            )}
          </FieldFrame>
          <Button type="submit" variant="outline" disabled={busy} className="min-h-11 sm:mt-7">
            {busy ? t("orders.refunding") : t("orders.refund")}
          </Button>
        </form>
      )}
      {reason && <p className="mt-2 text-terracotta-600 dark:text-terracotta-400">{tm(reason)}</p>}
      <ConfirmDialog
        open={confirmPaise !== null}
        onOpenChange={(open) => !open && setConfirmPaise(null)}
        title={t("orders.refundConfirmTitle", { amount: formatINR(confirmPaise ?? leftPaise) })}
        message={t("orders.refundConfirmMessage", {
          amount: formatINR(confirmPaise ?? leftPaise),
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
 * Customer, payment (with the UTR or the Razorpay payment, and 'Mark as paid' / 'Mark as
 * refunded'), an online order's refunds, address, items, summary, the status selector (with the
 * courier's details for 'Shipped') and the history.
 */
function OrderDetail({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const { order, events } = detail;
  const [status, setStatus] = useState(order.status);
  const [reason, setReason] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState("");
  // Which part of the dialog asked last: its refusal is shown there.
  const [asking, setAsking] = useState<"order" | "refund">("order");
  const notify = useNotify();
  const { busy, submit } = useAdminAction((result) => {
    setFields(result.fields ?? {});
    if (result.ok) {
      if (asking === "refund") setAmount("");
      return notify("success", tm(result.message ?? ORDER_STATUS_UPDATED));
    }
    notify("error", tm(asking === "refund" ? ORDER_REFUND_ERROR : ORDER_STATUS_ERROR));
    setReason(result.error ?? null);
  });
  const { payment } = order;
  const shipping = status === SHIPPED;
  const refusal = (action: PaymentAction) =>
    paymentActionRefusal(action, {
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus,
      method: payment.method,
    });

  function saveStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReason(null);
    setAsking("order");
    const form = new FormData(event.currentTarget);
    form.set("intent", "set-status");
    form.set("id", order.id);
    submit(form);
  }

  function markPayment(paymentStatus: typeof PAID | typeof REFUNDED) {
    setReason(null);
    setAsking("order");
    submit({ intent: "set-payment", id: order.id, paymentStatus });
  }

  function refund() {
    setReason(null);
    setAsking("refund");
    submit({ intent: "refund", id: order.id, amount });
  }

  const markable = ([PAID, REFUNDED] as const).filter((to) => !refusal(PAYMENT_CHANGES[to]));
  const razorpayPayment = paidOnline(order);

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t("orders.detailTitle", { id: shortId(order.id) })}
      description={t("orders.detailDescription", {
        number: orderNumber(order.id),
        date: formatDate(order.date, locale),
      })}
    >
      <div className="grid gap-4" data-testid="order-detail">
        <div className="grid gap-4 sm:grid-cols-3">
          <Section title={t("table.customer")}>
            <p className="font-semibold">{order.userName || "—"}</p>
            <p className="break-all">{order.userEmail}</p>
          </Section>
          <Section title={t("orders.payment")}>
            <p>
              <PaymentMethod payment={payment} />
            </p>
            {payment.method === "upi" && payment.utr && (
              <p>
                {t("orders.utr")} <span className="tabular font-semibold">{payment.utr}</span>
              </p>
            )}
            {payment.method === "online" && payment.paymentId && (
              <p>
                {t("orders.razorpayPayment")}{" "}
                <span className="break-all font-semibold" translate="no">
                  {payment.paymentId}
                </span>
              </p>
            )}
            <p className="mt-2">
              <PaymentBadge status={order.paymentStatus} />
            </p>
            {markable.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {markable.map((to) => (
                  <Button
                    key={to}
                    variant="outline"
                    disabled={busy}
                    onClick={() => markPayment(to)}
                    className="min-h-11"
                  >
                    {t(PAYMENT_ACTIONS[to])}
                  </Button>
                ))}
              </div>
            )}
          </Section>
          <Section title={t("orders.shippingAddress")}>
            <address className="not-italic">
              <AddressText address={order.shippingAddress} />
            </address>
          </Section>
        </div>
        {razorpayPayment && (
          <RefundsSection
            order={order}
            refunds={detail.refunds}
            leftPaise={detail.refundablePaise}
            amount={amount}
            onAmountChange={setAmount}
            amountError={fields.amount}
            reason={asking === "refund" ? reason : null}
            busy={busy}
            onInvalid={setFields}
            onRefund={refund}
          />
        )}
        <Section title={t("orders.items")}>
          <OrderItems items={order.items} />
        </Section>
        <OrderTotals totals={orderTotals(order)} />
        <TaxDocumentLinks order={order} />
        <form
          onSubmit={saveStatus}
          noValidate
          className="grid gap-3 border-t border-leaf-900/10 pt-4 dark:border-white/10"
        >
          <div className="flex flex-wrap items-end gap-3">
            <ChoiceSelect
              id="order-status"
              name="status"
              label={t("orders.orderStatus")}
              options={ORDER_STATUSES}
              optionLabel={(s) => tm(ORDER_STATUS_NAMES[s as OrderStatus])}
              value={status}
              onChange={setStatus}
            />
            <span className="ml-auto">
              <StatusBadge status={order.status} />
            </span>
          </div>
          {shipping && (
            <div className="grid gap-3 sm:grid-cols-3">
              <Field
                label={t("orders.courier")}
                name="courier"
                defaultValue={order.tracking?.courier}
                required
                error={fields.courier}
              />
              <Field
                label={t("orders.trackingNumber")}
                name="trackingNumber"
                defaultValue={order.tracking?.trackingNumber}
                required
                error={fields.trackingNumber}
              />
              <Field
                label={t("orders.trackingUrl")}
                name="trackingUrl"
                type="url"
                defaultValue={order.tracking?.trackingUrl ?? ""}
                error={fields.trackingUrl}
              />
            </div>
          )}
          <Button
            type="submit"
            disabled={busy || (status === order.status && !shipping)}
            className="min-h-11 justify-self-start"
          >
            {busy ? t("orders.updating") : t("orders.updateStatus")}
          </Button>
        </form>
        {reason && asking === "order" && (
          <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{tm(reason)}</p>
        )}
        <Section title={t("orders.history")}>
          <OrderTimeline events={events} viewer="admin" />
        </Section>
      </div>
    </Modal>
  );
}

export function OrdersTab({
  table,
  status,
  payment,
  detail,
}: {
  table: TableView<AdminOrderRow>;
  status: string;
  payment: string;
  detail: AdminOrderDetail | null;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const open = (id: string | null) => navigate(hrefWith({ order: id }), { preventScrollReset: true });
  const exportParams = new URLSearchParams();
  for (const key of ["q", "status", "payment"]) if (params.get(key)) exportParams.set(key, params.get(key)!);

  const columns: Array<Column<AdminOrderRow>> = [
    {
      label: t("table.order"),
      cell: (o) => (
        <Link
          to={hrefWith({ order: o.id })}
          preventScrollReset
          onClick={(e) => e.stopPropagation()}
          className="inline-flex min-h-11 flex-col justify-center font-semibold text-leaf-800 underline-offset-2 hover:underline dark:text-leaf-200"
          aria-label={t("orders.viewOrder", { id: shortId(o.id), number: orderNumber(o.id) })}
        >
          <span className="tabular">{hashed(shortId(o.id))}</span>
          {/* The number the customer sees and quotes: its last 8 characters (docs/product/orders.md#order-numbers). */}
          <span className="text-xs font-normal text-ink/70 dark:text-night-text/70">
            {t("orders.customersNumber")} <span className="tabular">{hashed(orderNumber(o.id))}</span>
          </span>
        </Link>
      ),
    },
    { label: t("table.date"), sort: "created", cell: (o) => formatDate(o.date, locale) },
    {
      label: t("table.customer"),
      sort: "customer",
      cell: (o) => (
        <div>
          <p className="font-medium">{o.userName || "—"}</p>
          <p className="text-xs text-ink/70 dark:text-night-text/70">{o.userEmail}</p>
        </div>
      ),
    },
    { label: t("orders.items"), cell: (o) => <span className="tabular">{o.itemCount}</span> },
    { label: t("orders.total"), sort: "total", cell: (o) => <Money paise={o.totalPaise} className="font-semibold" /> },
    { label: t("table.status"), cell: (o) => <StatusBadge status={o.status} /> },
    { label: t("orders.payment"), cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
  ];

  return (
    <div>
      <TableToolbar
        label={t("orders.search")}
        placeholder={t("orders.searchPlaceholder")}
        q={table.q}
        filters={
          <>
            <ChoiceSelect
              id="order-status-filter"
              name="status"
              label={t("table.status")}
              options={ORDER_STATUSES}
              optionLabel={(s) => tm(ORDER_STATUS_NAMES[s as OrderStatus])}
              value={status}
              all={t("orders.allStatuses")}
            />
            <ChoiceSelect
              id="order-payment-filter"
              name="payment"
              label={t("orders.payment")}
              options={PAYMENT_STATUSES}
              optionLabel={(s) => tm(PAYMENT_STATUS_NAMES[s as PaymentStatus])}
              value={payment}
              all={t("orders.allPayments")}
            />
          </>
        }
      >
        <a
          href={`/api/admin/orders.csv?${exportParams.toString()}`}
          download
          className={buttonClass("outline", "min-h-11")}
        >
          <Download className="size-4" aria-hidden /> {t("orders.exportCsv")}
        </a>
      </TableToolbar>
      <DataTable
        caption={t("orders.caption")}
        table={table}
        columns={columns}
        empty={table.q || status || payment ? t("orders.noMatch") : t("orders.none")}
        onRowClick={(o) => open(o.id)}
        testId="orders-table"
      />
      {detail && <OrderDetail key={detail.order.id} detail={detail} onClose={() => open(null)} />}
    </div>
  );
}

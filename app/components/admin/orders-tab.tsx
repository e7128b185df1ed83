import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ORDER_REFUND_ERROR, ORDER_STATUS_ERROR, ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { ORDER_TODOS, type OrderTodo } from "#domain/admin-todo.ts";
import { formatINR } from "#domain/money.ts";
import { ORDER_STATUS_NAMES, ORDER_STATUSES, orderNumber, type OrderStatus, SHIPPED } from "#domain/orders.ts";
import {
  PAID,
  PAYMENT_STATUS_NAMES,
  PAYMENT_STATUSES,
  type PaymentAction,
  paymentActionRefusal,
  type PaymentStatus,
  REFUNDED,
} from "#domain/payments.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import type { AdminOrderDetail, AdminOrderRow, TableView } from "#domain/views/admin.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { orderTotals } from "#domain/views/orders.ts";
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
import { ChoiceSelect } from "./choice-select.tsx";
import { Section } from "./detail-section.tsx";
import { type Column, DataTable, TableToolbar, useHrefWith } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";
import { OrderBulkActions, PackingSlipLink, SelectOrderBox } from "./order-bulk-actions.tsx";
import { EMPTY_REFUND, manualRefundDue, MarkRefunded, paymentCameIn, RefundsSection } from "./order-refunds.tsx";
import { CreditNotesSection, OrderReturnsSection } from "./order-returns.tsx";
import { TrackingFields } from "./tracking-fields.tsx";

/** An order or ticket number as the panel writes it, '#1a2b3c4d' (a sign, not a word to translate). */
export const hashed = (number: string) => `#${number}`;

const PAYMENT_CHANGES = { [PAID]: "mark-paid", [REFUNDED]: "mark-refunded" } as const satisfies Record<
  typeof PAID | typeof REFUNDED,
  PaymentAction
>;

/**
 * Customer, payment (with the UTR or the Razorpay payment, and 'Mark as paid' / 'Mark as
 * refunded' with its reference), the refunds of a payment that came in, address, items, summary,
 * its returns and credit notes, the status selector (with the courier's details for 'Shipped')
 * and the history.
 */
function OrderDetail({ detail, onClose }: { detail: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const { order, events } = detail;
  const [status, setStatus] = useState(order.status);
  const [reason, setReason] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [refundForm, setRefundForm] = useState(EMPTY_REFUND);
  const [confirmPaid, setConfirmPaid] = useState(false);
  // Which part of the dialog asked last: its refusal is shown there.
  const [asking, setAsking] = useState<"order" | "refund">("order");
  const notify = useNotify();
  const { busy, submit } = useAdminAction((result) => {
    setFields(result.fields ?? {});
    if (result.ok) {
      if (asking === "refund") setRefundForm(EMPTY_REFUND);
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

  function markPayment(paymentStatus: typeof PAID | typeof REFUNDED, reference = "") {
    setReason(null);
    setAsking("order");
    submit({ intent: "set-payment", id: order.id, paymentStatus, reference });
  }

  function refund() {
    setReason(null);
    setAsking("refund");
    submit({ intent: "refund", id: order.id, ...refundForm });
  }

  const markable = ([PAID, REFUNDED] as const).filter((to) => !refusal(PAYMENT_CHANGES[to]));
  const number = orderNumber(order.id);

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t("orders.detailTitle", { number })}
      description={t("orders.detailDescription", { date: formatDate(order.date, locale) })}
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
            {markable.includes(PAID) && (
              <>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => setConfirmPaid(true)}
                  className="mt-3 min-h-11"
                >
                  {t("orders.markPaid")}
                </Button>
                {/* Marking paid mails the customer and ends the unpaid-order expiry: asked first, as 'Refund' is. */}
                <ConfirmDialog
                  open={confirmPaid}
                  onOpenChange={setConfirmPaid}
                  title={t("orders.markPaidConfirmTitle", { number })}
                  message={t("orders.markPaidConfirmMessage", { amount: formatINR(order.totalPaise) })}
                  confirmLabel={t("orders.markPaid")}
                  busyLabel={t("orders.markingPaid")}
                  busy={busy}
                  onConfirm={() => {
                    setConfirmPaid(false);
                    markPayment(PAID);
                  }}
                />
              </>
            )}
            {markable.includes(REFUNDED) && (
              <div className="mt-3">
                <MarkRefunded
                  required={manualRefundDue(detail.refunds)}
                  error={fields.reference}
                  busy={busy}
                  onInvalid={setFields}
                  onMark={(reference) => markPayment(REFUNDED, reference)}
                />
              </div>
            )}
          </Section>
          <Section title={t("orders.shippingAddress")}>
            <address className="not-italic">
              <AddressText address={order.shippingAddress} />
            </address>
            <PackingSlipLink orderId={order.id} />
          </Section>
        </div>
        {paymentCameIn(order) && (
          <RefundsSection
            order={order}
            refunds={detail.refunds}
            leftPaise={detail.refundablePaise}
            form={refundForm}
            onFormChange={setRefundForm}
            fields={fields}
            refusal={asking === "refund" ? reason : null}
            busy={busy}
            onInvalid={setFields}
            onRefund={refund}
          />
        )}
        <OrderReturnsSection returns={detail.returns} />
        <CreditNotesSection orderId={order.id} creditNotes={detail.creditNotes} />
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
          {shipping && <TrackingFields tracking={order.tracking} fields={fields} />}
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
  todo,
  detail,
}: {
  table: TableView<AdminOrderRow>;
  status: string;
  payment: string;
  /** The dashboard's to-do the table shows (docs/product/admin.md#to-do-list), or "". */
  todo: string;
  detail: AdminOrderDetail | null;
}) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const open = (id: string | null) => navigate(hrefWith({ order: id }), { preventScrollReset: true });
  // Kept across the table's pages; what is on this page is what the actions act on.
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const pageIds = table.items.map((o) => o.id);
  const selected = pageIds.filter((id) => selection.has(id));
  const select = (ids: readonly string[], checked: boolean) =>
    setSelection((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (checked) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  const exportParams = new URLSearchParams();
  for (const key of ["q", "status", "payment", "todo"]) if (params.get(key)) exportParams.set(key, params.get(key)!);

  const columns: Array<Column<AdminOrderRow>> = [
    {
      label: t("table.order"),
      cell: (o) => (
        <div className="flex items-center gap-1">
          <SelectOrderBox
            label={t("orders.selectOrder", { number: orderNumber(o.id) })}
            checked={selection.has(o.id)}
            onChange={(checked) => select([o.id], checked)}
          />
          <Link
            to={hrefWith({ order: o.id })}
            preventScrollReset
            onClick={(e) => e.stopPropagation()}
            className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline-offset-2 hover:underline dark:text-leaf-200"
            aria-label={t("orders.viewOrder", { number: orderNumber(o.id) })}
          >
            <span className="tabular">{hashed(orderNumber(o.id))}</span>
          </Link>
        </div>
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
            <ChoiceSelect
              id="order-todo-filter"
              name="todo"
              label={t("orders.todoFilter")}
              options={ORDER_TODOS}
              optionLabel={(todo) => t(`orders.todo.${todo as OrderTodo}`)}
              value={todo}
              all={t("orders.allOrders")}
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
      <OrderBulkActions pageIds={pageIds} selected={selected} onSelect={select} />
      <DataTable
        caption={t("orders.caption")}
        table={table}
        columns={columns}
        empty={table.q || status || payment || todo ? t("orders.noMatch") : t("orders.none")}
        onRowClick={(o) => open(o.id)}
        testId="orders-table"
      />
      {detail && <OrderDetail key={detail.order.id} detail={detail} onClose={() => open(null)} />}
    </div>
  );
}

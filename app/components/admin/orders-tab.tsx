import { Download } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ORDER_STATUS_ERROR, ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { CASH_ON_DELIVERY } from "#domain/schemas/order.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import type { AdminOrderRow, TableView } from "#domain/views/admin.ts";
import { formatDate } from "#app/lib/format-date.ts";
import type { OrderView } from "#domain/views/orders.ts";
import { StatusBadge } from "#app/components/account/order-history.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { OrderItems } from "#app/components/shop/order-items.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Modal } from "#app/components/ui/dialog.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { type Column, DataTable, TableToolbar, useHrefWith } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

/** SPEC.md: the admin panel shows an order id's first 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);

function StatusSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange?: (v: string) => void;
  label: string;
}) {
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name="status"
        {...(onChange ? { value, onChange: (e) => onChange(e.currentTarget.value) } : { defaultValue: value })}
        className={cn(inputClass, "min-h-11")}
      >
        {!onChange && <option value="">All statuses</option>}
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}

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

/** Customer, payment, address, items, summary and the status selector of one order. */
function OrderDetail({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const [status, setStatus] = useState(order.status);
  const [reason, setReason] = useState<string | null>(null);
  const notify = useNotify();
  const { busy, submit } = useAdminAction((result) => {
    if (result.ok) return notify("success", ORDER_STATUS_UPDATED);
    notify("error", ORDER_STATUS_ERROR);
    setReason(result.error ?? null);
  });
  const { payment, shippingAddress: a } = order;

  function save() {
    setReason(null);
    submit({ id: order.id, status });
  }

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={`Order #${shortId(order.id)}`}
      description={`Placed on ${formatDate(order.date)}`}
    >
      <div className="grid gap-4" data-testid="order-detail">
        <div className="grid gap-4 sm:grid-cols-3">
          <Section title="Customer">
            <p className="font-semibold">{order.userName || "—"}</p>
            <p className="break-all">{order.userEmail}</p>
          </Section>
          <Section title="Payment">
            {payment.method === "cod" ? (
              <p>{CASH_ON_DELIVERY}</p>
            ) : (
              <>
                <p className="tabular">
                  {payment.brand} {payment.cardNumber}
                </p>
                <p>{payment.cardHolderName}</p>
              </>
            )}
          </Section>
          <Section title="Shipping address">
            <p>{a.street}</p>
            <p>
              {a.city}, {a.state} {a.zip}
            </p>
          </Section>
        </div>
        <Section title="Items">
          <OrderItems items={order.items} />
        </Section>
        <OrderTotals
          totals={{
            lines: [],
            listTotalPaise: order.subtotalPaise + order.discountPaise,
            discountPaise: order.discountPaise,
            subtotalPaise: order.subtotalPaise,
            taxPaise: order.taxPaise,
            deliveryPaise: order.shippingPaise,
            totalPaise: order.totalPaise,
          }}
        />
        <div className="flex flex-wrap items-end gap-3 border-t border-leaf-900/10 pt-4 dark:border-white/10">
          <StatusSelect id="order-status" label="Order status" value={status} onChange={setStatus} />
          <Button onClick={save} disabled={busy || status === order.status} className="min-h-11">
            {busy ? "Updating..." : "Update status"}
          </Button>
          <span className="ml-auto">
            <StatusBadge status={order.status} />
          </span>
        </div>
        {reason && <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{reason}</p>}
      </div>
    </Modal>
  );
}

export function OrdersTab({
  table,
  status,
  detail,
}: {
  table: TableView<AdminOrderRow>;
  status: string;
  detail: OrderView | null;
}) {
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const open = (id: string | null) => navigate(hrefWith({ order: id }), { preventScrollReset: true });
  const exportParams = new URLSearchParams();
  for (const key of ["q", "status"]) if (params.get(key)) exportParams.set(key, params.get(key)!);

  const columns: Array<Column<AdminOrderRow>> = [
    {
      label: "Order",
      cell: (o) => (
        <Link
          to={hrefWith({ order: o.id })}
          preventScrollReset
          onClick={(e) => e.stopPropagation()}
          className="inline-flex min-h-11 items-center font-semibold text-leaf-800 underline-offset-2 hover:underline dark:text-leaf-200"
          aria-label={`View order ${shortId(o.id)}`}
        >
          <span className="tabular">#{shortId(o.id)}</span>
        </Link>
      ),
    },
    { label: "Date", sort: "created", cell: (o) => formatDate(o.date) },
    {
      label: "Customer",
      sort: "customer",
      cell: (o) => (
        <div>
          <p className="font-medium">{o.userName || "—"}</p>
          <p className="text-xs text-ink/70 dark:text-night-text/70">{o.userEmail}</p>
        </div>
      ),
    },
    { label: "Items", cell: (o) => <span className="tabular">{o.itemCount}</span> },
    { label: "Total", sort: "total", cell: (o) => <Money paise={o.totalPaise} className="font-semibold" /> },
    { label: "Status", cell: (o) => <StatusBadge status={o.status} /> },
  ];

  return (
    <div>
      <TableToolbar
        label="Search by customer"
        placeholder="Name or email"
        q={table.q}
        filters={<StatusSelect id="order-status-filter" label="Status" value={status} />}
      >
        <a
          href={`/api/admin/orders.csv?${exportParams.toString()}`}
          download
          className={buttonClass("outline", "min-h-11")}
        >
          <Download className="size-4" aria-hidden /> Export CSV
        </a>
      </TableToolbar>
      <DataTable
        caption="Orders"
        table={table}
        columns={columns}
        empty={table.q || status ? "No orders match this search." : "No orders yet."}
        onRowClick={(o) => open(o.id)}
        testId="orders-table"
      />
      {detail && <OrderDetail key={detail.id} order={detail} onClose={() => open(null)} />}
    </div>
  );
}

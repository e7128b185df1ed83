import { ORDER_MARKED_PAID, ORDER_MARKED_REFUNDED, ORDER_REFUND_SENT, ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { orderListQuerySchema } from "#domain/schemas/admin-orders.ts";
import { PAID } from "#domain/payments.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { changeOrderStatusCase } from "#server/features/orders/use-cases.ts";
import { changePaymentStatusCase, refundOrderCase } from "#server/features/payments/use-cases.ts";
import type { Database } from "#server/db/client.ts";
import { adminOrderRow, orderEventView, orderView } from "#server/features/orders/presenters.ts";
import { tableView } from "#server/http/admin-table.ts";
import { listAdminOrders } from "#server/features/orders/admin-orders.ts";
import { getOrder, listOrderEvents } from "#server/features/orders/get-order.ts";
import { OrdersTab } from "#app/components/admin/orders-tab.tsx";
import type { AdminOrderDetail } from "#domain/views/admin.ts";
import { refundablePaiseOf } from "#server/features/payments/online-payments.ts";
import { listRefunds } from "#server/features/payments/refunds.ts";
import type { Route } from "./+types/orders";

/** The orders table, and the order a row opened (`?order=`), with the services /api/admin uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = tableQuery(orderListQuerySchema, request);
  const opened = entryIdSchema.safeParse(new URL(request.url).searchParams.get("order"));
  const [page, detail] = await Promise.all([
    listAdminOrders(context.db, query),
    opened.success ? orderDetail(context.db, opened.data) : null,
  ]);
  return {
    table: tableView(page, query, adminOrderRow),
    status: query.status ?? "",
    payment: query.payment ?? "",
    detail,
  };
}

/**
 * The order a row opened, with its history, its refunds and what is left to refund (counted as
 * the service counts it); one that is gone simply opens nothing.
 */
async function orderDetail(db: Database, orderId: string): Promise<AdminOrderDetail | null> {
  const [order, events, refunds] = await Promise.all([
    getOrder(db, { orderId }).catch(() => null),
    listOrderEvents(db, { orderId }),
    listRefunds(db, orderId),
  ]);
  return (
    order && {
      order: orderView(order),
      events: events.map(orderEventView),
      refunds,
      refundablePaise: refundablePaiseOf(order),
    }
  );
}

/**
 * The order dialog's writes, through the same services as the API: a status change (stock and
 * payment follow docs/product/orders.md#status-changes; 'Shipped' with the courier's details), 'Mark as paid'
 * / 'Mark as refunded', and an online order's 'Refund' through Razorpay. Each is mailed to the customer.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  intentAction(request, {
    "set-status": async (form) => {
      await runUseCase(changeOrderStatusCase, { context, request }, form, form);
      return { ok: true, message: ORDER_STATUS_UPDATED };
    },
    "set-payment": async (form) => {
      const order = await runUseCase(changePaymentStatusCase, { context, request }, form, form);
      return { ok: true, message: order.payment_status === PAID ? ORDER_MARKED_PAID : ORDER_MARKED_REFUNDED };
    },
    refund: async (form) => {
      await runUseCase(refundOrderCase, { context, request }, form, form);
      return { ok: true, message: ORDER_REFUND_SENT };
    },
  });

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OrdersTab
      table={loaderData.table}
      status={loaderData.status}
      payment={loaderData.payment}
      detail={loaderData.detail}
    />
  );
}

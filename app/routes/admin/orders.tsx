import {
  ORDER_MARKED_PAID,
  ORDER_MARKED_REFUNDED,
  ORDER_REFUND_DUE,
  ORDER_REFUND_SENT,
  ORDER_STATUS_UPDATED,
  ORDERS_CHANGED,
  ORDERS_PARTLY_CHANGED,
} from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { orderListQuerySchema } from "#domain/schemas/admin-orders.ts";
import { PAID } from "#domain/payments.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { changeOrderStatusCase, changeOrderStatusesCase } from "#server/features/orders/use-cases.ts";
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
import { listPartialCreditNotes } from "#server/features/orders/credit-notes.ts";
import { returnsOfOrder } from "#server/features/returns/list-returns.ts";
import { adminReturnView, partialCreditNoteView } from "#app/lib/admin-returns.server.ts";
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
    todo: query.todo ?? "",
    detail,
  };
}

/**
 * The order a row opened, with its history, its refunds and what is left to refund (counted as
 * the service counts it), its returns and its credit notes for part of the sale; one that is
 * gone simply opens nothing.
 */
async function orderDetail(db: Database, orderId: string): Promise<AdminOrderDetail | null> {
  const [order, events, refunds, returns, creditNotes] = await Promise.all([
    getOrder(db, { orderId }).catch(() => null),
    listOrderEvents(db, { orderId }),
    listRefunds(db, orderId),
    returnsOfOrder(db, orderId),
    listPartialCreditNotes(db, orderId),
  ]);
  return (
    order && {
      order: orderView(order),
      events: events.map(orderEventView),
      refunds,
      refundablePaise: refundablePaiseOf(order),
      returns: returns.map(adminReturnView),
      creditNotes: creditNotes.map(partialCreditNoteView),
    }
  );
}

/**
 * The order dialog's writes, through the same services as the API: a status change (stock and
 * payment follow docs/product/orders.md#status-changes; 'Shipped' with the courier's details), 'Mark as paid'
 * / 'Mark as refunded' (with the reference of money the shop sent back), and 'Refund': through
 * Razorpay for an online payment, else owed by the shop until marked refunded. Each is mailed.
 * The table's 'Change status' gives the selected orders one status, each as that single change;
 * its answer lists which changed and which were refused, with why.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  intentAction(request, {
    "set-status": async (form) => {
      await runUseCase(changeOrderStatusCase, { context, request }, form, form);
      return { ok: true, message: ORDER_STATUS_UPDATED };
    },
    "set-statuses": async (form) => {
      const statuses = await runUseCase(changeOrderStatusesCase, { context, request }, form);
      return { ok: true, message: statuses.failed.length ? ORDERS_PARTLY_CHANGED : ORDERS_CHANGED, statuses };
    },
    "set-payment": async (form) => {
      const order = await runUseCase(changePaymentStatusCase, { context, request }, form, form);
      return { ok: true, message: order.payment_status === PAID ? ORDER_MARKED_PAID : ORDER_MARKED_REFUNDED };
    },
    refund: async (form) => {
      const order = await runUseCase(refundOrderCase, { context, request }, form, form);
      return { ok: true, message: order.payment_method === "online" ? ORDER_REFUND_SENT : ORDER_REFUND_DUE };
    },
  });

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OrdersTab
      table={loaderData.table}
      status={loaderData.status}
      payment={loaderData.payment}
      todo={loaderData.todo}
      detail={loaderData.detail}
    />
  );
}

import { ORDER_MARKED_PAID, ORDER_MARKED_REFUNDED, ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { orderListQuerySchema, orderStatusBodySchema, paymentStatusBodySchema } from "#domain/schemas/admin-orders.ts";
import type { AdminOrderDetail } from "#domain/views/admin.ts";
import { formAction, intentOf, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { adminOrderRow, orderEventView, orderView } from "#server/presenters/orders.ts";
import { tableView } from "#server/presenters/admin.ts";
import { listAdminOrders } from "#server/services/admin/orders.ts";
import { changeOrderStatus } from "#server/services/orders/change-order-status.ts";
import { changePaymentStatus } from "#server/services/orders/change-payment-status.ts";
import { getOrder, listOrderEvents } from "#server/services/orders/get-order.ts";
import { parseInput } from "#server/validation.ts";
import { OrdersTab } from "#app/components/admin/orders-tab.tsx";
import type { Route } from "./+types/orders";

/** The orders table, and the order a row opened (`?order=`), with the services /api/admin uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = orderListQuerySchema.parse(params);
  const opened = entryIdSchema.safeParse(params.order);
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

/** The order a row opened, with its history; one that is gone simply opens nothing. */
async function orderDetail(db: Database, orderId: string): Promise<AdminOrderDetail | null> {
  const [order, events] = await Promise.all([
    getOrder(db, { orderId }).catch(() => null),
    listOrderEvents(db, { orderId }),
  ]);
  return order && { order: orderView(order), events: events.map(orderEventView) };
}

/**
 * The order dialog's writes, through the same services as the API: a status change (stock and
 * payment follow as DECISIONS.md says; 'Shipped' with the courier's details), and 'Mark as paid'
 * / 'Mark as refunded'. Each is mailed to the customer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  const actor = { kind: "admin" as const, id: admin.id };
  return formAction(async () => {
    const form = await readForm(request);
    const orderId = parseInput(entryIdSchema, form.id);
    switch (intentOf(form)) {
      case "set-status": {
        const { status, tracking } = parseInput(orderStatusBodySchema, form);
        await changeOrderStatus(context, { orderId, status, tracking, actor });
        return { ok: true, message: ORDER_STATUS_UPDATED };
      }
      case "set-payment": {
        const { action: change } = parseInput(paymentStatusBodySchema, form);
        await changePaymentStatus(context, { orderId, action: change, actor });
        return { ok: true, message: change === "mark-paid" ? ORDER_MARKED_PAID : ORDER_MARKED_REFUNDED };
      }
      default:
        throw new AppError(400, "Unknown action");
    }
  });
}

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

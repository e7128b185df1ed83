import { ORDER_STATUS_UPDATED } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { orderListQuerySchema, orderStatusBodySchema } from "#domain/schemas/admin-orders.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { adminOrderRow, orderView } from "#server/presenters/orders.ts";
import { tableView } from "#server/presenters/admin.ts";
import { listAdminOrders } from "#server/services/admin/orders.ts";
import { changeOrderStatus } from "#server/services/orders/change-order-status.ts";
import { getOrder } from "#server/services/orders/get-order.ts";
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
    opened.success ? getOrder(context.db, { orderId: opened.data }).then(orderView, () => null) : null,
  ]);
  return { table: tableView(page, query, adminOrderRow), status: query.status ?? "", detail };
}

/** The order dialog's status change: stock moves as DECISIONS.md 4 says, as through the API. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(context, request);
  return formAction(async () => {
    const form = await readForm(request);
    const { status } = parseInput(orderStatusBodySchema, form);
    await changeOrderStatus(context.db, { orderId: parseInput(entryIdSchema, form.id), status });
    return { ok: true, message: ORDER_STATUS_UPDATED };
  });
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersTab table={loaderData.table} status={loaderData.status} detail={loaderData.detail} />;
}

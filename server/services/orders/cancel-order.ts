import { customerMayCancel, ORDER_CANCELLED } from "#domain/orders.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { moveOrderStatus } from "./change-order-status.ts";
import { listOrders } from "./list-orders.ts";
import type { OrderWithItems } from "./shared.ts";

/** Customer: cancel one of their own orders before it ships; the stock goes back. */
export async function cancelOrder(
  db: Database,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<OrderWithItems[]> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!order) throw new AppError(404, "Order not found");
    if (order.status === ORDER_CANCELLED) throw new AppError(409, "This order is already cancelled.");
    if (!customerMayCancel(order.status))
      throw new AppError(409, "This order has already been shipped and can no longer be cancelled.");
    await moveOrderStatus(trx, order, ORDER_CANCELLED);
  });
  return listOrders(db, { userId });
}

import { type OrderStatus, stockDirection } from "#domain/orders.ts";
import type { Database } from "#server/db/client.ts";
import type { OrderRow } from "#server/db/schema.ts";
import { AppError } from "#server/errors.ts";
import { getOrder } from "./get-order.ts";
import { now, type OrderWithItems, type Tx } from "./shared.ts";

/**
 * Moves an order to a new status and its stock exactly as DECISIONS.md 4 says: into
 * 'Order Cancelled' gives the stock back, out of it takes it again (refused when short),
 * between the others moves nothing. The status update is guarded on the old status, so two
 * concurrent changes can never both move the stock. A customer's cancel moves through here too.
 */
export async function moveOrderStatus(trx: Tx, order: OrderRow, to: OrderStatus): Promise<void> {
  const from = order.status as OrderStatus;
  const changed = await trx
    .updateTable("orders")
    .set({ status: to, updated_at: now() })
    .where("id", "=", order.id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0)
    throw new AppError(409, "The order changed meanwhile. Please reload and try again.");

  const direction = stockDirection(from, to);
  if (direction === 0) return;
  const items = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).execute();
  for (const item of items) {
    if (!item.product_id) continue; // the product was deleted: nothing to give back or take
    if (direction === 1) {
      await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "+", item.quantity) }))
        .where("id", "=", item.product_id)
        .execute();
    } else {
      const taken = await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "-", item.quantity) }))
        .where("id", "=", item.product_id)
        .where("stock", ">=", item.quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) {
        throw new AppError(409, `Not enough stock of ${item.title} to reopen this order.`);
      }
    }
  }
}

/** Admin: set any of the five statuses; stock moves in the same transaction. */
export async function changeOrderStatus(
  db: Database,
  { orderId, status }: { orderId: string; status: OrderStatus },
): Promise<OrderWithItems> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) throw new AppError(404, "Order not found");
    if (order.status !== status) await moveOrderStatus(trx, order, status);
  });
  return getOrder(db, { orderId });
}

import { message } from "#domain/i18n/message.ts";
import type { Transaction, Updateable } from "kysely";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import type { OrderItemRow, OrderRow } from "#server/features/orders/rows.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { now } from "#server/clock.ts";

export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

export type Tx = Transaction<DB>;

/** An order read in the transaction that changes it: a customer's own (`userId`), or any for the shop; else 404. */
export async function orderToChange(trx: Tx, { orderId, userId }: { orderId: string; userId?: string }) {
  let query = trx.selectFrom("orders").selectAll().where("id", "=", orderId);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const order = await query.executeTakeFirst();
  if (!order) throw notFound("order.notFound");
  return order;
}

/**
 * Writes `changes` to an order only while its status and payment are still those it was read
 * with: a change made meanwhile (another admin, the customer, the expiry sweep) stands, and this
 * one is refused with a 409.
 */
export async function updateUnchangedOrder(
  trx: Tx,
  order: Pick<OrderRow, "id" | "status" | "payment_status">,
  changes: Updateable<DB["orders"]>,
): Promise<void> {
  const changed = await trx
    .updateTable("orders")
    .set({ ...changes, updated_at: now() })
    .where("id", "=", order.id)
    .where("status", "=", order.status)
    .where("payment_status", "=", order.payment_status)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new AppError(409, message("order.changedMeanwhile"));
}

export async function withItems(db: Database, orders: OrderRow[]): Promise<OrderWithItems[]> {
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where(
      "order_id",
      "in",
      orders.map((o) => o.id),
    )
    .orderBy("id")
    .execute();
  return orders.map((o) => ({ ...o, items: items.filter((i) => i.order_id === o.id) }));
}

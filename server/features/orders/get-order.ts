import type { Database } from "#server/db/client.ts";
import type { OrderEventRow } from "#server/features/orders/rows.ts";
import { notFound } from "#server/http/errors.ts";
import { type OrderWithItems, withItems } from "#server/features/orders/shared.ts";

/** One order with its lines; given a `userId`, only that customer's own (anyone else's is not found). */
export async function getOrder(
  db: Database,
  { orderId, userId }: { orderId: string; userId?: string },
): Promise<OrderWithItems> {
  let query = db.selectFrom("orders").selectAll().where("id", "=", orderId);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const order = await query.executeTakeFirst();
  if (!order) throw notFound("order.notFound");
  const [withTheirItems] = await withItems(db, [order]);
  return withTheirItems!;
}

/** An order's history, oldest first: its timeline on the order page and in the admin dialog. */
export async function listOrderEvents(db: Database, { orderId }: { orderId: string }): Promise<OrderEventRow[]> {
  return db
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

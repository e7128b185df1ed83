import type { Database } from "#server/db/client.ts";
import { type OrderWithItems, withItems } from "#server/features/orders/shared.ts";

/** The customer's own orders, newest first. */
export async function listOrders(
  db: Database,
  { userId, limit = 100 }: { userId: string; limit?: number },
): Promise<OrderWithItems[]> {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return withItems(db, orders);
}

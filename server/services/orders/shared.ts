import type { Transaction } from "kysely";
import type { Database } from "#server/db/client.ts";
import type { DB, OrderItemRow, OrderRow } from "#server/db/schema.ts";

export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

export type Tx = Transaction<DB>;

export const now = () => new Date().toISOString();

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

import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { type OrderWithItems, withItems } from "./shared.ts";

export async function getOrder(db: Database, { orderId }: { orderId: string }): Promise<OrderWithItems> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new AppError(404, "Order not found");
  const [withTheirItems] = await withItems(db, [order]);
  return withTheirItems!;
}

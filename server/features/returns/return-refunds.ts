import { recordEvent, type Actor } from "#server/features/orders/order-changes.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { now } from "#server/clock.ts";

/**
 * A return's refund went back to the customer (the gateway processed it, or the admin recorded
 * it with its reference): the request is `Refunded`, on the order's timeline too. A refund of no
 * return changes nothing here.
 */
export async function returnRefunded(trx: Tx, refundId: string, actor: Actor): Promise<void> {
  const request = await trx
    .updateTable("returns")
    .set({ status: "Refunded", updated_at: now() })
    .where("refund_id", "=", refundId)
    .where("status", "=", "Refund due")
    .returning(["order_id", "number"])
    .executeTakeFirst();
  if (!request) return;
  await recordEvent(trx, {
    orderId: request.order_id,
    type: "return",
    from: "Refund due",
    to: "Refunded",
    note: request.number,
    actor,
  });
}

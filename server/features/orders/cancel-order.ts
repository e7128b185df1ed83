import { message } from "#domain/i18n/message.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { customerMayCancel, ORDER_CANCELLED } from "#domain/orders.ts";
import { AppError } from "#server/http/errors.ts";
import { listOrders } from "#server/features/orders/list-orders.ts";
import { mailContext, moveOrderStatus, queueOrderMails } from "#server/features/orders/order-changes.ts";
import { orderToChange, type OrderWithItems } from "#server/features/orders/shared.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { sendRefundsOf } from "#server/features/payments/refunds.ts";

/**
 * Customer: cancel one of their own orders before it ships; the stock goes back, a mail confirms
 * it, and what was paid online is refunded through the gateway.
 */
export async function cancelOrder(
  deps: PaymentDeps,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<OrderWithItems[]> {
  changesNothingPublic();
  const context = await mailContext(deps, "customer");
  await deps.db.transaction().execute(async (trx) => {
    const order = await orderToChange(trx, { orderId, userId });
    if (order.status === ORDER_CANCELLED) throw new AppError(409, message("order.cancel.alreadyCancelled"));
    if (!customerMayCancel(order.status)) throw new AppError(409, message("order.cancel.alreadyShipped"));
    await moveOrderStatus(trx, order, ORDER_CANCELLED, { actor: { kind: "customer", id: userId } });
    await queueOrderMails(trx, orderId, ["cancelled"], context);
  });
  await sendRefundsOf(deps, orderId);
  await deliverAfterCommit(deps);
  return listOrders(deps.db, { userId });
}

import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { OrderStatus } from "#domain/orders.ts";
import { type PaymentAction, paymentActionRefusal, paymentAfterAction } from "#domain/payments.ts";
import { AppError } from "#server/http/errors.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import {
  type Actor,
  mailContext,
  type OrderChangeDeps,
  queueOrderMails,
  recordEvent,
} from "#server/features/orders/order-changes.ts";
import { orderToChange, type OrderWithItems, updateUnchangedOrder } from "#server/features/orders/shared.ts";
import { changesNothingPublic, customerTag, markChanged } from "#server/cache/cache-tags.ts";

/**
 * Admin: 'Mark as paid' once the money is in (a UPI payment matched by its UTR, a card, cash
 * collected), 'Mark as refunded' once it went back; each written to the order's history and
 * mailed to the customer. A change that does not apply (paid twice, a cancelled order) is a 409.
 */
export async function changePaymentStatus(
  deps: OrderChangeDeps,
  { orderId, action, actor }: { orderId: string; action: Exclude<PaymentAction, "submit-utr">; actor: Actor },
): Promise<OrderWithItems> {
  changesNothingPublic();
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    const order = await orderToChange(trx, { orderId });
    const refusal = paymentActionRefusal(action, {
      status: order.status as OrderStatus,
      paymentStatus: order.payment_status,
      method: order.payment_method,
    });
    if (refusal) throw new AppError(409, refusal);
    const to = paymentAfterAction(action);
    // Money seen by the shop: the expiry sweep must never cancel this order, whatever comes later.
    await updateUnchangedOrder(trx, order, {
      payment_status: to,
      ...(action === "mark-paid" && { expires_unpaid: 0 }),
    });
    await recordEvent(trx, { orderId, type: "payment", from: order.payment_status, to, actor });
    // Paid (or no longer): the customer's reviews of these plants gain or lose their badge.
    markChanged([customerTag(order.user_id)]);
    await queueOrderMails(trx, orderId, [action === "mark-paid" ? "paid" : "refunded"], context);
  });
  await deliverAfterCommit(deps);
  return getOrder(deps.db, { orderId });
}

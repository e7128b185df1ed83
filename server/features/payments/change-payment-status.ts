import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { OrderStatus } from "#domain/orders.ts";
import { type PaymentAction, paymentActionRefusal, paymentAfterAction } from "#domain/payments.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import {
  type Actor,
  mailContext,
  type OrderChangeDeps,
  queueOrderMails,
  recordEvent,
} from "#server/features/orders/order-changes.ts";
import { type OrderWithItems, updateUnchangedOrder } from "#server/features/orders/shared.ts";
import { changesNothingPublic, customerTag, markChanged } from "#server/cache/cache-tags.ts";
import { message } from "#domain/i18n/message.ts";
import { lockOnlineOrder, recordManualRefunds } from "./online-payments.ts";

/**
 * Admin: 'Mark as paid' once the money is in (a UPI payment matched by its UTR, a card, cash
 * collected), 'Mark as refunded' once it went back, with the UPI or bank reference it went with
 * (docs/product/payments.md#refunds-paid-by-hand); each written to the order's history and
 * mailed to the customer. A change that does not apply (paid twice, a cancelled order) is a 409.
 */
export async function changePaymentStatus(
  deps: OrderChangeDeps,
  {
    orderId,
    action,
    reference,
    actor,
  }: { orderId: string; action: Exclude<PaymentAction, "submit-utr">; reference?: string; actor: Actor },
): Promise<OrderWithItems> {
  changesNothingPublic();
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    // Locked: two clicks at once record a refund, or mark a payment, once.
    const order = await lockOnlineOrder(trx, { id: orderId });
    if (!order) throw notFound("order.notFound");
    const refusal = paymentActionRefusal(action, {
      status: order.status as OrderStatus,
      paymentStatus: order.payment_status,
      method: order.payment_method,
    });
    if (refusal) throw new AppError(409, refusal);
    if (action === "mark-refunded") {
      // Money the shop owed back by hand is recorded refund by refund, with where it went.
      if (!reference) {
        const required = message("payment.refund.referenceRequired");
        throw new AppError(400, required, { reference: required });
      }
      await recordManualRefunds(trx, orderId, reference, actor, context);
      return;
    }
    const to = paymentAfterAction(action);
    // Money seen by the shop: the expiry sweep must never cancel this order, whatever comes later.
    await updateUnchangedOrder(trx, order, { payment_status: to, expires_unpaid: 0 });
    await recordEvent(trx, { orderId, type: "payment", from: order.payment_status, to, actor });
    // Paid: the customer's reviews of these plants gain their badge.
    markChanged([customerTag(order.user_id)]);
    await queueOrderMails(trx, orderId, ["paid"], context);
  });
  await deliverAfterCommit(deps);
  return getOrder(deps.db, { orderId });
}

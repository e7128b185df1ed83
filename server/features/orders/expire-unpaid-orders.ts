import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { BEFORE_SHIPPING_STATUSES, isBeforeShipping, ORDER_CANCELLED } from "#domain/orders.ts";
import { AWAITING_PAYMENT } from "#domain/payments.ts";
import { AppError } from "#server/http/errors.ts";
import { mailContext, moveOrderStatus, queueOrderMails, SYSTEM } from "#server/features/orders/order-changes.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { captureIfPaid } from "#server/features/payments/reconcile-payments.ts";

/**
 * The sweep (docs/product/orders.md#unpaid-order-expiry): a UPI, card or online order still awaiting
 * payment once its window has passed is cancelled, its stock returned once, the customer mailed. Only orders that still
 * expire (`expires_unpaid`): one an admin reopened or marked paid is theirs to handle. Each order
 * is moved by a guarded update inside its own transaction, so when several app servers sweep at
 * once, exactly one moves it and the others find it changed and leave it. Answers how many it
 * cancelled.
 */
export async function expireUnpaidOrders(deps: PaymentDeps, now = new Date()): Promise<number> {
  changesNothingPublic();
  const cutoff = new Date(now.getTime() - deps.config.upiPaymentWindowMinutes * 60_000).toISOString();
  const overdue = await deps.db
    .selectFrom("orders")
    .select(["id", "payment_method", "provider_order_id"])
    .where("expires_unpaid", "=", 1)
    .where("payment_status", "=", AWAITING_PAYMENT)
    // An unpaid order the admin has already shipped is theirs to settle: its goods are gone.
    .where("status", "in", BEFORE_SHIPPING_STATUSES)
    .where("created_at", "<", cutoff)
    .orderBy("created_at")
    .limit(200)
    .execute();
  if (overdue.length === 0) return 0;
  const context = await mailContext(deps, "expiry");
  let cancelled = 0;
  let gatewayDown = false;
  for (const { id, payment_method, provider_order_id } of overdue) {
    // A webhook may have been lost: an online order is asked after at the gateway before it is
    // cancelled; while the gateway does not answer, online orders wait for the next sweep.
    if (payment_method === "online" && provider_order_id) {
      if (gatewayDown) continue;
      const asked = await captureIfPaid(deps, { id, provider_order_id });
      gatewayDown = asked === "unavailable";
      if (asked !== "unchanged") continue;
    }
    try {
      await deps.db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
        if (!order.expires_unpaid || order.payment_status !== AWAITING_PAYMENT || !isBeforeShipping(order.status))
          return;
        await moveOrderStatus(trx, order, ORDER_CANCELLED, { actor: SYSTEM });
        await queueOrderMails(trx, id, ["cancelled"], context);
        cancelled++;
      });
    } catch (error) {
      // Another sweeper (or the customer paying, or an admin) changed it meanwhile: theirs stands.
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  }
  await deliverAfterCommit(deps);
  return cancelled;
}

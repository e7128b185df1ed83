import { message } from "#domain/i18n/message.ts";
import { RECEIVED_STATUSES, refundRefusal } from "#domain/payments.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { type Actor, mailContext, SYSTEM } from "#server/features/orders/order-changes.ts";
import type { RefundRow } from "#server/features/orders/rows.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import type { Database } from "#server/db/client.ts";
import type { RefundView } from "#domain/views/orders.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { PaymentDeps } from "./checkout.ts";
import { lockOnlineOrder, refundablePaiseOf, requestRefund, settleRefund } from "./online-payments.ts";
import { PaymentProviderError } from "./provider.ts";

/**
 * Admin: 'Refund' (docs/product/payments.md#refunds): all that is left of an online order's
 * payment, or `amountPaise` of it. The refund is kept with its idempotency key before Razorpay is
 * asked; a refusal is a 409 with Razorpay's reason, and the order is as before; no answer leaves
 * it 'Refund due', sent again by the reconciliation job with the same key.
 */
export async function refundOrder(
  deps: PaymentDeps,
  { orderId, amountPaise, actor }: { orderId: string; amountPaise?: number; actor: Actor },
): Promise<OrderWithItems> {
  changesNothingPublic();
  const refund = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOnlineOrder(trx, { id: orderId });
    if (!order) throw notFound("order.notFound");
    const refusal = refundRefusal(
      {
        method: order.payment_method,
        paid: order.provider_payment_id !== null && RECEIVED_STATUSES.includes(order.payment_status),
        totalPaise: order.total_paise,
        requestedPaise: order.refund_requested_paise,
        refundedPaise: order.refunded_paise,
      },
      amountPaise,
    );
    if (refusal) throw new AppError(409, refusal);
    return requestRefund(trx, order, {
      amountPaise: amountPaise ?? refundablePaiseOf(order),
      paymentId: order.provider_payment_id!,
      actor,
    });
  });
  const failure = await sendRefund(deps, refund);
  await deliverAfterCommit(deps);
  if (failure) throw new AppError(409, message("payment.refund.refused", { reason: failure }));
  return getOrder(deps.db, { orderId });
}

/**
 * Asks the gateway for a kept refund, with its idempotency key, and writes its answer. Answers
 * the gateway's reason when it refused; a gateway that did not answer leaves the refund
 * `requested`, to be sent again with the same key.
 */
export async function sendRefund(deps: PaymentDeps, refund: RefundRow): Promise<string | null> {
  if (!deps.payments) return null;
  const context = await mailContext(deps);
  let outcome: Parameters<typeof settleRefund>[2];
  try {
    const answer = await deps.payments.refund({
      paymentId: refund.payment_id,
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.idempotency_key,
    });
    outcome =
      answer.status === "failed"
        ? { status: "failed", failure: "Razorpay could not send this refund" }
        : { status: answer.status, providerRefundId: answer.id };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === "unavailable") {
      deps.logger.warn({ err: error, refundId: refund.id }, "refund not sent; it is sent again later");
      return null;
    }
    outcome = { status: "failed", failure: error.detail.description ?? error.message };
  }
  await deps.db.transaction().execute(async (trx) => {
    await lockOnlineOrder(trx, { id: refund.order_id });
    const now = await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
    await settleRefund(trx, now, outcome, SYSTEM, context);
  });
  return outcome.status === "failed" ? outcome.failure : null;
}

/** An order's refunds through the gateway, oldest first, as the admin's order dialog lists them. */
export async function listRefunds(db: Database, orderId: string): Promise<RefundView[]> {
  const rows = await db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    amountPaise: r.amount_paise,
    status: r.status,
    failure: r.failure,
    createdAt: r.created_at,
  }));
}

/** Refunds kept but not (yet) taken by the gateway, oldest first: those whose sending failed or was cut short. */
export async function unsentRefunds(db: Database, olderThan: Date, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "requested")
    .where("created_at", "<", olderThan.toISOString())
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Sends the refunds kept in a change that just committed (a cancelled order paid online). */
export async function sendRefundsOf(deps: PaymentDeps, orderId: string): Promise<void> {
  const refunds = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("status", "=", "requested")
    .execute();
  for (const refund of refunds) {
    const failure = await sendRefund(deps, refund);
    if (failure) deps.logger.warn({ orderId, refundId: refund.id, failure }, "Razorpay refused a refund");
  }
}

import { message } from "#domain/i18n/message.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { paymentReceived, refundRefusal } from "#domain/payments.ts";
import { goodwillCredit, issuePartialCreditNote } from "#server/features/orders/credit-notes.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { type Actor, mailContext, SYSTEM } from "#server/features/orders/order-changes.ts";
import type { OrderRow, RefundRow } from "#server/features/orders/rows.ts";
import type { OrderWithItems, Tx } from "#server/features/orders/shared.ts";
import type { Database } from "#server/db/client.ts";
import type { RefundView } from "#domain/views/orders.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { PaymentDeps } from "./deps.ts";
import {
  lockOnlineOrder,
  type RefundOutcome,
  refundablePaiseOf,
  requestRefund,
  settleRefund,
} from "./online-payments.ts";
import { PaymentProviderError } from "./provider.ts";

/**
 * Admin: 'Refund' (docs/product/payments.md#refunds): all that is left of an order's payment, or
 * `amountPaise` of it. An online payment goes back through Razorpay: the refund is kept with its
 * idempotency key before Razorpay is asked; a refusal is a 409 with Razorpay's reason, and the
 * order is as before; no answer leaves it 'Refund due', sent again by the reconciliation job with
 * the same key. Any other payment is owed back by the shop: 'Refund due' until the admin records
 * it with its reference. A refund of an order that stands is goodwill (a damaged leaf, a late
 * parcel): its credit note, with the admin's reason, lowers the sale's taxable value.
 */
export async function refundOrder(
  deps: PaymentDeps,
  { orderId, amountPaise, reason, actor }: { orderId: string; amountPaise?: number; reason?: string; actor: Actor },
): Promise<OrderWithItems> {
  changesNothingPublic();
  const refund = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOnlineOrder(trx, { id: orderId });
    if (!order) throw notFound("order.notFound");
    const online = order.payment_method === "online";
    const refusal = refundRefusal(
      {
        paid: paymentReceived({
          method: order.payment_method,
          status: order.payment_status,
          hasGatewayPayment: order.provider_payment_id !== null,
        }),
        totalPaise: order.total_paise,
        requestedPaise: order.refund_requested_paise,
        refundedPaise: order.refunded_paise,
      },
      amountPaise,
    );
    if (refusal) throw new AppError(409, refusal);
    // Without the keys nothing could send it: refused now rather than kept for ever.
    if (online && !deps.payments) throw new AppError(503, message("payment.online.unavailable"));
    const kept = await requestRefund(trx, order, {
      amountPaise: amountPaise ?? refundablePaiseOf(order),
      paymentId: online ? order.provider_payment_id : null,
      actor,
    });
    // Money the shop pays back itself is owed from now: its credit note too.
    if (!online) await creditGoodwill(trx, order, kept, reason);
    return kept;
  });
  if (refund.channel === "gateway") {
    const sent = await sendRefund(deps, refund);
    if (sent.kind === "refused") {
      await deliverAfterCommit(deps);
      throw new AppError(409, message("payment.refund.refused", { reason: sent.reason }));
    }
    // Taken by the gateway (or to be sent again): now it is credited, once.
    await deps.db.transaction().execute(async (trx) => {
      const order = (await lockOnlineOrder(trx, { id: orderId }))!;
      await creditGoodwill(trx, order, refund, reason);
    });
  }
  await deliverAfterCommit(deps);
  return getOrder(deps.db, { orderId });
}

/**
 * A refund of an order that stands is goodwill (a damaged leaf, a late parcel): its credit note,
 * with the admin's reason, lowers the sale's taxable value (docs/product/orders.md#goodwill-refunds).
 * A cancelled order's own credit note credits it all already.
 */
async function creditGoodwill(trx: Tx, order: OrderRow, refund: RefundRow, reason: string | undefined) {
  if (order.status === ORDER_CANCELLED) return;
  const items = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).execute();
  const credit = await goodwillCredit(trx, order, items, refund.amount_paise);
  await issuePartialCreditNote(trx, order, {
    cause: "goodwill",
    returnId: null,
    note: reason ?? null,
    ...credit,
    at: new Date(),
  });
}

/** What became of sending a refund: taken (or processed), refused with the gateway's reason, or no answer. */
export type RefundSent = { kind: "taken" } | { kind: "refused"; reason: string } | { kind: "unavailable" };

/** Kept as a message: the dialog and the history show it in the reader's language. */
const GATEWAY_FAILED = message("payment.refund.gatewayFailed");

/**
 * Asks the gateway for a kept refund, with its idempotency key, and writes its answer. A gateway
 * that did not answer leaves the refund `requested`, to be sent again with the same key.
 */
export async function sendRefund(deps: PaymentDeps, refund: RefundRow): Promise<RefundSent> {
  if (!deps.payments) return { kind: "unavailable" };
  const context = await mailContext(deps);
  let outcome: RefundOutcome;
  try {
    const answer = await deps.payments.refund({
      // Only gateway refunds are sent (`unsentRefunds`, `sendRefundsOf`): they name its payment.
      paymentId: refund.payment_id!,
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.idempotency_key,
    });
    outcome =
      answer.status === "failed"
        ? { status: "failed", failure: GATEWAY_FAILED }
        : { status: answer.status, providerRefundId: answer.id };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === "unavailable") {
      deps.logger.warn({ err: error, refundId: refund.id }, "refund not sent; it is sent again later");
      return { kind: "unavailable" };
    }
    outcome = { status: "failed", failure: error.detail.description ?? error.message };
  }
  await deps.db.transaction().execute(async (trx) => {
    await lockOnlineOrder(trx, { id: refund.order_id });
    const current = await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
    await settleRefund(trx, current, outcome, SYSTEM, context);
  });
  return outcome.status === "failed" ? { kind: "refused", reason: outcome.failure } : { kind: "taken" };
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
    channel: r.channel,
    reference: r.reference,
    createdAt: r.created_at,
  }));
}

/** Refunds kept but not (yet) taken by the gateway, oldest first: those whose sending failed or was cut short. */
export async function unsentRefunds(db: Database, olderThan: Date, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "requested")
    .where("channel", "=", "gateway")
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
    .where("channel", "=", "gateway")
    .execute();
  for (const refund of refunds) {
    const sent = await sendRefund(deps, refund);
    if (sent.kind === "refused")
      deps.logger.warn({ orderId, refundId: refund.id, reason: sent.reason }, "Razorpay refused a refund");
  }
}

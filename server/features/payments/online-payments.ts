import { randomUUID } from "node:crypto";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR } from "#domain/money.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { AWAITING_PAYMENT, PAID, paymentAfterRefunds, refundablePaise } from "#domain/payments.ts";
import { customerTag, markChanged } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { type Actor, queueOrderMails, recordEvent } from "#server/features/orders/order-changes.ts";
import type { OrderMailContext } from "#server/features/orders/order-mails.ts";
import type { OrderRow, RefundRow } from "#server/features/orders/rows.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { returnRefunded } from "#server/features/returns/return-refunds.ts";
import { AppError } from "#server/http/errors.ts";

/**
 * An online order's money as the gateway moves it (docs/product/payments.md#online-payment): a
 * payment captured, a refund asked for, a refund settled. Each runs inside the caller's
 * transaction on an order read with `lockOnlineOrder`, so checkout, webhooks, the reconciliation
 * job and the admin never act on a stale read; each may be told the same thing twice and acts once.
 */

/** Which order: by its id, by its gateway order, or by the gateway payment that paid it. */
export type OrderKey = { id: string; userId?: string } | { providerOrderId: string } | { paymentId: string };

/**
 * The order, locked for the rest of the transaction (a no-op write: PostgreSQL holds its row,
 * SQLite its one writer), so what is read next is what the change acts on. Undefined when no
 * order matches.
 */
export async function lockOnlineOrder(trx: Tx, key: OrderKey): Promise<OrderRow | undefined> {
  let update = trx.updateTable("orders").set((eb) => ({ updated_at: eb.ref("updated_at") }));
  if ("id" in key) {
    update = update.where("id", "=", key.id);
    if (key.userId !== undefined) update = update.where("user_id", "=", key.userId);
  } else if ("providerOrderId" in key) update = update.where("provider_order_id", "=", key.providerOrderId);
  else update = update.where("provider_payment_id", "=", key.paymentId);
  const row = await update.returningAll().executeTakeFirst();
  return row;
}

/**
 * A payment the gateway captured for this order. The first pays it (and a cancelled order's is
 * refunded at once); the same payment again changes nothing; another payment of an order already
 * paid is refunded in full, so a customer is never charged twice.
 */
export async function recordCapture(
  trx: Tx,
  order: OrderRow,
  payment: { id: string; amountPaise: number },
  actor: Actor,
  context: OrderMailContext,
): Promise<void> {
  if (order.provider_payment_id === payment.id) return;
  if (order.provider_payment_id !== null) {
    // Checkout's answer, its webhook and the job may each tell of it: refunded once.
    const refunding = await trx
      .selectFrom("refunds")
      .select("id")
      .where("payment_id", "=", payment.id)
      .where("status", "!=", "failed")
      .executeTakeFirst();
    if (refunding) return;
    await requestRefund(trx, order, { amountPaise: payment.amountPaise, paymentId: payment.id, actor });
    await recordEvent(trx, {
      orderId: order.id,
      type: "payment",
      from: order.payment_status,
      to: order.payment_status,
      note: message("payment.event.secondPayment", { payment: payment.id }),
      actor,
    });
    return;
  }
  const paid = await trx
    .updateTable("orders")
    .set({ provider_payment_id: payment.id, payment_status: PAID, expires_unpaid: 0, updated_at: now() })
    .where("id", "=", order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordEvent(trx, {
    orderId: order.id,
    type: "payment",
    from: order.payment_status,
    to: PAID,
    note: message("payment.event.captured", { payment: payment.id }),
    actor,
  });
  markChanged([customerTag(order.user_id)]);
  // Money for an order that was cancelled meanwhile (it expired while the customer paid) goes back.
  if (order.status === ORDER_CANCELLED) {
    await requestRefund(trx, paid, { amountPaise: refundablePaiseOf(paid), paymentId: payment.id, actor });
    return;
  }
  await queueOrderMails(trx, order.id, ["paid"], context);
}

/**
 * Keeps a refund to be sent to the gateway, before it is sent: its idempotency key, and (for the
 * order's own payment) its amount counted as asked back by a guarded update, so however many
 * refunds race, they never ask for more than was paid. Answers the refund, `requested`.
 * Without a gateway payment (`paymentId` null: UPI, cash, a card recorded by hand) the refund is
 * owed by the shop itself: counted alike, `Refund due` until the admin records it with its
 * reference (`recordManualRefunds`).
 */
export async function requestRefund(
  trx: Tx,
  order: OrderRow,
  refund: { amountPaise: number; paymentId: string | null; actor: Actor; madeElsewhere?: boolean },
): Promise<RefundRow> {
  const own = refund.paymentId === null || refund.paymentId === order.provider_payment_id;
  if (own && refund.madeElsewhere) {
    // Made on Razorpay's dashboard: the money went back whatever the shop had counted.
    await trx
      .updateTable("orders")
      .set((eb) => ({ refund_requested_paise: eb("refund_requested_paise", "+", refund.amountPaise) }))
      .where("id", "=", order.id)
      .execute();
  } else if (own) {
    const claimed = await trx
      .updateTable("orders")
      .set((eb) => ({ refund_requested_paise: eb("refund_requested_paise", "+", refund.amountPaise) }))
      .where("id", "=", order.id)
      .where((eb) => eb(eb("refund_requested_paise", "+", refund.amountPaise), "<=", eb.ref("total_paise")))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0)
      throw new AppError(409, message("payment.refund.tooMuch", { amount: formatINR(refundablePaiseOf(order)) }));
  }
  const at = now();
  const row: RefundRow = {
    id: randomUUID(),
    order_id: order.id,
    payment_id: refund.paymentId,
    amount_paise: refund.amountPaise,
    // Razorpay's X-Refund-Idempotency: 10 or more of A-Z, a-z, 0-9, '-', '_'.
    idempotency_key: `refund_${randomUUID().replaceAll("-", "")}`,
    status: "requested",
    provider_refund_id: null,
    failure: null,
    actor: refund.actor.kind,
    actor_id: refund.actor.id,
    channel: refund.paymentId === null ? "manual" : "gateway",
    reference: null,
    created_at: at,
    updated_at: at,
  };
  await trx.insertInto("refunds").values(row).execute();
  if (own)
    await settlePaymentStatus(
      trx,
      order.id,
      refund.actor,
      message(refund.paymentId === null ? "payment.event.refundOwed" : "payment.event.refundRequested", {
        amount: formatINR(refund.amountPaise),
      }),
    );
  return row;
}

/** What the gateway said of a refund: it took it (`pending`), sent the money (`processed`), or refused it (`failed`). */
export type RefundOutcome =
  | { status: "pending" | "processed"; providerRefundId: string | null }
  | { status: "failed"; failure: string };

/**
 * Writes what the gateway said of a refund, once: a refund already processed or failed stays so
 * (a webhook and the API's answer may both tell it). A processed refund of the order's payment
 * counts as sent back and mails the customer; a failed one no longer counts as asked.
 */
export async function settleRefund(
  trx: Tx,
  refund: RefundRow,
  outcome: RefundOutcome,
  actor: Actor,
  context: OrderMailContext,
): Promise<void> {
  if (refund.status === "processed" || refund.status === "failed") return;
  if (outcome.status === "pending" && refund.status === "pending") return;
  await trx
    .updateTable("refunds")
    .set({
      status: outcome.status,
      ...(outcome.status === "failed"
        ? { failure: outcome.failure.slice(0, 500) }
        : outcome.providerRefundId && { provider_refund_id: outcome.providerRefundId }),
      updated_at: now(),
    })
    .where("id", "=", refund.id)
    .execute();
  if (outcome.status === "pending") return;
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", refund.order_id).executeTakeFirstOrThrow();
  if (refund.payment_id !== order.provider_payment_id) return;
  const amount = formatINR(refund.amount_paise);
  if (outcome.status === "failed") {
    await trx
      .updateTable("orders")
      .set((eb) => ({ refund_requested_paise: eb("refund_requested_paise", "-", refund.amount_paise) }))
      .where("id", "=", order.id)
      .execute();
    await settlePaymentStatus(
      trx,
      order.id,
      actor,
      message("payment.event.refundFailed", { amount, reason: outcome.failure.slice(0, 300) }),
    );
    return;
  }
  await refundSent(trx, refund, actor, context, message("payment.event.refundProcessed", { amount }));
}

/** A refund's money went back: counted as sent, the order's payment status and history, its return, the mail. */
async function refundSent(trx: Tx, refund: RefundRow, actor: Actor, context: OrderMailContext, note: MessageRef) {
  await trx
    .updateTable("orders")
    .set((eb) => ({ refunded_paise: eb("refunded_paise", "+", refund.amount_paise) }))
    .where("id", "=", refund.order_id)
    .execute();
  await settlePaymentStatus(trx, refund.order_id, actor, note);
  await returnRefunded(trx, refund.id, actor);
  await queueOrderMails(trx, refund.order_id, ["refunded"], { ...context, refundPaise: refund.amount_paise });
}

/**
 * 'Mark as refunded' of money the shop owed back by hand (a cancelled, returned or goodwill-refunded
 * UPI, cash or card order): each such refund still due is recorded as paid back with the UPI or
 * bank `reference`. None due is a 409.
 */
export async function recordManualRefunds(
  trx: Tx,
  orderId: string,
  reference: string,
  actor: Actor,
  context: OrderMailContext,
): Promise<void> {
  const due = await trx
    .selectFrom("refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("channel", "=", "manual")
    .where("status", "=", "requested")
    .orderBy("created_at")
    .execute();
  for (const refund of due) {
    const recorded = await trx
      .updateTable("refunds")
      .set({ status: "processed", reference, updated_at: now() })
      .where("id", "=", refund.id)
      .where("status", "=", "requested")
      .executeTakeFirst();
    if (Number(recorded.numUpdatedRows) === 0) continue;
    const amount = formatINR(refund.amount_paise);
    await refundSent(trx, refund, actor, context, message("payment.event.refundRecorded", { amount, reference }));
  }
  if (due.length === 0) throw new AppError(409, message("payment.markRefunded.notRefundDue"));
}

/** The refund a gateway's refund event is about: by the gateway's id, else the one sent for that payment and amount. */
export async function refundOfEvent(
  trx: Tx,
  event: { refundId: string; paymentId: string; amountPaise: number },
): Promise<RefundRow | undefined> {
  const known = await trx
    .selectFrom("refunds")
    .selectAll()
    .where("provider_refund_id", "=", event.refundId)
    .executeTakeFirst();
  if (known) return known;
  // Its answer was lost (or has not been written yet): the oldest refund of that payment and amount still open.
  return trx
    .selectFrom("refunds")
    .selectAll()
    .where("payment_id", "=", event.paymentId)
    .where("amount_paise", "=", event.amountPaise)
    .where("provider_refund_id", "is", null)
    .where("status", "in", ["requested", "pending"])
    .orderBy("created_at")
    .executeTakeFirst();
}

const figures = (order: OrderRow) => ({
  totalPaise: order.total_paise,
  requestedPaise: order.refund_requested_paise,
  refundedPaise: order.refunded_paise,
});

/** What of an online order's payment has not been asked back yet. */
export const refundablePaiseOf = (order: OrderRow) => refundablePaise(figures(order));

/** The order's payment status as its refunds now make it, written with its history when it changed. */
async function settlePaymentStatus(trx: Tx, orderId: string, actor: Actor, note: MessageRef): Promise<void> {
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  if (order.payment_status === AWAITING_PAYMENT) return;
  const to = paymentAfterRefunds(figures(order), order.status === ORDER_CANCELLED);
  if (to !== order.payment_status) {
    await trx.updateTable("orders").set({ payment_status: to, updated_at: now() }).where("id", "=", orderId).execute();
  }
  await recordEvent(trx, { orderId, type: "payment", from: order.payment_status, to, note, actor });
  markChanged([customerTag(order.user_id)]);
}

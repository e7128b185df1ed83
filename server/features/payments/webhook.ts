import { message } from "#domain/i18n/message.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { mailContext, recordEvent, SYSTEM } from "#server/features/orders/order-changes.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { AppError } from "#server/http/errors.ts";
import type { Database } from "#server/db/client.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { PaymentDeps } from "./deps.ts";
import { lockOnlineOrder, recordCapture, refundOfEvent, requestRefund, settleRefund } from "./online-payments.ts";
import type { PaymentEvent } from "./provider.ts";
import type { OrderMailContext } from "#server/features/orders/order-mails.ts";
import { sendRefundsOf } from "./refunds.ts";

/** What became of a webhook's event: acted on, already acted on (a second delivery), or not about any order of ours. */
export type WebhookOutcome = "processed" | "duplicate" | "ignored";

/**
 * Razorpay's webhook (docs/product/payments.md#webhooks): its signature checked over the body
 * exactly as received (else 400, nothing changed); each event acted on once, by its id, in the
 * same transaction as what it does, so a delivery cut short is acted on when Razorpay sends it
 * again. Events may come in any order: a paid order never goes back, a refund is counted once.
 * Answers fast: mails, and a refund of money that came for a cancelled order, go out after the
 * answer is written.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  { rawBody, headers }: { rawBody: string; headers: Headers },
): Promise<WebhookOutcome> {
  changesNothingPublic();
  const event = deps.payments?.readWebhook(rawBody, headers) ?? null;
  if (!event) throw new AppError(400, message("payment.webhook.badSignature"));
  const context = await mailContext(deps);
  let orderId: string | null = null;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    // A second delivery waits here until the first commits (PostgreSQL), then finds its id taken.
    const first = await trx
      .insertInto("payment_events")
      .values({ event_id: event.id, name: event.name, order_id: null, received_at: now() })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .executeTakeFirst();
    if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return "duplicate";
    orderId = await act(trx, event, context);
    if (!orderId) return "ignored";
    await trx.updateTable("payment_events").set({ order_id: orderId }).where("event_id", "=", event.id).execute();
    return "processed";
  });
  if (outcome === "ignored" && event.type !== "other") {
    deps.logger.warn(
      { event: event.name, eventId: event.id, razorpayOrderId: event.providerOrderId },
      "Razorpay event for no order of ours",
    );
  }
  void afterAnswer(deps, orderId);
  return outcome;
}

async function afterAnswer(deps: PaymentDeps, orderId: string | null): Promise<void> {
  try {
    if (orderId) await sendRefundsOf(deps, orderId);
  } catch (error) {
    deps.logger.error({ err: error, orderId }, "refund after a webhook not sent; the reconciliation job sends it");
  }
  await deliverAfterCommit(deps);
}

/** Does what the event says to the order it is about; answers that order's id, or null when none of ours. */
async function act(trx: Tx, event: PaymentEvent, context: OrderMailContext): Promise<string | null> {
  switch (event.type) {
    case "payment.captured":
    case "order.paid": {
      if (!event.providerOrderId || !event.paymentId || event.amountPaise === null) return null;
      const order = await lockOnlineOrder(trx, { providerOrderId: event.providerOrderId });
      if (!order) return null;
      await recordCapture(trx, order, { id: event.paymentId, amountPaise: event.amountPaise }, SYSTEM, context);
      return order.id;
    }
    case "payment.failed": {
      if (!event.providerOrderId || !event.paymentId) return null;
      const order = await lockOnlineOrder(trx, { providerOrderId: event.providerOrderId });
      if (!order) return null;
      await recordEvent(trx, {
        orderId: order.id,
        type: "payment",
        from: order.payment_status,
        to: order.payment_status,
        note: message("payment.event.failed", { payment: event.paymentId }),
        actor: SYSTEM,
      });
      return order.id;
    }
    case "refund.processed": {
      if (!event.refund || !event.paymentId) return null;
      // Only refunds of a payment that paid one of our orders; the order is locked before its refund is read.
      const order = await lockOnlineOrder(trx, { paymentId: event.paymentId });
      const refundOf = { refundId: event.refund.id, paymentId: event.paymentId, amountPaise: event.refund.amountPaise };
      const stray = order ? undefined : await strayPaymentOrder(trx, event.paymentId);
      if (!order && !stray) return null;
      const refund =
        (await refundOfEvent(trx, refundOf)) ??
        // Made on Razorpay's dashboard: the shop counts it as if asked here.
        (order
          ? await requestRefund(trx, order, {
              amountPaise: refundOf.amountPaise,
              paymentId: event.paymentId,
              actor: SYSTEM,
              madeElsewhere: true,
            })
          : undefined);
      if (!refund) return null;
      await settleRefund(trx, refund, { status: "processed", providerRefundId: event.refund.id }, SYSTEM, context);
      return refund.order_id;
    }
    case "other":
      return null;
  }
}

/** The order a second payment was refunded for (the refund names its payment, the order keeps its first). */
async function strayPaymentOrder(trx: Tx, paymentId: string): Promise<string | undefined> {
  const refund = await trx
    .selectFrom("refunds")
    .select("order_id")
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!refund) return undefined;
  await lockOnlineOrder(trx, { id: refund.order_id });
  return refund.order_id;
}

/** Razorpay redelivers an event for 24 hours at most; its id is kept well past that, then forgotten. */
const EVENT_IDS_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Forgets the ids of events received long enough ago that Razorpay will never send them again. */
export async function forgetOldPaymentEvents(db: Database, at = new Date()): Promise<void> {
  const before = new Date(at.getTime() - EVENT_IDS_KEPT_MS).toISOString();
  await db.deleteFrom("payment_events").where("received_at", "<", before).execute();
}

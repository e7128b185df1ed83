import { message } from "#domain/i18n/message.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { AWAITING_PAYMENT } from "#domain/payments.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now as clockNow } from "#server/clock.ts";
import { mailContext, SYSTEM } from "#server/features/orders/order-changes.ts";
import type { OrderRow, RefundRow } from "#server/features/orders/rows.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { PaymentDeps } from "./deps.ts";
import { lockOnlineOrder, recordCapture, settleRefund } from "./online-payments.ts";
import { type ProviderPayment, type ProviderRefund, PaymentProviderError } from "./provider.ts";
import { type RefundSent, sendRefund, sendRefundsOf, unsentRefunds } from "./refunds.ts";

/** Orders, refunds each looked at per run: a backlog is worked off over the following minutes. */
const BATCH = 50;
/** A refund kept this long ago and still not taken by the gateway was cut short (its sender died or got no answer). */
const UNSENT_AFTER_MS = 60_000;
/** How long after an unpaid online order was cancelled Razorpay is still asked about it. */
const CANCELLED_LOOKUP_MS = 60 * 60_000;

export interface ReconcileDeps extends PaymentDeps {
  config: PaymentDeps["config"] & { razorpay: { reconcileAfterMinutes: number } | null };
}

/**
 * The reconciliation job (docs/product/payments.md#reconciliation): what a lost webhook or a lost
 * answer would otherwise lose. Online orders still unpaid RAZORPAY_RECONCILE_AFTER_MINUTES after
 * they were placed are looked up at Razorpay and paid if a payment was captured; refunds never
 * taken are sent again with their idempotency key; refunds taken but not yet confirmed are
 * settled as Razorpay's record of each says. Razorpay not answering ends the run (the next
 * minute tries again), so the other jobs never wait on it; one item that fails is logged and
 * left for the next run. Answers how many things it settled.
 */
export async function reconcilePayments(deps: ReconcileDeps, at = new Date()): Promise<number> {
  changesNothingPublic();
  const { payments, config } = deps;
  if (!payments || !config.razorpay) return 0;
  const before = new Date(at.getTime() - config.razorpay.reconcileAfterMinutes * 60_000);
  let settled = 0;
  const steps: Array<() => Promise<Array<() => Promise<Step>>>> = [
    async () => (await lostPaymentCandidates(deps, at, before)).map((order) => () => captureIfPaid(deps, order)),
    async () =>
      (await unsentRefunds(deps.db, new Date(at.getTime() - UNSENT_AFTER_MS), BATCH)).map(
        (refund) => async () => stepOf(await sendRefund(deps, refund)),
      ),
    async () => (await pendingRefunds(deps, before)).map((refund) => () => confirmRefund(deps, refund)),
  ];
  for (const step of steps) {
    for (const item of await step()) {
      let done: Step;
      try {
        done = await item();
      } catch (error) {
        deps.logger.error({ err: error }, "payment reconciliation: one item failed; it is tried again next run");
        continue;
      }
      if (done === "unavailable") {
        await deliverAfterCommit(deps);
        return settled;
      }
      if (done === "settled") settled++;
    }
  }
  await deliverAfterCommit(deps);
  return settled;
}

/** What one item of the job came to: settled, nothing to do yet, or Razorpay did not answer. */
type Step = "settled" | "unchanged" | "unavailable";

const stepOf = (sent: RefundSent): Step => (sent.kind === "unavailable" ? "unavailable" : "settled");

/**
 * Unpaid online orders placed before `before` that still expire (one an admin reopened or shipped
 * unpaid is theirs to settle), oldest first. A cancelled one too, for a while after it was
 * cancelled: Checkout may still have been open when it expired, and its money must go back
 * (`recordCapture` refunds it).
 */
function lostPaymentCandidates(deps: ReconcileDeps, at: Date, before: Date) {
  const cancelledSince = new Date(at.getTime() - CANCELLED_LOOKUP_MS).toISOString();
  return deps.db
    .selectFrom("orders")
    .select(["id", "provider_order_id"])
    .where("payment_method", "=", "online")
    .where("payment_status", "=", AWAITING_PAYMENT)
    .where("provider_order_id", "is not", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "!=", ORDER_CANCELLED), eb("expires_unpaid", "=", 1)]),
        eb.and([eb("status", "=", ORDER_CANCELLED), eb("updated_at", ">=", cancelledSince)]),
      ]),
    )
    .where("created_at", "<", before.toISOString())
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
}

/**
 * Asks Razorpay whether an unpaid online order was paid, and if so records each captured payment
 * (as its webhook would have: the first pays it, any other is refunded).
 */
export async function captureIfPaid(
  deps: PaymentDeps,
  order: Pick<OrderRow, "id" | "provider_order_id">,
): Promise<Step> {
  // Without the keys there is no one to ask (nor any webhook to trust): the order is as it is.
  if (!deps.payments) return "unchanged";
  const payments = await paymentsOf(deps, order);
  if (!payments) return "unavailable";
  const captured = payments.filter((payment) => payment.status === "captured");
  if (captured.length === 0) return "unchanged";
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    for (const payment of captured) {
      const locked = await lockOnlineOrder(trx, { id: order.id });
      if (locked)
        await recordCapture(trx, locked, { id: payment.id, amountPaise: payment.amountPaise }, SYSTEM, context);
    }
  });
  await sendRefundsOf(deps, order.id);
  return "settled";
}

async function paymentsOf(
  deps: PaymentDeps,
  order: Pick<OrderRow, "id" | "provider_order_id">,
): Promise<ProviderPayment[] | null> {
  if (!deps.payments || !order.provider_order_id) return null;
  try {
    return await deps.payments.paymentsOf(order.provider_order_id);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ err: error, orderId: order.id }, "Razorpay not asked about an order; asked again later");
    return null;
  }
}

/** Refunds Razorpay took (`pending`) before `before` whose `refund.processed` never came, oldest first. */
function pendingRefunds(deps: ReconcileDeps, before: Date): Promise<RefundRow[]> {
  return deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "pending")
    .where("updated_at", "<", before.toISOString())
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
}

/**
 * Settles a pending refund as Razorpay's own record of it says (processed or failed); one still
 * pending is looked at again after another interval.
 */
async function confirmRefund(deps: PaymentDeps, refund: RefundRow): Promise<Step> {
  // Only the gateway leaves a refund pending: it names the payment.
  const known = await refundsOf(deps, refund.payment_id!);
  if (!known) return "unavailable";
  const status = known.find((r) => r.id === refund.provider_refund_id)?.status;
  const context = await mailContext(deps);
  return deps.db.transaction().execute(async (trx): Promise<Step> => {
    await lockOnlineOrder(trx, { id: refund.order_id });
    const current = await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
    if (status !== "processed" && status !== "failed") {
      await trx.updateTable("refunds").set({ updated_at: clockNow() }).where("id", "=", refund.id).execute();
      return "unchanged";
    }
    await settleRefund(
      trx,
      current,
      status === "processed"
        ? { status: "processed", providerRefundId: null }
        : { status: "failed", failure: message("payment.refund.gatewayFailed") },
      SYSTEM,
      context,
    );
    return "settled";
  });
}

async function refundsOf(deps: PaymentDeps, paymentId: string): Promise<ProviderRefund[] | null> {
  try {
    return (await deps.payments?.refundsOf(paymentId)) ?? null;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ err: error, paymentId }, "Razorpay not asked about a refund; asked again later");
    return null;
  }
}

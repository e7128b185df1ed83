import { ORDER_CANCELLED } from "#domain/orders.ts";
import { AWAITING_PAYMENT } from "#domain/payments.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now as clockNow } from "#server/clock.ts";
import { mailContext, SYSTEM } from "#server/features/orders/order-changes.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { PaymentDeps } from "./checkout.ts";
import { lockOnlineOrder, recordCapture, settleRefund } from "./online-payments.ts";
import { type ProviderPayment, type ProviderRefund, PaymentProviderError } from "./provider.ts";
import { sendRefund, sendRefundsOf, unsentRefunds } from "./refunds.ts";

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
 * confirmed once Razorpay's payment shows them. Answers how many things it settled.
 */
export async function reconcilePayments(deps: ReconcileDeps, at = new Date()): Promise<number> {
  changesNothingPublic();
  const { payments, config } = deps;
  if (!payments || !config.razorpay) return 0;
  const after = config.razorpay.reconcileAfterMinutes * 60_000;
  let settled = 0;
  settled += await captureLostPayments(deps, at, new Date(at.getTime() - after));
  for (const refund of await unsentRefunds(deps.db, new Date(at.getTime() - UNSENT_AFTER_MS), BATCH)) {
    await sendRefund(deps, refund);
    settled++;
  }
  settled += await confirmPendingRefunds(deps, new Date(at.getTime() - after));
  await deliverAfterCommit(deps);
  return settled;
}

/**
 * Unpaid online orders placed before `before`: paid if Razorpay captured a payment of theirs. A
 * cancelled one too, for a while after it was cancelled: Checkout may still have been open when
 * it expired, and its money must go back (`recordCapture` refunds it).
 */
async function captureLostPayments(deps: ReconcileDeps, at: Date, before: Date): Promise<number> {
  const cancelledSince = new Date(at.getTime() - CANCELLED_LOOKUP_MS).toISOString();
  const unpaid = await deps.db
    .selectFrom("orders")
    .selectAll()
    .where("payment_method", "=", "online")
    .where("payment_status", "=", AWAITING_PAYMENT)
    .where((eb) => eb.or([eb("status", "!=", ORDER_CANCELLED), eb("updated_at", ">=", cancelledSince)]))
    .where("provider_order_id", "is not", null)
    .where("created_at", "<", before.toISOString())
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  let paid = 0;
  for (const order of unpaid) {
    if (await captureIfPaid(deps, order)) paid++;
  }
  return paid;
}

/**
 * Asks Razorpay whether an unpaid online order was paid, and if so records it (as its webhook
 * would have). Answers whether it was; a gateway that does not answer is asked again next time.
 */
export async function captureIfPaid(
  deps: PaymentDeps,
  order: Pick<OrderRow, "id" | "provider_order_id">,
): Promise<boolean> {
  const captured = (await paymentsOf(deps, order))?.find((payment) => payment.status === "captured");
  if (!captured) return false;
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOnlineOrder(trx, { id: order.id });
    if (locked)
      await recordCapture(trx, locked, { id: captured.id, amountPaise: captured.amountPaise }, SYSTEM, context);
  });
  await sendRefundsOf(deps, order.id);
  return true;
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

/**
 * Refunds Razorpay took (`pending`) before `before` whose `refund.processed` never came: settled
 * as Razorpay's own record of each refund says (processed or failed). One still pending is looked
 * at again after another interval.
 */
async function confirmPendingRefunds(deps: ReconcileDeps, before: Date): Promise<number> {
  const pending = await deps.db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "pending")
    .where("updated_at", "<", before.toISOString())
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  const context = await mailContext(deps);
  let settled = 0;
  for (const refund of pending) {
    const known = (await refundsOf(deps, refund.payment_id))?.find((r) => r.id === refund.provider_refund_id);
    const outcome = known?.status === "processed" || known?.status === "failed" ? known.status : null;
    await deps.db.transaction().execute(async (trx) => {
      await lockOnlineOrder(trx, { id: refund.order_id });
      const current = await trx.selectFrom("refunds").selectAll().where("id", "=", refund.id).executeTakeFirstOrThrow();
      if (outcome === null) {
        await trx.updateTable("refunds").set({ updated_at: clockNow() }).where("id", "=", refund.id).execute();
        return;
      }
      await settleRefund(
        trx,
        current,
        outcome === "processed"
          ? { status: "processed", providerRefundId: null }
          : { status: "failed", failure: "Razorpay could not send this refund" },
        SYSTEM,
        context,
      );
      settled++;
    });
  }
  return settled;
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

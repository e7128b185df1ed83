import { message } from "#domain/i18n/message.ts";
import type { CheckoutOptionsView } from "#domain/views/orders.ts";
import { toRupees } from "#domain/money.ts";
import { orderNumber, type OrderStatus } from "#domain/orders.ts";
import { onlinePaymentRefusal } from "#domain/payments.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { mailContext } from "#server/features/orders/order-changes.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { lockOnlineOrder, recordCapture } from "./online-payments.ts";
import { sendRefundsOf } from "./refunds.ts";
import type { PaymentDeps } from "./deps.ts";
import type { PaymentProvider } from "./provider.ts";
import { PaymentProviderError } from "./provider.ts";

/** The domain's rule, asked of an order row. */
export const payRefusal = (order: OrderRow) =>
  onlinePaymentRefusal({
    method: order.payment_method,
    status: order.status as OrderStatus,
    paymentStatus: order.payment_status,
  });

/**
 * The gateway order the customer pays (docs/product/payments.md#online-payment): made when the
 * order is placed, or now if that failed. Of two servers making one at once, the first kept wins
 * and the other's is never paid (a gateway order costs nothing).
 */
export async function providerOrderOf(deps: PaymentDeps, order: OrderRow): Promise<string> {
  if (order.provider_order_id) return order.provider_order_id;
  if (!deps.payments) throw new AppError(503, message("payment.online.unavailable"));
  let made: { id: string };
  try {
    made = await deps.payments.createOrder({
      amountPaise: order.total_paise,
      receipt: orderNumber(order.id),
      notes: { orderId: order.id },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ err: error, orderId: order.id }, "Razorpay order not made");
    throw new AppError(503, message("payment.online.unavailable"));
  }
  await deps.db
    .updateTable("orders")
    .set({ provider_order_id: made.id })
    .where("id", "=", order.id)
    .where("provider_order_id", "is", null)
    .execute();
  const kept = await deps.db
    .selectFrom("orders")
    .select("provider_order_id")
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  return kept.provider_order_id ?? made.id;
}

/**
 * A new online order's gateway order, made as it is placed. A gateway that does not answer leaves
 * the order as it is: 'Pay now' makes one when the customer presses it.
 */
export async function openOnlinePayment(deps: PaymentDeps, order: OrderRow): Promise<void> {
  if (order.payment_method !== "online" || !deps.payments) return;
  await providerOrderOf(deps, order).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
}

/**
 * Customer: the options 'Pay now' opens Checkout with, for their own unpaid online order; its
 * gateway order is made now if placing the order could not make it.
 */
export async function checkoutOptions(
  deps: PaymentDeps,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<CheckoutOptionsView> {
  changesNothingPublic();
  const order = await deps.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!order) throw notFound("order.notFound");
  const refusal = payRefusal(order);
  if (refusal) throw new AppError(409, refusal);
  if (!deps.payments) throw new AppError(503, message("payment.online.unavailable"));
  return optionsOf(deps, deps.payments, order, await providerOrderOf(deps, order));
}

/**
 * The options from what the order keeps, for its page, which never waits on the gateway: null
 * while there is nothing to pay online, or no gateway order yet ('Pay now' then asks the API,
 * which makes one).
 */
export async function storedCheckoutOptions(deps: PaymentDeps, order: OrderRow): Promise<CheckoutOptionsView | null> {
  if (!deps.payments || !order.provider_order_id || payRefusal(order)) return null;
  return optionsOf(deps, deps.payments, order, order.provider_order_id);
}

async function optionsOf(
  deps: PaymentDeps,
  payments: PaymentProvider,
  order: OrderRow,
  razorpayOrderId: string,
): Promise<CheckoutOptionsView> {
  const shop = await deps.settings.shop();
  return {
    key: payments.checkoutKey,
    razorpayOrderId,
    amountPaise: order.total_paise,
    currency: "INR",
    name: shop?.tradeName || "Vanaushadhi",
    // The customer's order number, in any language.
    description: `#${orderNumber(order.id)}`,
    prefill: {
      name: order.ship_recipient || order.user_name,
      email: order.user_email,
      // Kept as the customer reads it (+91 98765 43210); Checkout takes the digits.
      contact: order.ship_mobile.replace(/\s+/g, ""),
    },
  };
}

/** The options as the API answers them: the amount in rupees, as everywhere in the API. */
export function checkoutOptionsJson(options: CheckoutOptionsView) {
  const { amountPaise, ...rest } = options;
  return { ...rest, amount: toRupees(amountPaise) };
}

/**
 * Customer: Checkout's success answer. Accepted only when its signature is right over the gateway
 * order this order keeps (never one the browser names); then the order is paid. The same answer
 * again changes nothing; a wrong one is a 400 and changes nothing.
 */
export async function verifyCheckout(
  deps: PaymentDeps,
  input: { userId: string; orderId: string; razorpayOrderId: string; razorpayPaymentId: string; signature: string },
): Promise<OrderWithItems> {
  changesNothingPublic();
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOnlineOrder(trx, { id: input.orderId, userId: input.userId });
    if (!order) throw notFound("order.notFound");
    if (order.payment_method !== "online") throw new AppError(409, message("payment.online.notOnline"));
    const genuine =
      deps.payments !== null &&
      order.provider_order_id !== null &&
      order.provider_order_id === input.razorpayOrderId &&
      deps.payments.verifyCheckout({
        providerOrderId: order.provider_order_id,
        paymentId: input.razorpayPaymentId,
        signature: input.signature,
      });
    if (!genuine) throw new AppError(400, message("payment.online.notVerified"));
    await recordCapture(
      trx,
      order,
      { id: input.razorpayPaymentId, amountPaise: order.total_paise },
      { kind: "customer", id: input.userId },
      context,
    );
  });
  // Money for an order cancelled meanwhile goes back now.
  await sendRefundsOf(deps, input.orderId);
  await deliverAfterCommit(deps);
  return getOrder(deps.db, { orderId: input.orderId });
}

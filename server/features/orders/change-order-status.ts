import { message } from "#domain/i18n/message.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { type OrderStatus, SHIPPED } from "#domain/orders.ts";
import { AppError } from "#server/http/errors.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import {
  type Actor,
  mailContext,
  mailsForStatusChange,
  moveOrderStatus,
  queueOrderMails,
  type Tracking,
} from "#server/features/orders/order-changes.ts";
import { orderToChange, type OrderWithItems } from "#server/features/orders/shared.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { sendRefundsOf } from "#server/features/payments/refunds.ts";

export const TRACKING_ONLY_WHEN_SHIPPED = message("admin.order.trackingOnlyWhenShipped");
export const SHIPPED_NEEDS_TRACKING = message("admin.order.shippedNeedsTracking");
const COURIER_REQUIRED = message("admin.order.courierRequired");
const TRACKING_NUMBER_REQUIRED = message("admin.order.trackingNumberRequired");

/**
 * Tracking details go with 'Shipped' and only with it: the customer is told where the parcel is
 * (docs/product/orders.md#tracking). The same refusal for one order and for each of a bulk change.
 */
export function checkTrackingFor(status: OrderStatus, tracking: Tracking | undefined) {
  if (tracking && status !== SHIPPED)
    throw new AppError(400, TRACKING_ONLY_WHEN_SHIPPED, { courier: TRACKING_ONLY_WHEN_SHIPPED });
  if (!tracking && status === SHIPPED)
    throw new AppError(400, SHIPPED_NEEDS_TRACKING, {
      courier: COURIER_REQUIRED,
      trackingNumber: TRACKING_NUMBER_REQUIRED,
    });
}

/**
 * Admin: set any of the five statuses; stock and payment follow in the same transaction, and
 * the customer is mailed once it commits. 'Shipped' needs its tracking details (which may be
 * corrected while the order is shipped); with any other status they are refused.
 */
export async function changeOrderStatus(
  deps: PaymentDeps,
  { orderId, status, tracking, actor }: { orderId: string; status: OrderStatus; tracking?: Tracking; actor: Actor },
): Promise<OrderWithItems> {
  changesNothingPublic();
  checkTrackingFor(status, tracking);
  const context = await mailContext(deps, "admin");
  await deps.db.transaction().execute(async (trx) => {
    const order = await orderToChange(trx, { orderId });
    if (order.status === status && !tracking) return;
    const change = await moveOrderStatus(trx, order, status, { actor, tracking });
    await queueOrderMails(trx, orderId, mailsForStatusChange(change), context);
  });
  await sendRefundsOf(deps, orderId);
  await deliverAfterCommit(deps);
  return getOrder(deps.db, { orderId });
}

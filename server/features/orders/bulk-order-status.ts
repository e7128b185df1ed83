import { orderNumber, type OrderStatus, SHIPPED } from "#domain/orders.ts";
import type { OrderStatusChanges } from "#domain/views/admin.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { AppError } from "#server/http/errors.ts";
import { changeOrderStatus, TRACKING_ONLY_WHEN_SHIPPED } from "./change-order-status.ts";
import type { Actor, Tracking } from "./order-changes.ts";

/**
 * The admin's status change for several orders at once (docs/product/admin.md#orders): each
 * order changes exactly as a single change does (its checks, stock, payment and mails), in its
 * own transaction, one after another, so an order refused leaves the others changed. A refusal
 * is reported beside its order; anything else is a bug and stops the rest.
 */
export async function changeOrderStatuses(
  deps: PaymentDeps,
  {
    orderIds,
    status,
    tracking,
    actor,
  }: { orderIds: readonly string[]; status: OrderStatus; tracking?: Tracking; actor: Actor },
): Promise<OrderStatusChanges> {
  // Refused once for them all, as it would be for each.
  if (tracking && status !== SHIPPED)
    throw new AppError(400, TRACKING_ONLY_WHEN_SHIPPED, { courier: TRACKING_ONLY_WHEN_SHIPPED });
  const ids = [...new Set(orderIds)];
  const known = new Set(
    (await deps.db.selectFrom("orders").select("id").where("id", "in", ids).execute()).map((o) => o.id),
  );
  const result: OrderStatusChanges = { changed: [], failed: [] };
  for (const id of ids) {
    const number = known.has(id) ? orderNumber(id) : null;
    try {
      const order = await changeOrderStatus(deps, { orderId: id, status, tracking, actor });
      result.changed.push({ id, number: orderNumber(id), status: order.status as OrderStatus });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, number, error: error.ref, code: error.code });
    }
  }
  return result;
}

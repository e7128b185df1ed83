import { message } from "#domain/i18n/message.ts";
import type { OrderStatus } from "#domain/orders.ts";
import { PAYMENT_SUBMITTED, paymentActionRefusal } from "#domain/payments.ts";
import { AppError } from "#server/http/errors.ts";
import type { Database } from "#server/db/client.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { recordEvent } from "#server/features/orders/order-changes.ts";
import { orderToChange, type OrderWithItems, updateUnchangedOrder } from "#server/features/orders/shared.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

/**
 * Customer: "I have paid" — the UTR their UPI app showed, for the shop to match the payment by.
 * Only the owner of an unpaid UPI order may give it (another customer's order is not found);
 * it may be corrected until the shop marks the order paid. One payment pays one order: a UTR
 * already given for another order is refused (409), whoever gave it.
 */
export async function submitPaymentReference(
  db: Database,
  { userId, orderId, utr }: { userId: string; orderId: string; utr: string },
): Promise<OrderWithItems> {
  changesNothingPublic();
  await withUtrGuard(db, { utr, orderId }, () =>
    db.transaction().execute(async (trx) => {
      const order = await orderToChange(trx, { orderId, userId });
      const refusal = paymentActionRefusal("submit-utr", {
        status: order.status as OrderStatus,
        paymentStatus: order.payment_status,
        method: order.payment_method,
      });
      if (refusal) throw new AppError(409, refusal);
      await assertUtrUnused(trx, { utr, orderId });
      await updateUnchangedOrder(trx, order, { payment_status: PAYMENT_SUBMITTED, utr });
      await recordEvent(trx, {
        orderId,
        type: "payment",
        from: order.payment_status,
        to: PAYMENT_SUBMITTED,
        note: `UTR ${utr}`,
        actor: { kind: "customer", id: userId },
      });
    }),
  );
  return getOrder(db, { orderId });
}

async function assertUtrUnused(db: Database, { utr, orderId }: { utr: string; orderId: string }): Promise<void> {
  const other = await db
    .selectFrom("orders")
    .select("id")
    .where("utr", "=", utr)
    .where("id", "!=", orderId)
    .executeTakeFirst();
  if (other) throw new AppError(409, message("payment.utr.alreadyUsed"));
}

/**
 * Two orders given the same UTR at once on PostgreSQL both pass the check inside their
 * transactions; the unique index (migration 0014) then refuses the second, and its customer
 * gets the same clear 409 as the check, found again once the first has committed.
 */
async function withUtrGuard<T>(
  db: Database,
  claim: { utr: string; orderId: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) await assertUtrUnused(db, claim);
    throw error;
  }
}

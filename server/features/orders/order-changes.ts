import { message } from "#domain/i18n/message.ts";
import { randomUUID } from "node:crypto";
import { isReopening, ORDER_CANCELLED, type OrderStatus, SHIPPED, stockDirection } from "#domain/orders.ts";
import {
  initialPaymentStatus,
  PAID,
  PARTLY_REFUNDED,
  type PaymentStatus,
  paymentAfterStatusChange,
  REFUND_DUE,
} from "#domain/payments.ts";
import { refundablePaiseOf, requestRefund } from "#server/features/payments/online-payments.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { OrderEventTable, OrderRow } from "#server/features/orders/rows.ts";
import { customerTag, markChanged } from "#server/cache/cache-tags.ts";
import { returnStock, takeStock } from "./stock.ts";
import { moveCouponUse } from "#server/features/promotions/coupon-uses.ts";
import { AppError } from "#server/http/errors.ts";
import type { Logger } from "#server/logger.ts";
import { queueMail } from "#server/mail/mail-outbox.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import {
  type CancelledBy,
  orderMail,
  type OrderMailContext,
  type OrderMailEvent,
} from "#server/features/orders/order-mails.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { languageOfUser } from "#server/features/accounts/accounts.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { issueCreditNote } from "#server/features/orders/tax-documents.ts";
import { now } from "#server/clock.ts";
import { type Tx, updateUnchangedOrder } from "#server/features/orders/shared.ts";

/** Who made a change, for the order's history: the customer, an admin, or the shop itself (the expiry sweep). */
export interface Actor {
  kind: OrderEventTable["actor"];
  id: string | null;
}

export const SYSTEM: Actor = { kind: "system", id: null };

/** What changing an order needs besides its database: mail, the shop's particulars, the UPI window. */
export interface OrderChangeDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  settings: SettingsStore;
  config: Pick<Config, "publicUrl" | "upiPaymentWindowMinutes">;
}

export async function recordEvent(
  trx: Tx,
  event: {
    orderId: string;
    type: OrderEventTable["type"];
    from: string | null;
    to: string;
    note?: string | null;
    actor: Actor;
    at?: string;
  },
): Promise<void> {
  await trx
    .insertInto("order_events")
    .values({
      id: randomUUID(),
      order_id: event.orderId,
      type: event.type,
      from_value: event.from,
      to_value: event.to,
      note: event.note ?? null,
      actor: event.actor.kind,
      actor_id: event.actor.id,
      created_at: event.at ?? now(),
    })
    .execute();
}

/** The courier's details, given when an order is set to 'Shipped'. */
export interface Tracking {
  courier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface StatusChange {
  from: OrderStatus;
  to: OrderStatus;
  paymentFrom: PaymentStatus;
  paymentTo: PaymentStatus;
}

/**
 * Moves an order to a new status — and its stock and payment — exactly as
 * docs/product/orders.md#status-changes says: into 'Order Cancelled' gives the stock back, out of
 * it takes it again (refused when short), between the others moves nothing; a cash order is paid
 * on delivery, a paid order cancelled is owed back; a reopened order never expires again (the
 * admin wants it, paid or not).
 * The update is guarded on the old status, so of two concurrent changes only one moves anything.
 * Each change is written to the order's history with who made it.
 */
export async function moveOrderStatus(
  trx: Tx,
  order: OrderRow,
  to: OrderStatus,
  options: { actor: Actor; tracking?: Tracking },
): Promise<StatusChange> {
  const from = order.status as OrderStatus;
  // A free replacement has nothing to collect or owe back, whatever its status.
  let paymentTo =
    order.replacement_for_return_id !== null
      ? order.payment_status
      : paymentAfterStatusChange(order.payment_status, order.payment_method, from, to);
  const reopened = isReopening(from, to);
  // Money owed back by hand for the cancellation is no longer owed: the order stands again.
  if (reopened && order.payment_method !== "online") paymentTo = await keepPaymentOfReopened(trx, order, paymentTo);
  const tracking = options.tracking;
  await updateUnchangedOrder(trx, order, {
    status: to,
    payment_status: paymentTo,
    ...(reopened && { expires_unpaid: 0 }),
    // All of it went back before the order was reopened: it is to be paid again, from nothing.
    ...(reopened &&
      paymentTo === initialPaymentStatus(order.payment_method) && {
        refund_requested_paise: 0,
        refunded_paise: 0,
      }),
    ...(tracking && {
      courier: tracking.courier,
      tracking_number: tracking.trackingNumber,
      tracking_url: tracking.trackingUrl,
    }),
  });

  const trackingNote = tracking ? `${tracking.courier} · AWB ${tracking.trackingNumber}` : null;
  // Tracking details given again for a shipped order are history too.
  if (from !== to || trackingNote) {
    await recordEvent(trx, { orderId: order.id, type: "status", from, to, actor: options.actor, note: trackingNote });
  }
  if (paymentTo !== order.payment_status) {
    await recordEvent(trx, {
      orderId: order.id,
      type: "payment",
      from: order.payment_status,
      to: paymentTo,
      actor: options.actor,
    });
  }
  const direction = stockDirection(from, to);
  // The coupon's row before the stock's, as placing an order locks them (stock.ts: one lock order).
  await moveCouponUse(trx, order.coupon_code, direction);
  await moveStock(trx, order.id, direction);
  // Delivered, paid, cancelled or reopened: the customer's reviews of these plants may gain or lose their badge.
  if (from !== to || paymentTo !== order.payment_status) markChanged([customerTag(order.user_id)]);
  // A sale undone is credited (CGST Rules, rule 53), in the same transaction, once.
  if (to === ORDER_CANCELLED && from !== ORDER_CANCELLED) {
    await issueCreditNote(trx, order.id, new Date());
    if (paymentTo === REFUND_DUE) await refundWhatIsLeft(trx, order.id, options.actor);
  }
  return { from, to, paymentFrom: order.payment_status, paymentTo };
}

/**
 * Cancelling a paid order gives back what is left of its payment (docs/product/payments.md#refunds):
 * through the gateway for an online payment (kept here, sent once the change commits), else owed
 * by the shop until the admin records it.
 */
async function refundWhatIsLeft(trx: Tx, orderId: string, actor: Actor): Promise<void> {
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  if (order.payment_method === "online" && order.provider_payment_id === null) return;
  const left = refundablePaiseOf(order);
  const paymentId = order.payment_method === "online" ? order.provider_payment_id : null;
  if (left > 0) await requestRefund(trx, order, { amountPaise: left, paymentId, actor });
}

/**
 * A cancelled order paid by hand, reopened: the refunds still owed on it are dropped (no longer
 * counted as asked back) and it is paid again, or partly refunded when some money went back before.
 * One whose money all went back is to be paid again (`paymentAfterStatusChange`).
 */
async function keepPaymentOfReopened(trx: Tx, order: OrderRow, paymentTo: PaymentStatus): Promise<PaymentStatus> {
  if (paymentTo !== PAID) return paymentTo;
  const dropped = await trx
    .updateTable("refunds")
    .set({ status: "failed", failure: message("payment.refund.droppedOnReopen"), updated_at: now() })
    .where("order_id", "=", order.id)
    .where("channel", "=", "manual")
    .where("status", "=", "requested")
    .returning("amount_paise")
    .execute();
  const droppedPaise = dropped.reduce((sum, r) => sum + r.amount_paise, 0);
  if (droppedPaise > 0)
    await trx
      .updateTable("orders")
      .set((eb) => ({ refund_requested_paise: eb("refund_requested_paise", "-", droppedPaise) }))
      .where("id", "=", order.id)
      .execute();
  return order.refunded_paise > 0 ? PARTLY_REFUNDED : PAID;
}

async function moveStock(trx: Tx, orderId: string, direction: -1 | 0 | 1): Promise<void> {
  if (direction === 0) return;
  const items = await trx.selectFrom("order_items").selectAll().where("order_id", "=", orderId).execute();
  // A line whose product was deleted has nothing to give back or take.
  const lines = items.flatMap((item) =>
    item.product_id && item.variant_id
      ? [{ productId: item.product_id, variantId: item.variant_id, quantity: item.quantity, title: item.title }]
      : [],
  );
  if (direction === 1) await returnStock(trx, lines);
  else
    await takeStock(
      trx,
      lines,
      (line) => new AppError(409, message("order.reopen.notEnoughStock", { title: line.title })),
    );
}

/** The mails a status change sends the customer (a cash order paid at the door gets the delivery mail). */
export function mailsForStatusChange(change: StatusChange): OrderMailEvent[] {
  if (change.from === change.to) return change.to === SHIPPED ? ["shipped"] : [];
  if (change.to === ORDER_CANCELLED) return ["cancelled"];
  if (change.to === SHIPPED) return ["shipped"];
  if (change.to === "Delivered") return ["delivered"];
  return [];
}

/**
 * What the order mails say about the shop. Read before a change's transaction begins: SQLite has
 * one connection, which the transaction holds until it ends.
 */
export async function mailContext(deps: OrderChangeDeps, cancelledBy?: CancelledBy): Promise<OrderMailContext> {
  return {
    shop: await deps.settings.shop(),
    publicUrl: deps.config.publicUrl,
    upiWindowMinutes: deps.config.upiPaymentWindowMinutes,
    cancelledBy,
  };
}

/**
 * Writes the order's mails into the outbox, in the change's own transaction: they go out once it
 * commits (`deliverAfterCommit`), and never if it does not.
 */
export async function queueOrderMails(
  trx: Tx,
  orderId: string,
  events: OrderMailEvent[],
  context: OrderMailContext,
): Promise<void> {
  if (events.length === 0) return;
  const order = await getOrder(trx, { orderId });
  // In the language the customer last read the shop in (docs/product/language.md#mails).
  const tr = mailTranslator(await languageOfUser(trx, order.user_id));
  for (const event of events) await queueMail(trx, orderMail(event, order, context, tr));
}

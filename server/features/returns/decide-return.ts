import { randomUUID } from "node:crypto";
import { message } from "#domain/i18n/message.ts";
import { DELIVERED, ORDER_SUCCESSFUL } from "#domain/orders.ts";
import { PAID, paymentReceived } from "#domain/payments.ts";
import { returnDecisionRefusal, returnRefundRefusal } from "#domain/returns.ts";
import { changesNothingPublic, customerTag, markChanged } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { issuePartialCreditNote, returnCreditLines, type ReturnedUnits } from "#server/features/orders/credit-notes.ts";
import { type Actor, mailContext, recordEvent } from "#server/features/orders/order-changes.ts";
import type { OrderRow, RefundRow } from "#server/features/orders/rows.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { takeStock } from "#server/features/orders/stock.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { lockOnlineOrder, refundablePaiseOf, requestRefund } from "#server/features/payments/online-payments.ts";
import { sendRefund } from "#server/features/payments/refunds.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { queueReturnMail } from "./return-mails.ts";
import type { ReturnRow } from "./rows.ts";

/**
 * The request, locked for the rest of the transaction (a no-op write), so it is decided once; else
 * 404. `retry` lets through an approved refund the gateway refused, to be sent again.
 */
async function lockRequest(trx: Tx, returnId: string, retry: boolean): Promise<ReturnRow> {
  const request = await trx
    .updateTable("returns")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", returnId)
    .returningAll()
    .executeTakeFirst();
  if (!request) throw notFound("return.notFound");
  const refund = request.refund_id
    ? await trx.selectFrom("refunds").select("status").where("id", "=", request.refund_id).executeTakeFirst()
    : undefined;
  const refusal = returnDecisionRefusal(request.status, retry && refund?.status === "failed");
  if (refusal) throw new AppError(409, refusal);
  return request;
}

/** The refund of an approved request, asked again after the gateway refused it: its credit note stands. */
async function refundAgain(deps: PaymentDeps, trx: Tx, order: OrderRow, request: ReturnRow, actor: Actor) {
  const online = order.payment_method === "online";
  if (online && !deps.payments) throw new AppError(503, message("payment.online.unavailable"));
  const refund = await requestRefund(trx, order, {
    amountPaise: request.refund_paise!,
    paymentId: online ? order.provider_payment_id : null,
    actor,
  });
  await trx
    .updateTable("returns")
    .set({ refund_id: refund.id, updated_at: now() })
    .where("id", "=", request.id)
    .execute();
  return refund;
}

/** The order lines a request names, with how many of each. */
async function returnedUnits(trx: Tx, returnId: string): Promise<ReturnedUnits[]> {
  const rows = await trx
    .selectFrom("return_lines")
    .innerJoin("order_items", "order_items.id", "return_lines.order_item_id")
    .selectAll("order_items")
    .select("return_lines.quantity as returned")
    .where("return_lines.return_id", "=", returnId)
    .orderBy("order_items.id")
    .execute();
  return rows.map(({ returned, ...item }) => ({ item, quantity: returned }));
}

/**
 * The ₹0 order that replaces the returned units: the same address, the units taken from stock now
 * (refused when short), nothing to pay and no tax invoice (nothing is sold), shipped and tracked as
 * any order. It names the request; the request names it.
 */
async function placeReplacement(trx: Tx, order: OrderRow, request: ReturnRow, actor: Actor): Promise<string> {
  const returned = await returnedUnits(trx, request.id);
  const gone = returned.find(({ item }) => !item.product_id || !item.variant_id);
  if (gone) throw new AppError(409, message("return.replacement.noLongerSold", { title: gone.item.title }));
  await takeStock(
    trx,
    returned.map(({ item, quantity }) => ({
      productId: item.product_id!,
      variantId: item.variant_id!,
      quantity,
      title: item.title,
    })),
    (line, left) => new AppError(409, message("return.replacement.notEnoughStock", { title: line.title, stock: left })),
  );
  const id = randomUUID();
  const at = now();
  await trx
    .insertInto("orders")
    .values({
      id,
      user_id: order.user_id,
      user_name: order.user_name,
      user_email: order.user_email,
      status: ORDER_SUCCESSFUL,
      subtotal_paise: 0,
      discount_paise: 0,
      tax_paise: 0,
      shipping_paise: 0,
      total_paise: 0,
      payment_method: order.payment_method,
      payment_status: PAID,
      expires_unpaid: 0,
      utr: null,
      card_brand: order.card_brand,
      card_last4: order.card_last4,
      card_holder: order.card_holder,
      ship_recipient: order.ship_recipient,
      ship_street: order.ship_street,
      ship_landmark: order.ship_landmark,
      ship_city: order.ship_city,
      ship_state: order.ship_state,
      ship_zip: order.ship_zip,
      ship_mobile: order.ship_mobile,
      idempotency_key: null,
      courier: null,
      tracking_number: null,
      tracking_url: null,
      seller_json: null,
      invoice_number: null,
      invoice_date: null,
      credit_note_number: null,
      credit_note_date: null,
      provider_order_id: null,
      provider_payment_id: null,
      coupon_code: null,
      delivery_gst_rate: null,
      prices_include_tax: order.prices_include_tax,
      replacement_for_return_id: request.id,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto("order_items")
    .values(
      returned.map(({ item, quantity }) => ({
        id: randomUUID(),
        order_id: id,
        product_id: item.product_id,
        variant_id: item.variant_id,
        variant_name: item.variant_name,
        slug: item.slug,
        title: item.title,
        title_hi: item.title_hi,
        variant_name_hi: item.variant_name_hi,
        image: item.image,
        price_paise: 0,
        discount: 0,
        sale_price_paise: 0,
        quantity,
        line_total_paise: 0,
        hsn_code: item.hsn_code,
        gst_rate: item.gst_rate,
        tax_paise: 0,
        coupon_paise: 0,
        taxable_paise: 0,
      })),
    )
    .execute();
  await recordEvent(trx, {
    orderId: id,
    type: "status",
    from: null,
    to: ORDER_SUCCESSFUL,
    note: request.number,
    actor,
    at,
  });
  return id;
}

/**
 * A refund's approval: a credit note for exactly the returned units (docs/product/tax-invoices.md#credit-note)
 * and the money owed back, through the gateway for an online payment, else by the shop (`Refund due`
 * until the admin records it). Refused when the order's payment never came in, or for more than the
 * lines were sold for or is left of the payment.
 */
async function approveRefund(
  deps: PaymentDeps,
  trx: Tx,
  order: OrderRow,
  request: ReturnRow,
  refundPaise: number | undefined,
  actor: Actor,
) {
  const online = order.payment_method === "online";
  const paid = paymentReceived({
    method: order.payment_method,
    status: order.payment_status,
    hasGatewayPayment: order.provider_payment_id !== null,
  });
  if (!paid) throw new AppError(409, message("payment.refund.notPaid"));
  if (online && !deps.payments) throw new AppError(503, message("payment.online.unavailable"));
  const returned = await returnedUnits(trx, request.id);
  const whole = await returnCreditLines(trx, returned);
  const value = whole.reduce((sum, line) => sum + line.taxablePaise + line.taxPaise, 0);
  const amount = refundPaise ?? value;
  const refusal = returnRefundRefusal(amount, value, refundablePaiseOf(order));
  if (refusal) throw new AppError(409, refusal);
  const at = new Date(now());
  const creditNoteId = await issuePartialCreditNote(trx, order, {
    cause: "return",
    returnId: request.id,
    note: request.number,
    lines: amount === value ? whole : await returnCreditLines(trx, returned, amount),
    at,
  });
  const refund = await requestRefund(trx, order, {
    amountPaise: amount,
    paymentId: online ? order.provider_payment_id : null,
    actor,
  });
  return { creditNoteId, refund };
}

/** The request's new status, written with its decision and on the order's timeline. */
async function decide(
  trx: Tx,
  request: ReturnRow,
  changes: Partial<
    Pick<
      ReturnRow,
      "status" | "decision_note" | "refund_paise" | "replacement_order_id" | "credit_note_id" | "refund_id"
    >
  > & {
    status: ReturnRow["status"];
  },
  actor: Actor,
) {
  const at = now();
  await trx
    .updateTable("returns")
    .set({ ...changes, decided_at: at, updated_at: at })
    .where("id", "=", request.id)
    .execute();
  await recordEvent(trx, {
    orderId: request.order_id,
    type: "return",
    from: request.status,
    to: changes.status,
    note: request.number,
    actor,
    at,
  });
  markChanged([customerTag(request.user_id)]);
}

/**
 * Admin: 'Approve' (docs/product/commerce-core.md#returns-and-replacements). A replacement gets its ₹0
 * order; a refund its credit note and its money back (`refundPaise`, default what the lines were
 * sold for). Mailed, and on the order's timeline. A gateway refund is sent once this commits.
 */
export async function approveReturn(
  deps: PaymentDeps,
  { returnId, refundPaise, actor }: { returnId: string; refundPaise?: number; actor: Actor },
): Promise<void> {
  changesNothingPublic();
  const context = await mailContext(deps);
  const refund: RefundRow | null = await deps.db.transaction().execute(async (trx) => {
    const request = await lockRequest(trx, returnId, true);
    const order = (await lockOnlineOrder(trx, { id: request.order_id }))!;
    // Cancelled or reopened since it was reported: nothing delivered to replace or refund.
    if (order.status !== DELIVERED) throw new AppError(409, message("return.orderNotDelivered"));
    if (request.status === "Refund due") return refundAgain(deps, trx, order, request, actor);
    if (request.wish === "Replacement") {
      if (refundPaise !== undefined) throw new AppError(400, message("return.refund.notAsked"));
      const replacementId = await placeReplacement(trx, order, request, actor);
      await decide(trx, request, { status: "Approved", replacement_order_id: replacementId }, actor);
      await queueReturnMail(trx, request.id, context);
      return null;
    }
    const approved = await approveRefund(deps, trx, order, request, refundPaise, actor);
    await decide(
      trx,
      request,
      {
        status: "Refund due",
        refund_paise: approved.refund.amount_paise,
        credit_note_id: approved.creditNoteId,
        refund_id: approved.refund.id,
      },
      actor,
    );
    await queueReturnMail(trx, request.id, context);
    return approved.refund;
  });
  const sent = refund?.channel === "gateway" ? await sendRefund(deps, refund) : null;
  await deliverAfterCommit(deps);
  // Approved, and credited; the money did not go: the admin is told why, and may approve again.
  if (sent?.kind === "refused") throw new AppError(409, message("return.refund.refused", { reason: sent.reason }));
}

/** Admin: 'Reject', with the reason the customer is mailed and reads on the order page. */
export async function rejectReturn(
  deps: PaymentDeps,
  { returnId, reason, actor }: { returnId: string; reason: string; actor: Actor },
): Promise<void> {
  changesNothingPublic();
  const context = await mailContext(deps);
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockRequest(trx, returnId, false);
    await decide(trx, request, { status: "Rejected", decision_note: reason }, actor);
    await queueReturnMail(trx, request.id, context);
  });
  await deliverAfterCommit(deps);
}

import type { ReturnDetails } from "#server/features/returns/list-returns.ts";
import { returnJson } from "#server/features/returns/presenters.ts";
import type { CreditNoteRow } from "./rows.ts";
import { maskCard } from "#domain/cards.ts";
import { imageUrl } from "#domain/media.ts";
import { toRupees } from "#domain/money.ts";
import type { OrderStatus } from "#domain/orders.ts";
import { CASH_ON_DELIVERY, PAY_ONLINE, UPI } from "#domain/schemas/order.ts";
import type { AdminOrderRow, OrderStatusChanges } from "#domain/views/admin.ts";
import type { OrderEventView, OrderView } from "#domain/views/orders.ts";
import type { OrderEventRow, OrderRow } from "#server/features/orders/rows.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import { englishText } from "#server/http/errors.ts";
import type { OrderSummaryAnswer } from "./answers.ts";

/** An order's shapes: the pages' view (paise, media keys) and the API's JSON (rupees, URLs). */

function paymentView(o: OrderRow): OrderView["payment"] {
  if (o.payment_method === "cod") return { method: "cod" };
  if (o.payment_method === "upi") return { method: "upi", utr: o.utr };
  if (o.payment_method === "online")
    return { method: "online", paymentId: o.provider_payment_id, refundedPaise: o.refunded_paise };
  return {
    method: "card",
    brand: o.card_brand ?? "Card",
    cardNumber: maskCard(o.card_last4 ?? "????"),
    cardHolderName: o.card_holder ?? "",
  };
}

/** The order JSON's `paymentMethod`: the text 'Cash on Delivery' or 'UPI', or the masked card. */
function paymentJson(payment: OrderView["payment"]): OrderSummaryAnswer["paymentMethod"] {
  if (payment.method === "cod") return CASH_ON_DELIVERY;
  if (payment.method === "upi") return UPI;
  if (payment.method === "online") return PAY_ONLINE;
  return { brand: payment.brand, cardNumber: payment.cardNumber, cardHolderName: payment.cardHolderName };
}

/** The payment as text, for the CSV export and the invoice: 'Cash on Delivery', 'UPI', 'Visa ending 4242'. */
export function paymentMethodText(o: OrderRow): string {
  if (o.payment_method === "cod") return CASH_ON_DELIVERY;
  if (o.payment_method === "upi") return UPI;
  if (o.payment_method === "online")
    return o.provider_payment_id ? `${PAY_ONLINE} (${o.provider_payment_id})` : PAY_ONLINE;
  return `${o.card_brand ?? "Card"} ending ${o.card_last4 ?? ""}`;
}

export function orderEventView(e: OrderEventRow): OrderEventView {
  return { type: e.type, from: e.from_value, to: e.to_value, note: e.note, actor: e.actor, at: e.created_at };
}

export function orderView(o: OrderWithItems): OrderView {
  return {
    id: o.id,
    date: o.created_at,
    status: o.status,
    userName: o.user_name,
    userEmail: o.user_email,
    subtotalPaise: o.subtotal_paise,
    discountPaise: o.discount_paise,
    taxPaise: o.tax_paise,
    shippingPaise: o.shipping_paise,
    totalPaise: o.total_paise,
    couponCode: o.coupon_code,
    couponPaise: o.coupon_paise,
    deliveryTaxPaise: o.delivery_tax_paise,
    deliveryGstRate: o.delivery_gst_rate,
    pricesIncludeTax: o.prices_include_tax === 1,
    payment: paymentView(o),
    paymentStatus: o.payment_status,
    tracking:
      o.courier && o.tracking_number
        ? { courier: o.courier, trackingNumber: o.tracking_number, trackingUrl: o.tracking_url }
        : null,
    shippingAddress: {
      recipient: o.ship_recipient,
      mobile: o.ship_mobile,
      street: o.ship_street,
      landmark: o.ship_landmark,
      city: o.ship_city,
      state: o.ship_state,
      zip: o.ship_zip,
    },
    invoiceNumber: o.invoice_number,
    creditNoteNumber: o.credit_note_number,
    replacementForReturnId: o.replacement_for_return_id,
    items: o.items.map((i) => ({
      productId: i.product_id,
      variantId: i.variant_id,
      variantName: i.variant_name,
      slug: i.slug,
      title: i.title,
      titleHi: i.title_hi,
      variantNameHi: i.variant_name_hi,
      image: i.image,
      pricePaise: i.price_paise,
      discount: i.discount,
      salePricePaise: i.sale_price_paise,
      quantity: i.quantity,
      lineTotalPaise: i.line_total_paise,
      gstRate: i.gst_rate,
      couponPaise: i.coupon_paise,
      taxablePaise: i.taxable_paise,
      taxPaise: i.tax_paise,
    })),
  };
}

/**
 * The order JSON (docs/product/api.md#order-json): rupees, `paymentMethod` as the text 'Cash on
 * Delivery' or 'UPI' or a masked card, `paymentStatus`, the UTR given, tracking once shipped.
 */
export function orderJson(o: OrderWithItems) {
  const v = orderView(o);
  return {
    id: v.id,
    userId: o.user_id,
    userName: v.userName,
    userEmail: v.userEmail,
    date: v.date,
    status: v.status,
    totalAmount: toRupees(v.totalPaise),
    subtotal: toRupees(v.subtotalPaise),
    discount: toRupees(v.discountPaise),
    tax: toRupees(v.taxPaise),
    shippingCost: toRupees(v.shippingPaise),
    couponCode: v.couponCode,
    couponDiscount: toRupees(v.couponPaise),
    pricesIncludeTax: v.pricesIncludeTax,
    paymentMethod: paymentJson(v.payment),
    paymentStatus: v.paymentStatus,
    ...(v.payment.method === "upi" ? { utr: v.payment.utr } : {}),
    ...(v.payment.method === "online"
      ? { razorpayPaymentId: v.payment.paymentId, refunded: toRupees(v.payment.refundedPaise) }
      : {}),
    tracking: v.tracking,
    invoiceNumber: v.invoiceNumber,
    creditNoteNumber: v.creditNoteNumber,
    shippingAddress: { ...v.shippingAddress, zipCode: v.shippingAddress.zip },
    items: v.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      variantName: i.variantName,
      variantNameHi: i.variantNameHi,
      slug: i.slug,
      title: i.title,
      titleHi: i.titleHi,
      image: i.image ? imageUrl(i.image) : null,
      price: toRupees(i.salePricePaise),
      listPrice: toRupees(i.pricePaise),
      discount: i.discount,
      quantity: i.quantity,
      lineTotal: toRupees(i.lineTotalPaise),
    })),
  };
}

/**
 * One order as its own page reads it: the order and its history, oldest change first, each note
 * in English as the API speaks (a note of the shop's own is a message; a UTR is kept as given).
 */
export function orderWithHistoryJson({ order, events, returns, creditNotes }: OrderWithHistory) {
  return {
    ...orderJson(order),
    events: events.map(orderEventView).map((e) => ({ ...e, note: e.note === null ? null : englishText(e.note) })),
    replacementForReturnId: order.replacement_for_return_id,
    returns: returns.map(returnJson),
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      cause: note.cause,
      issuedAt: note.issued_at,
      amount: toRupees(note.taxable_paise + note.tax_paise),
    })),
  };
}

/** One order with everything its page shows besides: its history, its return requests, its credit notes for part of it. */
export interface OrderWithHistory {
  order: OrderWithItems;
  events: OrderEventRow[];
  returns: ReturnDetails[];
  creditNotes: CreditNoteRow[];
}

export function adminOrderRow(o: OrderRow & { item_count?: number }): AdminOrderRow {
  return {
    id: o.id,
    date: o.created_at,
    status: o.status,
    userName: o.user_name,
    userEmail: o.user_email,
    totalPaise: o.total_paise,
    paymentStatus: o.payment_status,
    itemCount: o.item_count ?? 0,
  };
}

/** An order without its lines, as the orders table and the dashboard list it. */
export function orderSummaryJson(o: OrderRow & { item_count?: number }): OrderSummaryAnswer {
  return {
    id: o.id,
    userId: o.user_id,
    userName: o.user_name,
    userEmail: o.user_email,
    date: o.created_at,
    // Stored as text; only the order lifecycle's statuses are ever written.
    status: o.status as OrderStatus,
    totalAmount: toRupees(o.total_paise),
    subtotal: toRupees(o.subtotal_paise),
    discount: toRupees(o.discount_paise),
    tax: toRupees(o.tax_paise),
    shippingCost: toRupees(o.shipping_paise),
    couponCode: o.coupon_code,
    couponDiscount: toRupees(o.coupon_paise),
    pricesIncludeTax: o.prices_include_tax === 1,
    paymentMethod: paymentJson(paymentView(o)),
    paymentStatus: o.payment_status,
    ...(o.item_count === undefined ? {} : { itemCount: o.item_count }),
  };
}

/** The bulk status change as the API answers it: each refusal's English text and its code. */
export function bulkOrderStatusJson(result: OrderStatusChanges) {
  return {
    changed: result.changed,
    failed: result.failed.map((f) => ({ id: f.id, number: f.number, error: englishText(f.error), code: f.code })),
  };
}

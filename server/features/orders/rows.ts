import type { Flag } from "#server/db/schema.ts";
import type { PaymentMethod, PaymentStatus, RefundChannel, RefundStatus } from "#domain/payments.ts";
import type { Generated, Selectable } from "kysely";

/** The tables of orders, their lines and history, and the tax documents' counters (composed into the database's `DB` in server/db/schema.ts). */

export interface OrderTable {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  status: string;
  subtotal_paise: number;
  discount_paise: number;
  tax_paise: number;
  shipping_paise: number;
  total_paise: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /**
   * 1: the expiry sweep cancels it while it still awaits payment once the window has passed
   * (UPI and card orders); 0: never (cash on delivery, reopened or marked paid by an admin).
   */
  expires_unpaid: Flag;
  /** The UPI transaction reference the customer gave, once they paid by UPI. */
  utr: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_holder: string | null;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_zip: string;
  ship_recipient: string;
  ship_mobile: string;
  ship_landmark: string;
  idempotency_key: string | null;
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** The seller's particulars when the order was sold (JSON): its invoice never changes. */
  seller_json: string | null;
  /** `VA/2627/00001`, given when the order is placed (or, for an older order, when first asked for). */
  invoice_number: string | null;
  invoice_date: string | null;
  credit_note_number: string | null;
  credit_note_date: string | null;
  /** 'Pay online': the gateway's order the customer pays in Checkout, once made (docs/product/payments.md#online-payment). */
  provider_order_id: string | null;
  /** The gateway's payment that paid the order. */
  provider_payment_id: string | null;
  /** Refunds asked for and not failed, counted before the gateway is asked: never more than the total. */
  refund_requested_paise: Generated<number>;
  /** Refunds the gateway has confirmed sent back. */
  refunded_paise: Generated<number>;
  /** The coupon the order used (docs/product/commerce-core.md#coupons) and what it took off. */
  coupon_code: string | null;
  coupon_paise: Generated<number>;
  /** The delivery fee's GST and the rate it was charged at (the principal supply's); null: no fee. */
  delivery_tax_paise: Generated<number>;
  delivery_gst_rate: number | null;
  /** 1: the prices sold included GST (docs/product/commerce-core.md#prices-inclusive-of-gst). */
  prices_include_tax: Generated<Flag>;
  /** A ₹0 replacement order: the return request it answers (docs/product/commerce-core.md#returns-and-replacements). */
  replacement_for_return_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string | null;
  /** The variant sold (its stock moves with the order); null only if it was never recorded. */
  variant_id: string | null;
  /** The variant's name as sold, or null for a product sold in one default variant. */
  variant_name: string | null;
  slug: string;
  /** The line's name as sold: the product's title, and the variant's name after ' — ' when it has one. */
  title: string;
  /**
   * The product's Hindi name as sold (the variant's not appended: `variant_name_hi` holds it), and
   * the variant's, each null where there was none: the English serves then (migration 0023).
   */
  title_hi: string | null;
  variant_name_hi: string | null;
  image: string | null;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  quantity: number;
  line_total_paise: number;
  /** As sold: the product's HSN code and GST rate then, and the line's tax at that rate. */
  hsn_code: string;
  gst_rate: number;
  tax_paise: number;
  /** The line's share of the order's coupon, in whole paise. */
  coupon_paise: Generated<number>;
  /** What GST was charged on: the line total less its coupon share (and, prices including tax, less the tax). */
  taxable_paise: number;
}

/** Every change of an order's status or payment: the order page's timeline and the audit trail. */
export interface OrderEventTable {
  id: string;
  order_id: string;
  type: "status" | "payment" | "return";
  from_value: string | null;
  to_value: string;
  /** A UTR, tracking details: what came with the change. */
  note: string | null;
  actor: "customer" | "admin" | "system";
  actor_id: string | null;
  created_at: string;
}

/** Numbered documents (invoices, credit notes, complaint tickets): the last number of each series and period. */
export interface DocumentCounterTable {
  series: string;
  period: string;
  last_number: number;
}

/** A webhook event acted on, by its id: a second delivery finds it here and changes nothing. */
export interface PaymentEventTable {
  event_id: string;
  name: string;
  order_id: string | null;
  received_at: string;
}

/**
 * A refund of an online payment: `requested` is kept before the gateway is asked (with the
 * idempotency key it is asked with), `pending` once the gateway took it, `processed` once it
 * sent the money, `failed` if it refused (its amount no longer counts as asked).
 */
export interface RefundTable {
  id: string;
  order_id: string;
  /** The gateway's payment refunded; null for money paid back by hand. */
  payment_id: string | null;
  amount_paise: number;
  idempotency_key: string;
  status: RefundStatus;
  provider_refund_id: string | null;
  /** The gateway's reason when it refused. */
  failure: string | null;
  actor: OrderEventTable["actor"];
  actor_id: string | null;
  /** `gateway`: sent through Razorpay; `manual`: paid back by the shop (UPI, bank) and recorded with its reference. */
  channel: Generated<RefundChannel>;
  /** The UPI or bank reference of a refund paid back by hand. */
  reference: string | null;
  created_at: string;
  updated_at: string;
}

/** A credit note for part of a sale (returned lines, a goodwill refund): its own number, its figures fixed when issued. */
export interface CreditNoteTable {
  id: string;
  order_id: string;
  number: string;
  cause: "return" | "goodwill";
  return_id: string | null;
  /** The reason the admin gave for a goodwill refund. */
  note: string | null;
  taxable_paise: number;
  tax_paise: number;
  issued_at: string;
}

/** One line a credit note credits, as it was sold: some units of an order line, or its share of a goodwill refund. */
export interface CreditNoteLineTable {
  credit_note_id: string;
  position: number;
  order_item_id: string | null;
  title: string;
  hsn_code: string;
  gst_rate: number;
  quantity: number;
  taxable_paise: number;
  tax_paise: number;
}

export type CreditNoteRow = Selectable<CreditNoteTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLineTable>;
export type OrderRow = Selectable<OrderTable>;
export type RefundRow = Selectable<RefundTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type OrderEventRow = Selectable<OrderEventTable>;

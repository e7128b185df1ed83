import type { CartTotals, PricingLine } from "#domain/pricing.ts";
import type { PaymentStatus, RefundChannel, RefundStatus } from "#domain/payments.ts";
import type { AddressView } from "./account.ts";

/** An order as the pages show it. Money stays in paise until <Price> formats it; pictures are media keys. */

export interface OrderItemView {
  productId: string | null;
  /** The variant sold (docs/product/catalogue.md#variants), and its name, null for a product sold in one unnamed variant. */
  variantId: string | null;
  variantName: string | null;
  slug: string;
  /** The line's name as sold: `Tulsi (Holy Basil) — 6-inch pot`. */
  title: string;
  /** The product's and the variant's Hindi names as sold, or null: the English serve both. */
  titleHi: string | null;
  variantNameHi: string | null;
  image: string | null;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  /** As sold: the line's GST rate, its share of the coupon, what GST was charged on, and the tax. */
  gstRate: number;
  couponPaise: number;
  taxablePaise: number;
  taxPaise: number;
}

/** One change in an order's history: its status, or its payment, with who and when. */
export interface OrderEventView {
  type: "status" | "payment" | "return";
  from: string | null;
  to: string;
  note: string | null;
  actor: "customer" | "admin" | "system";
  at: string;
}

export interface TrackingView {
  courier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/**
 * What 'Pay now' opens Razorpay Checkout with (Razorpay's "Checkout options"), all of it safe to
 * show the customer: the public key, never the secret.
 */
export interface CheckoutOptionsView {
  key: string;
  razorpayOrderId: string;
  amountPaise: number;
  currency: "INR";
  /** The shop's trade name, as Checkout shows it. */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** A refund of an online payment, as the admin's order dialog lists it. */
export interface RefundView {
  id: string;
  amountPaise: number;
  status: RefundStatus;
  /** Razorpay's reason, when it refused. */
  failure: string | null;
  /** Through Razorpay, or paid back by the shop and recorded with its `reference`. */
  channel: RefundChannel;
  reference: string | null;
  createdAt: string;
}

export interface OrderView {
  id: string;
  date: string;
  status: string;
  userName: string;
  userEmail: string;
  subtotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  shippingPaise: number;
  totalPaise: number;
  couponCode: string | null;
  couponPaise: number;
  deliveryTaxPaise: number;
  deliveryGstRate: number | null;
  pricesIncludeTax: boolean;
  /** 'Cash on Delivery', UPI, or the masked card. */
  payment:
    | { method: "cod" }
    | { method: "upi"; utr: string | null }
    | { method: "online"; paymentId: string | null; refundedPaise: number }
    | { method: "card"; brand: string; cardNumber: string; cardHolderName: string };
  paymentStatus: PaymentStatus;
  tracking: TrackingView | null;
  shippingAddress: Omit<AddressView, "id">;
  /** The tax invoice's number once issued, and the credit note's once cancelled. */
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /** The return request a ₹0 replacement order answers: nothing was sold, so it has no tax invoice. */
  replacementForReturnId: string | null;
  items: OrderItemView[];
}

/** What the order page shows to pay a UPI order: the link a UPI app opens, and its QR code. */
export interface UpiPaymentView {
  uri: string;
  /** The QR code as an SVG data URL: drawn on the server, so it shows without JavaScript. */
  qrCode: string;
  amountPaise: number;
  payee: string;
}

/** The summary rows of an order as kept (the same component as the cart's shows them). */
export function orderTotals(order: OrderView): CartTotals<PricingLine> {
  return {
    lines: order.items,
    listTotalPaise: order.subtotalPaise + order.discountPaise,
    discountPaise: order.discountPaise,
    subtotalPaise: order.subtotalPaise,
    couponCode: order.couponCode,
    couponPaise: order.couponPaise,
    taxPaise: order.taxPaise,
    deliveryPaise: order.shippingPaise,
    deliveryTaxPaise: order.deliveryTaxPaise,
    deliveryGstRate: order.deliveryGstRate,
    pricesIncludeTax: order.pricesIncludeTax,
    totalPaise: order.totalPaise,
  };
}

import type { Config } from "#server/config.ts";
import { createRazorpayProvider } from "./razorpay.ts";

/**
 * The payment gateway as the shop uses it (docs/product/payments.md#online-payment):
 * Razorpay behind it (./razorpay.ts), a Razorpay-compatible server in the tests
 * (tests/support/razorpay-server.ts). Amounts are integer paise, as everywhere inside the shop.
 */
export interface PaymentProvider {
  /** The public key the browser's Checkout opens with (never the secret). */
  readonly checkoutKey: string;
  /** A gateway order for the customer to pay in Checkout: currency INR, the amount in paise. */
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /**
   * Whether Checkout's success answer is genuine: its signature over the gateway order id the
   * shop stored (never one the browser sends) and the payment id.
   */
  verifyCheckout(answer: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's event, read from its body exactly as received; null when its signature is wrong or missing. */
  readWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
  /**
   * Gives back part or all of a captured payment. The same idempotency key (10 or more of
   * A–Z, a–z, 0–9, `-`, `_`) with the same payment and amount refunds once, however often it
   * is sent: keep it before calling, and send it again when the answer was lost.
   */
  refund(refund: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<ProviderRefund>;
  /** Every payment attempted on a gateway order, failed ones too, as the gateway knows them now. */
  paymentsOf(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Every refund of a payment, as the gateway knows them now. Only a refund's own status says it
   * went out: a payment's refunded amount counts refunds still pending too.
   */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
}

export type ProviderPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface ProviderPayment {
  id: string;
  /** `captured` is paid; a partly refunded payment stays `captured`, a wholly refunded one is `refunded`. */
  status: ProviderPaymentStatus;
  amountPaise: number;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
  /** `pending` until the gateway has sent the money back (then a `refund.processed` event comes). */
  status: "pending" | "processed" | "failed";
}

/** The events the shop acts on; any other is `other`, to be acknowledged and left alone. */
export const PAYMENT_EVENT_TYPES = ["payment.captured", "order.paid", "refund.processed", "payment.failed"] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number] | "other";

/** A webhook's event whose signature was right. The fields are null where the event does not carry them. */
export interface PaymentEvent {
  /**
   * The gateway's id of the event (X-Razorpay-Event-Id), the same on every delivery of it: act
   * once per id. Without that header, a digest of the body stands in for it.
   */
  id: string;
  type: PaymentEventType;
  /** The event's name as the gateway sent it, also when `type` is `other`: for the logs. */
  name: string;
  providerOrderId: string | null;
  paymentId: string | null;
  /** The payment's amount. */
  amountPaise: number | null;
  /** The refund a `refund.*` event is about. */
  refund?: { id: string; amountPaise: number };
}

/**
 * The gateway could not do what was asked. `refused`: it answered that the request itself is
 * wrong (a 4xx: more than is left to refund, an unknown payment, bad keys), so sending it again
 * will not help; `description` is its reason, in English. `unavailable`: no answer in time, the
 * connection failed, or it answered 409, 429, a 5xx or something unreadable; try again later
 * (with the same idempotency key for a refund). Its message names the request, never a key.
 */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";

  constructor(
    message: string,
    readonly kind: "refused" | "unavailable",
    readonly detail: { status: number | null; code: string | null; description: string | null },
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The gateway of this configuration, or null when it has none: then online payment is not offered. */
export function createPaymentProvider(config: Pick<Config, "razorpay">): PaymentProvider | null {
  return config.razorpay ? createRazorpayProvider(config.razorpay) : null;
}

import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR } from "./money.ts";
import { ORDER_CANCELLED, type OrderStatus } from "./orders.ts";

/**
 * How an order is paid: the original shop's two choices, UPI (docs/product/payments.md#payment-methods)
 * and online through the payment gateway (docs/product/payments.md#online-payment).
 */
export type PaymentMethod = "cod" | "card" | "upi" | "online";

export const PAY_ON_DELIVERY = "Pay on delivery";
export const AWAITING_PAYMENT = "Awaiting payment";
export const PAYMENT_SUBMITTED = "Payment submitted";
export const PAID = "Paid";
export const REFUND_DUE = "Refund due";
export const REFUNDED = "Refunded";
export const PARTLY_REFUNDED = "Partly refunded";

export const PAYMENT_STATUSES = [
  PAY_ON_DELIVERY,
  AWAITING_PAYMENT,
  PAYMENT_SUBMITTED,
  PAID,
  REFUND_DUE,
  PARTLY_REFUNDED,
  REFUNDED,
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment status is stored and sent in English (the API's contract); pages show it by its message. */
export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentStatus, MessageRef>> = {
  [PAY_ON_DELIVERY]: message("payment.status.payOnDelivery"),
  [AWAITING_PAYMENT]: message("payment.status.awaiting"),
  [PAYMENT_SUBMITTED]: message("payment.status.submitted"),
  [PAID]: message("payment.status.paid"),
  [REFUND_DUE]: message("payment.status.refundDue"),
  [PARTLY_REFUNDED]: message("payment.status.partlyRefunded"),
  [REFUNDED]: message("payment.status.refunded"),
};

export const NOTHING_TO_PAY = message("payment.status.nothingToPay");

/**
 * How pages name an order's payment status (docs/product/payments.md#payment-statuses). A cancelled
 * order whose money never came in (cash not collected, a UPI, card or online payment not made)
 * reads `Nothing to pay`: 'Pay on delivery' or 'Awaiting payment' there would ask for money nobody
 * is owed. The API keeps answering the stored status, which a reopened order needs again. A UTR
 * given stays `Payment submitted`: the money may have come in, and the shop checks it.
 */
export function paymentStatusName(orderStatus: string, payment: PaymentStatus): MessageRef {
  if (orderStatus === ORDER_CANCELLED && (payment === PAY_ON_DELIVERY || payment === AWAITING_PAYMENT))
    return NOTHING_TO_PAY;
  return PAYMENT_STATUS_NAMES[payment];
}

/** What cash on delivery, UPI and online payment read as (a card reads as its brand and last four digits). */
export const PAYMENT_METHOD_NAMES = {
  cod: message("payment.method.cashOnDelivery"),
  upi: message("payment.method.upi"),
  online: message("payment.method.payOnline"),
} as const satisfies Partial<Record<PaymentMethod, MessageRef>>;

/**
 * The payment methods the owner can offer at checkout (docs/product/payments.md#payment-method-settings),
 * named as the settings and `selectedPaymentMethod` name them. 'Card' covers a new card and a saved one.
 */
export const PAYMENT_METHOD_OPTIONS = ["Cash on Delivery", "UPI", "Card", "Pay online"] as const;
export type PaymentMethodOption = (typeof PAYMENT_METHOD_OPTIONS)[number];

export const PAYMENT_METHOD_OPTION_NAMES: Readonly<Record<PaymentMethodOption, MessageRef>> = {
  "Cash on Delivery": message("payment.method.cashOnDelivery"),
  UPI: message("payment.method.upi"),
  Card: message("payment.method.card"),
  "Pay online": message("payment.method.payOnline"),
};

/** The option an order's payment method is offered under. */
const OPTION_OF_METHOD: Readonly<Record<PaymentMethod, PaymentMethodOption>> = {
  cod: "Cash on Delivery",
  upi: "UPI",
  card: "Card",
  online: "Pay online",
};

/** What decides the offer besides the settings: the kind of shop, and whether online payment is set up. */
export interface PaymentSetup {
  /** The shop runs on the demo data (DEMO_DATA): its default offers Card too. */
  demoData: boolean;
  /** The payment gateway's keys are set: only then can 'Pay online' be offered. */
  onlineConfigured: boolean;
}

/**
 * The methods of a shop that has not chosen (saved before the setting existed, or never saved):
 * the demo offers every method; a real shop leaves out 'Card', which records a card that nobody
 * charges, until its owner turns it on.
 */
export function defaultPaymentMethods(demoData: boolean): PaymentMethodOption[] {
  return PAYMENT_METHOD_OPTIONS.filter((option) => demoData || option !== "Card");
}

/** What the settings hold of payment: the methods chosen (absent: the default) and the UPI ID to be paid to. */
export interface PaymentSettings {
  upiId: string;
  paymentMethods?: readonly PaymentMethodOption[] | undefined;
}

/** The methods the owner chose, or the default for a shop that has not chosen; in the settings' order. */
export function chosenPaymentMethods(settings: PaymentSettings | null, demoData: boolean): PaymentMethodOption[] {
  const chosen = settings?.paymentMethods ?? defaultPaymentMethods(demoData);
  return PAYMENT_METHOD_OPTIONS.filter((option) => chosen.includes(option));
}

/**
 * What the shipping dialog offers and `POST /api/orders` takes: the methods chosen that the shop
 * can take now. UPI needs a UPI ID to be paid to (docs/product/payments.md#upi), 'Pay online' the
 * gateway's keys.
 */
export function offeredPaymentMethods(settings: PaymentSettings | null, setup: PaymentSetup): PaymentMethodOption[] {
  return chosenPaymentMethods(settings, setup.demoData).filter(
    (option) => (option !== "UPI" || Boolean(settings?.upiId)) && (option !== "Pay online" || setup.onlineConfigured),
  );
}

/**
 * Why an order may not be paid by this method, as the refusal and its `selectedPaymentMethod`
 * field's message; null when the shop offers it.
 */
export function paymentMethodRefusal(
  method: PaymentMethod,
  settings: PaymentSettings | null,
  setup: PaymentSetup,
): { error: MessageRef; field: MessageRef } | null {
  const option = OPTION_OF_METHOD[method];
  if (offeredPaymentMethods(settings, setup).includes(option)) return null;
  if (option === "UPI" && !settings?.upiId)
    return { error: message("order.place.upiUnavailable"), field: message("order.payment.upiUnavailable") };
  const name = { method: PAYMENT_METHOD_OPTION_NAMES[option] };
  return { error: message("order.place.methodNotOffered", name), field: message("order.payment.notOffered", name) };
}

/** Cash is collected at the door; UPI, cards and online payment are owed until the shop sees the money. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method === "cod" ? PAY_ON_DELIVERY : AWAITING_PAYMENT;
}

/**
 * Whether a new order is cancelled by the expiry sweep if its payment has not arrived within the
 * window (docs/product/orders.md#unpaid-order-expiry): UPI and card orders are owed at once; cash waits for the door.
 * An order an admin reopens or marks paid is taken out of the sweep for good.
 */
export function expiresUnpaid(method: PaymentMethod): boolean {
  return method !== "cod";
}

/** Still to be paid: the money has not reached the shop (and the order is not refunded). */
export const UNPAID_STATUSES = [PAY_ON_DELIVERY, AWAITING_PAYMENT, PAYMENT_SUBMITTED] as const;

export function isUnpaid(status: PaymentStatus): boolean {
  return (UNPAID_STATUSES as readonly PaymentStatus[]).includes(status);
}

/**
 * What an order's status change does to its payment: cash on delivery is paid when the parcel
 * is delivered; money taken for an order that is then cancelled is owed back; an order reopened
 * before the refund went out is paid again (the refunds service says whether partly refunded),
 * after it went out is owed again. Other moves leave it: a refund owed for a return stays owed.
 */
export function paymentAfterStatusChange(
  payment: PaymentStatus,
  method: PaymentMethod,
  from: OrderStatus,
  to: OrderStatus,
): PaymentStatus {
  if (to === ORDER_CANCELLED) return payment === PAID || payment === PARTLY_REFUNDED ? REFUND_DUE : payment;
  // Online money moves only through the gateway: its refunds stand, whatever the order does next.
  if (method === "online") return payment;
  if (from === ORDER_CANCELLED) {
    if (payment === REFUND_DUE) return PAID;
    if (payment === REFUNDED) return initialPaymentStatus(method);
  }
  if (to === "Delivered" && payment === PAY_ON_DELIVERY) return PAID;
  return payment;
}

export type PaymentAction = "submit-utr" | "mark-paid" | "mark-refunded";

/**
 * Whether a payment action may happen now, and if not, the message that says why. The customer
 * tells the UTR of a UPI payment; the admin marks an order paid once the money is in, and
 * refunded once it went back.
 */
export function paymentActionRefusal(
  action: PaymentAction,
  order: { status: OrderStatus; paymentStatus: PaymentStatus; method: PaymentMethod },
): MessageRef | null {
  const cancelled = order.status === ORDER_CANCELLED;
  // The gateway says when online money came in or went back (its checkout, webhooks, the reconciliation job).
  if (order.method === "online" && action !== "submit-utr") return message("payment.online.byGateway");
  switch (action) {
    case "submit-utr":
      if (order.method !== "upi") return message("payment.utr.notUpi");
      if (cancelled) return message("payment.utr.orderCancelled");
      if (order.paymentStatus !== AWAITING_PAYMENT && order.paymentStatus !== PAYMENT_SUBMITTED)
        return message("payment.utr.alreadyPaid");
      return null;
    case "mark-paid":
      if (order.paymentStatus === PAID) return message("payment.markPaid.alreadyPaid");
      if (cancelled) return message("payment.markPaid.orderCancelled");
      if (!isUnpaid(order.paymentStatus)) return message("payment.markPaid.refunded");
      return null;
    case "mark-refunded":
      if (order.paymentStatus === REFUNDED) return message("payment.markRefunded.alreadyRefunded");
      if (order.paymentStatus !== REFUND_DUE) return message("payment.markRefunded.notRefundDue");
      return null;
  }
}

export function paymentAfterAction(action: PaymentAction): PaymentStatus {
  return action === "submit-utr" ? PAYMENT_SUBMITTED : action === "mark-paid" ? PAID : REFUNDED;
}

/**
 * Why an order cannot be paid online now (docs/product/payments.md#checkout), or null when it can:
 * only an online order, not cancelled, still awaiting its payment.
 */
export function onlinePaymentRefusal(order: {
  method: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}): MessageRef | null {
  if (order.method !== "online") return message("payment.online.notOnline");
  if (order.status === ORDER_CANCELLED) return message("payment.utr.orderCancelled");
  if (order.paymentStatus !== AWAITING_PAYMENT) return message("payment.utr.alreadyPaid");
  return null;
}

/** Payment statuses of an order whose payment came in (some or all of it may have gone back since). */
export const RECEIVED_STATUSES: readonly PaymentStatus[] = [PAID, PARTLY_REFUNDED, REFUND_DUE, REFUNDED];

/**
 * Whether money came in, so some of it may go back: an online payment only with the gateway's
 * payment to refund it from.
 */
export function paymentReceived(order: {
  method: PaymentMethod;
  status: PaymentStatus;
  hasGatewayPayment: boolean;
}): boolean {
  return RECEIVED_STATUSES.includes(order.status) && (order.method !== "online" || order.hasGatewayPayment);
}

/** A refund of an online payment (docs/product/payments.md#refunds), as the shop keeps it. */
export const REFUND_STATUSES = ["requested", "pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Through the gateway, or paid back by the shop itself and recorded with its reference. */
export type RefundChannel = "gateway" | "manual";

/** What an online order's refunds come to: its total, refunds asked for (not failed), and those the gateway confirmed. */
export interface RefundFigures {
  totalPaise: number;
  requestedPaise: number;
  refundedPaise: number;
}

/**
 * An online order's payment status after its refunds: owed back while a refund asked for is not
 * yet confirmed, then refunded (all of it) or partly refunded. A cancelled order owes back all
 * it was paid: until all of it went back (a refund refused, say), it stays owed.
 */
export function paymentAfterRefunds(figures: RefundFigures, cancelled: boolean): PaymentStatus {
  if (figures.requestedPaise > figures.refundedPaise) return REFUND_DUE;
  if (figures.refundedPaise >= figures.totalPaise) return REFUNDED;
  if (cancelled) return REFUND_DUE;
  return figures.refundedPaise > 0 ? PARTLY_REFUNDED : PAID;
}

/** What may still be refunded: what was paid less what has been asked back. */
export function refundablePaise(figures: RefundFigures): number {
  return Math.max(0, figures.totalPaise - figures.requestedPaise);
}

/**
 * Whether the admin may refund `amountPaise` (all that is left when absent) of an order now, and if
 * not, why: only an order whose payment came in, only up to what is left. An online payment goes
 * back through the gateway; any other is paid back by the shop and recorded.
 */
export function refundRefusal(
  order: { paid: boolean } & RefundFigures,
  amountPaise: number | undefined,
): MessageRef | null {
  if (!order.paid) return message("payment.refund.notPaid");
  const left = refundablePaise(order);
  if (left === 0) return message("payment.refund.nothingLeft");
  if (amountPaise !== undefined && amountPaise > left)
    return message("payment.refund.tooMuch", { amount: formatINR(left) });
  return null;
}

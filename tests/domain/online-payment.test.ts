import { describe, expect, it } from "vitest";
import { readMessage } from "#domain/i18n/message.ts";
import {
  AWAITING_PAYMENT,
  onlinePaymentRefusal,
  PAID,
  PARTLY_REFUNDED,
  paymentActionRefusal,
  paymentAfterRefunds,
  paymentAfterStatusChange,
  REFUND_DUE,
  REFUNDED,
  refundablePaise,
  paymentReceived,
  refundRefusal,
} from "#domain/payments.ts";
import { checkoutSuccessSchema, refundBodySchema } from "#domain/schemas/online-payment.ts";
import { paymentSchema } from "#domain/schemas/order.ts";

/** docs/product/payments.md#online-payment and #online-refunds: the rules behind paying online and refunding. */

const paidOrder = { method: "online" as const, paid: true, totalPaise: 50_000 };

describe("online payment rules", () => {
  it("'Pay online' is the API's text for the online method", () => {
    expect(paymentSchema.parse("Pay online")).toEqual({ method: "online" });
  });

  it("only an online order, not cancelled and still awaiting payment, can be paid online", () => {
    const order: Parameters<typeof onlinePaymentRefusal>[0] = {
      method: "online",
      status: "Order Successful",
      paymentStatus: AWAITING_PAYMENT,
    };
    expect(onlinePaymentRefusal(order)).toBeNull();
    expect(onlinePaymentRefusal({ ...order, method: "upi" })).toBe("payment.online.notOnline");
    expect(onlinePaymentRefusal({ ...order, status: "Order Cancelled" })).toBe("payment.utr.orderCancelled");
    expect(onlinePaymentRefusal({ ...order, paymentStatus: PAID })).toBe("payment.utr.alreadyPaid");
  });

  it("an online order's payment status follows its refunds", () => {
    const figures = (requestedPaise: number, refundedPaise: number) => ({
      totalPaise: 50_000,
      requestedPaise,
      refundedPaise,
    });
    expect(paymentAfterRefunds(figures(0, 0), false)).toBe(PAID);
    expect(paymentAfterRefunds(figures(10_000, 0), false)).toBe(REFUND_DUE);
    expect(paymentAfterRefunds(figures(10_000, 10_000), false)).toBe(PARTLY_REFUNDED);
    expect(paymentAfterRefunds(figures(50_000, 10_000), false)).toBe(REFUND_DUE);
    expect(paymentAfterRefunds(figures(50_000, 50_000), false)).toBe(REFUNDED);
    // A cancelled order whose refund was refused still owes the money back.
    expect(paymentAfterRefunds(figures(0, 0), true)).toBe(REFUND_DUE);
    expect(paymentAfterRefunds(figures(10_000, 10_000), true)).toBe(REFUND_DUE);
    expect(paymentAfterRefunds(figures(50_000, 50_000), true)).toBe(REFUNDED);
  });

  it("what is left to refund is what was paid less what was asked back, never below nothing", () => {
    expect(refundablePaise({ totalPaise: 50_000, requestedPaise: 20_000, refundedPaise: 10_000 })).toBe(30_000);
    expect(refundablePaise({ totalPaise: 50_000, requestedPaise: 50_000, refundedPaise: 50_000 })).toBe(0);
  });

  it("refuses a refund of an order not paid online, not paid yet, all refunded, or for more than is left", () => {
    const code = (ref: string | null) => (ref === null ? null : readMessage(ref).code);
    const left = { requestedPaise: 20_000, refundedPaise: 0 };
    expect(refundRefusal({ ...paidOrder, ...left, paid: false }, undefined)).toBe("payment.refund.notPaid");
    expect(refundRefusal({ ...paidOrder, requestedPaise: 50_000, refundedPaise: 50_000 }, undefined)).toBe(
      "payment.refund.nothingLeft",
    );
    const tooMuch = refundRefusal({ ...paidOrder, ...left }, 30_001);
    expect(code(tooMuch)).toBe("payment.refund.tooMuch");
    expect(readMessage(tooMuch!).params.amount).toBe("₹300.00");
    expect(refundRefusal({ ...paidOrder, ...left }, 30_000)).toBeNull();
    expect(refundRefusal({ ...paidOrder, ...left }, undefined)).toBeNull();
  });

  it("cancelling a paid or partly refunded online order owes the rest back; reopening never undoes a refund", () => {
    expect(paymentAfterStatusChange(PAID, "online", "Processing", "Order Cancelled")).toBe(REFUND_DUE);
    expect(paymentAfterStatusChange(PARTLY_REFUNDED, "online", "Processing", "Order Cancelled")).toBe(REFUND_DUE);
    expect(paymentAfterStatusChange(AWAITING_PAYMENT, "online", "Processing", "Order Cancelled")).toBe(
      AWAITING_PAYMENT,
    );
    expect(paymentAfterStatusChange(REFUND_DUE, "online", "Processing", "Processing")).toBe(REFUND_DUE);
    expect(paymentAfterStatusChange(REFUNDED, "online", "Processing", "Processing")).toBe(REFUNDED);
  });

  it("the admin's 'Mark as paid' and 'Mark as refunded' are refused for online orders: Razorpay says", () => {
    const order: Parameters<typeof paymentActionRefusal>[1] = {
      status: "Order Cancelled",
      paymentStatus: REFUND_DUE,
      method: "online",
    };
    expect(paymentActionRefusal("mark-refunded", order)).toBe("payment.online.byGateway");
    expect(paymentActionRefusal("mark-paid", { ...order, status: "Processing", paymentStatus: AWAITING_PAYMENT })).toBe(
      "payment.online.byGateway",
    );
  });
});

describe("whether money came in, to be refunded", () => {
  it("paid, partly or wholly refunded, or owed back; online only with the gateway's payment", () => {
    for (const status of [PAID, PARTLY_REFUNDED, REFUND_DUE, REFUNDED] as const)
      expect(paymentReceived({ method: "upi", status, hasGatewayPayment: false }), status).toBe(true);
    expect(paymentReceived({ method: "cod", status: "Pay on delivery", hasGatewayPayment: false })).toBe(false);
    expect(paymentReceived({ method: "upi", status: "Payment submitted", hasGatewayPayment: false })).toBe(false);
    expect(paymentReceived({ method: "online", status: PAID, hasGatewayPayment: true })).toBe(true);
    expect(paymentReceived({ method: "online", status: PAID, hasGatewayPayment: false })).toBe(false);
  });
});

describe("online payment inputs", () => {
  it("takes Checkout's success answer, and refuses anything that is not one", () => {
    const answer = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "a".repeat(64) };
    expect(checkoutSuccessSchema.parse(answer)).toEqual(answer);
    for (const bad of [
      { ...answer, razorpay_signature: "a".repeat(63) },
      { ...answer, razorpay_signature: "g".repeat(64) },
      { ...answer, razorpay_payment_id: "" },
      { ...answer, razorpay_order_id: "x".repeat(101) },
    ]) {
      const parsed = checkoutSuccessSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe("payment.online.notVerified");
    }
  });

  it("a refund is all that is left, or an amount in rupees of at least ₹1 in whole paise", () => {
    expect(refundBodySchema.parse({})).toEqual({ amountPaise: undefined });
    expect(refundBodySchema.parse({ amount: "" })).toEqual({ amountPaise: undefined });
    expect(refundBodySchema.parse({ amount: 100 })).toEqual({ amountPaise: 10_000 });
    expect(refundBodySchema.parse({ amount: "12.34" })).toEqual({ amountPaise: 1_234 });
    for (const amount of [0, 0.5, -5, 1.234, "abc", Number.NaN]) {
      const parsed = refundBodySchema.safeParse({ amount });
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe("payment.refund.amountInvalid");
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  AWAITING_PAYMENT,
  chosenPaymentMethods,
  defaultPaymentMethods,
  initialPaymentStatus,
  offeredPaymentMethods,
  PAID,
  PAY_ON_DELIVERY,
  PAYMENT_SUBMITTED,
  paymentActionRefusal,
  paymentAfterStatusChange,
  type PaymentStatus,
  paymentStatusName,
  paymentMethodRefusal,
  REFUND_DUE,
  REFUNDED,
} from "#domain/payments.ts";
import { paymentReferenceSchema } from "#domain/schemas/order.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { upiPaymentUri, UTR_PATTERN, utrInSearch } from "#domain/upi.ts";
import { message } from "#domain/i18n/message.ts";
import { inEnglish } from "#tests/support/messages.ts";
import { messages as hindi } from "#domain/i18n/hi/messages.ts";
import { messageText } from "#domain/i18n/message.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";

describe("payment status", () => {
  it("starts as Pay on delivery for cash, Awaiting payment for UPI and cards", () => {
    expect(initialPaymentStatus("cod")).toBe(PAY_ON_DELIVERY);
    expect(initialPaymentStatus("upi")).toBe(AWAITING_PAYMENT);
    expect(initialPaymentStatus("card")).toBe(AWAITING_PAYMENT);
  });

  it("follows the order: cash is paid on delivery, paid money cancelled is owed back", () => {
    expect(paymentAfterStatusChange(PAY_ON_DELIVERY, "cod", "Processing", "Shipped")).toBe(PAY_ON_DELIVERY);
    expect(paymentAfterStatusChange(PAY_ON_DELIVERY, "cod", "Processing", "Delivered")).toBe(PAID);
    expect(paymentAfterStatusChange(AWAITING_PAYMENT, "upi", "Processing", "Delivered")).toBe(AWAITING_PAYMENT);
    expect(paymentAfterStatusChange(PAID, "upi", "Processing", "Order Cancelled")).toBe(REFUND_DUE);
    expect(paymentAfterStatusChange(AWAITING_PAYMENT, "upi", "Processing", "Order Cancelled")).toBe(AWAITING_PAYMENT);
    expect(paymentAfterStatusChange(PAY_ON_DELIVERY, "cod", "Processing", "Order Cancelled")).toBe(PAY_ON_DELIVERY);
    // Reopened before the refund went out: still paid; after: owed again.
    expect(paymentAfterStatusChange(REFUND_DUE, "upi", "Order Cancelled", "Processing")).toBe(PAID);
    expect(paymentAfterStatusChange(REFUNDED, "upi", "Order Cancelled", "Processing")).toBe(AWAITING_PAYMENT);
    expect(paymentAfterStatusChange(REFUNDED, "cod", "Order Cancelled", "Order Successful")).toBe(PAY_ON_DELIVERY);
    // A refund owed for a return, or paid back, stays so whatever the delivered order does next.
    expect(paymentAfterStatusChange(REFUND_DUE, "cod", "Delivered", "Shipped")).toBe(REFUND_DUE);
    expect(paymentAfterStatusChange(REFUNDED, "upi", "Shipped", "Delivered")).toBe(REFUNDED);
    expect(paymentAfterStatusChange(PAID, "cod", "Shipped", "Delivered")).toBe(PAID);
  });

  it("pages name a cancelled order never paid 'Nothing to pay'; the stored status stays for a reopening (issue 30, item 8)", () => {
    const named = (status: string, payment: PaymentStatus) => inEnglish(paymentStatusName(status, payment));
    expect(named("Order Cancelled", PAY_ON_DELIVERY)).toBe("Nothing to pay");
    expect(named("Order Cancelled", AWAITING_PAYMENT)).toBe("Nothing to pay");
    expect(messageText(paymentStatusName("Order Cancelled", PAY_ON_DELIVERY), hindi)).toBe("कोई पेमेंट बाक़ी नहीं");
    // A UTR given may be money that came in; paid money cancelled is owed back: both say so.
    expect(named("Order Cancelled", PAYMENT_SUBMITTED)).toBe("Payment submitted");
    expect(named("Order Cancelled", REFUND_DUE)).toBe("Refund due");
    expect(named("Order Cancelled", REFUNDED)).toBe("Refunded");
    expect(named("Processing", PAY_ON_DELIVERY)).toBe("Pay on delivery");
    expect(named("Shipped", AWAITING_PAYMENT)).toBe("Awaiting payment");
  });

  it("allows each payment action only when it makes sense, saying why not", () => {
    const upi = (status: "Processing" | "Order Cancelled", paymentStatus: typeof PAID | typeof AWAITING_PAYMENT) => ({
      status,
      paymentStatus,
      method: "upi" as const,
    });
    expect(paymentActionRefusal("submit-utr", upi("Processing", AWAITING_PAYMENT))).toBeNull();
    expect(
      paymentActionRefusal("submit-utr", { ...upi("Processing", AWAITING_PAYMENT), paymentStatus: PAYMENT_SUBMITTED }),
    ).toBeNull();
    expect(paymentActionRefusal("submit-utr", upi("Order Cancelled", AWAITING_PAYMENT))).toBe(
      message("payment.utr.orderCancelled"),
    );
    expect(paymentActionRefusal("submit-utr", upi("Processing", PAID))).toBe(message("payment.utr.alreadyPaid"));
    expect(paymentActionRefusal("submit-utr", { ...upi("Processing", AWAITING_PAYMENT), method: "cod" })).toBe(
      message("payment.utr.notUpi"),
    );
    expect(paymentActionRefusal("mark-paid", upi("Processing", AWAITING_PAYMENT))).toBeNull();
    expect(paymentActionRefusal("mark-paid", upi("Processing", PAID))).toBe(message("payment.markPaid.alreadyPaid"));
    expect(paymentActionRefusal("mark-paid", upi("Order Cancelled", AWAITING_PAYMENT))).toBe(
      message("payment.markPaid.orderCancelled"),
    );
    expect(paymentActionRefusal("mark-refunded", upi("Processing", PAID))).toBe(
      message("payment.markRefunded.notRefundDue"),
    );
    expect(
      paymentActionRefusal("mark-refunded", { ...upi("Order Cancelled", PAID), paymentStatus: REFUND_DUE }),
    ).toBeNull();
  });
});

describe("UPI", () => {
  const payment = {
    upiId: "vanaushadhi@okicici",
    upiName: "Vanaushadhi Herbs & Plants",
    amountPaise: 98_600,
    reference: "01164A70",
    note: "Vanaushadhi order #01164A70",
  };

  it("builds NPCI's upi://pay link: percent-encoded values, spaces as %20, rupees with two decimals", () => {
    expect(upiPaymentUri(payment)).toBe(
      "upi://pay?pa=vanaushadhi%40okicici&pn=Vanaushadhi%20Herbs%20%26%20Plants&am=986.00&cu=INR&tr=01164A70&tn=Vanaushadhi%20order%20%2301164A70",
    );
    expect(upiPaymentUri({ ...payment, amountPaise: 12_345_678_50 })).toContain("&am=12345678.50&");
    expect(upiPaymentUri({ ...payment, amountPaise: 5 })).toContain("&am=0.05&");
  });

  it("reads back the same values a UPI app would decode", () => {
    const params = new URL(upiPaymentUri(payment).replace("upi://", "https://")).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: payment.upiId,
      pn: payment.upiName,
      am: "986.00",
      cu: "INR",
      tr: payment.reference,
      tn: payment.note,
    });
  });

  it("takes a UTR of exactly 12 digits", () => {
    expect(UTR_PATTERN.test("123456789012")).toBe(true);
    for (const utr of ["12345678901", "1234567890123", "12345678901a", " 123456789012", ""]) {
      expect(UTR_PATTERN.test(utr), utr).toBe(false);
    }
  });

  it("refuses a UTR that is one digit repeated, with its own message", () => {
    for (const digit of "0123456789") {
      const utr = digit.repeat(12);
      const parsed = paymentReferenceSchema.safeParse({ utr });
      expect(parsed.success, utr).toBe(false);
      expect(parsed.error?.issues.map((i) => inEnglish(i.message))).toEqual([
        "A UTR is never one digit repeated. Check the 12 digits in your UPI app.",
      ]);
    }
    for (const utr of ["000000000001", "412345678901", "111111111112"]) {
      expect(paymentReferenceSchema.parse({ utr: ` ${utr} ` })).toEqual({ utr });
    }
  });

  it("takes a UTR pasted with the spaces or dashes a UPI app groups it by, keeping its 12 digits (issue 30, item 1)", () => {
    for (const pasted of ["4321 5678 9012", "4321-5678-9012", " 4321  5678-9012\n"]) {
      expect(paymentReferenceSchema.parse({ utr: pasted }), pasted).toEqual({ utr: "432156789012" });
    }
    for (const wrong of ["4321 5678 90", "4321.5678.9012", "UTR 432156789012", "4321 5678 9012 3"]) {
      expect(
        paymentReferenceSchema.safeParse({ utr: wrong }).error?.issues.map((i) => inEnglish(i.message)),
        wrong,
      ).toEqual(["Enter the 12-digit UTR from your UPI app"]);
    }
  });

  it("finds the UTR a search text names, spaced or not", () => {
    expect(utrInSearch("412345678901")).toBe("412345678901");
    expect(utrInSearch(" 4123 4567 8901 ")).toBe("412345678901");
    expect(utrInSearch("4123-4567-8901")).toBe("412345678901");
    for (const text of ["41234567890", "4123456789012", "UTR 412345678901", "asha@example.in"]) {
      expect(utrInSearch(text), text).toBeNull();
    }
  });
});

describe("payment method settings", () => {
  const UPI_ID = "vanaushadhi@okicici";
  const demo = { demoData: true, onlineConfigured: false };
  const realShop = { demoData: false, onlineConfigured: false };

  it("defaults: the demo offers every method, a real shop all but Card (a card nobody charges)", () => {
    expect(defaultPaymentMethods(true)).toEqual(["Cash on Delivery", "UPI", "Card", "Pay online"]);
    expect(defaultPaymentMethods(false)).toEqual(["Cash on Delivery", "UPI", "Pay online"]);
    // A shop saved before the setting existed, or not saved at all, has its kind's default.
    expect(chosenPaymentMethods({ upiId: UPI_ID }, false)).toEqual(["Cash on Delivery", "UPI", "Pay online"]);
    expect(chosenPaymentMethods(null, true)).toEqual(["Cash on Delivery", "UPI", "Card", "Pay online"]);
    expect(chosenPaymentMethods({ upiId: UPI_ID, paymentMethods: ["Card", "Cash on Delivery"] }, false)).toEqual([
      "Cash on Delivery",
      "Card",
    ]);
  });

  it("offers the methods chosen that the shop can take: UPI needs a UPI ID, Pay online the gateway's keys", () => {
    expect(offeredPaymentMethods({ upiId: UPI_ID }, demo)).toEqual(["Cash on Delivery", "UPI", "Card"]);
    expect(offeredPaymentMethods({ upiId: UPI_ID }, { ...demo, onlineConfigured: true })).toEqual([
      "Cash on Delivery",
      "UPI",
      "Card",
      "Pay online",
    ]);
    expect(offeredPaymentMethods({ upiId: UPI_ID }, realShop)).toEqual(["Cash on Delivery", "UPI"]);
    // A real shop before its owner saved the settings: no UPI ID, no Card.
    expect(offeredPaymentMethods(null, realShop)).toEqual(["Cash on Delivery"]);
    expect(offeredPaymentMethods(null, { ...realShop, onlineConfigured: true })).toEqual([
      "Cash on Delivery",
      "Pay online",
    ]);
    expect(offeredPaymentMethods({ upiId: UPI_ID, paymentMethods: ["Card"] }, realShop)).toEqual(["Card"]);
    expect(offeredPaymentMethods({ upiId: "", paymentMethods: ["UPI", "Pay online"] }, demo)).toEqual([]);
  });

  it("refuses a method that is off by name, and UPI without a UPI ID as before", () => {
    const codOnly = { upiId: UPI_ID, paymentMethods: ["Cash on Delivery"] as const };
    expect(paymentMethodRefusal("cod", codOnly, demo)).toBeNull();
    const card = paymentMethodRefusal("card", codOnly, demo)!;
    expect(inEnglish(card.error)).toBe("Card is not offered by this shop. Please choose another payment method.");
    expect(inEnglish(card.field)).toBe("Card is not offered by this shop");
    expect(messageText(card.field, hindi)).toBe("यह दुकान कार्ड से पेमेंट नहीं लेती");
    expect(inEnglish(paymentMethodRefusal("upi", codOnly, demo)!.field)).toBe("UPI is not offered by this shop");
    expect(inEnglish(paymentMethodRefusal("cod", { upiId: UPI_ID, paymentMethods: ["UPI"] }, demo)!.field)).toBe(
      "Cash on Delivery is not offered by this shop",
    );
    expect(paymentMethodRefusal("upi", null, demo)).toEqual({
      error: message("order.place.upiUnavailable"),
      field: message("order.payment.upiUnavailable"),
    });
    expect(paymentMethodRefusal("card", null, realShop)).not.toBeNull();
    expect(paymentMethodRefusal("card", null, demo)).toBeNull();
  });

  it("the settings hold at least one known method, kept in the options' order; absent means the default", () => {
    const parse = (paymentMethods: unknown) => shopSettingsSchema.safeParse({ ...DEMO_SHOP_SETTINGS, paymentMethods });
    expect(parse(["Card", "Cash on Delivery", "Card"]).data?.paymentMethods).toEqual(["Cash on Delivery", "Card"]);
    // The form's checkboxes arrive by index, after a blank.
    expect(parse({ 0: "Cash on Delivery", 3: "Pay online" }).data?.paymentMethods).toEqual([
      "Cash on Delivery",
      "Pay online",
    ]);
    expect(parse(undefined).data?.paymentMethods).toBeUndefined();
    const issue = (paymentMethods: unknown) =>
      parse(paymentMethods).error?.issues.map((i) => [i.path.join("."), inEnglish(i.message)]);
    for (const bad of [[], ""]) expect(issue(bad)).toEqual([["paymentMethods", "Choose at least one payment method"]]);
    for (const bad of [["Cheque"], ["Cash on Delivery", 7], "Card", null, 3]) {
      expect(issue(bad), JSON.stringify(bad)).toEqual([
        ["paymentMethods", "Choose the payment methods from Cash on Delivery, UPI, Card and Pay online"],
      ]);
    }
  });
});

import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { paymentStatusBodySchema } from "#domain/schemas/admin-orders.ts";
import { paymentReferenceSchema } from "#domain/schemas/order.ts";
import { checkoutSuccessSchema, refundBodySchema, webhookBodySchema } from "#domain/schemas/online-payment.ts";
import { z } from "#domain/schemas/zod.ts";
import { orderAnswer } from "#server/features/orders/answers.ts";
import { orderJson } from "#server/features/orders/presenters.ts";
import { useCase } from "#server/http/use-case.ts";
import { changePaymentStatus } from "./change-payment-status.ts";
import { submitPaymentReference } from "./submit-payment-reference.ts";
import { checkoutOptions, checkoutOptionsJson, verifyCheckout } from "./checkout.ts";
import { refundOrder } from "./refunds.ts";
import { receiveWebhook } from "./webhook.ts";

/**
 * The payments feature's use cases: the customer's UPI reference and online payment (Checkout's
 * options and its answer), Razorpay's webhook, and the admin's 'Mark as paid', 'Mark as refunded'
 * and 'Refund'.
 */

export const submitPaymentReferenceCase = useCase({
  name: "payments.submitReference",
  summary: '"I have paid": the UTR of a UPI payment, for the shop to match',
  access: "owner",
  input: paymentReferenceSchema,
  params: { id: entryIdSchema },
  run: (shop, { id, utr }, { user }) => submitPaymentReference(shop.db, { userId: user.id, orderId: id, utr }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "put", path: "/orders/:id/utr" },
});

export const changePaymentStatusCase = useCase({
  name: "payments.changeStatus",
  summary:
    "'Mark as paid' or 'Mark as refunded' (`{ paymentStatus, reference? }`: the UPI or bank reference of money the shop paid back)",
  access: "admin",
  input: paymentStatusBodySchema,
  params: { id: entryIdSchema },
  run: (shop, { id, action, reference }, { user }) =>
    changePaymentStatus(shop, { orderId: id, action, reference, actor: { kind: "admin", id: user.id } }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "put", path: "/admin/orders/:id/payment" },
});

export const checkoutOptionsCase = useCase({
  name: "payments.checkoutOptions",
  summary: "What 'Pay now' opens Razorpay Checkout with, for an unpaid online order",
  access: "owner",
  input: z.object({}),
  params: { id: entryIdSchema },
  run: (shop, { id }, { user }) => checkoutOptions(shop, { userId: user.id, orderId: id }),
  answer: z
    .object({
      key: z.string().meta({ description: "The public key id Checkout opens with" }),
      razorpayOrderId: z.string(),
      amount: z.number().meta({ description: "Rupees" }),
      currency: z.literal("INR"),
      name: z.string(),
      description: z.string(),
      prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    })
    .meta({ id: "CheckoutOptions" }),
  present: checkoutOptionsJson,
  http: { method: "get", path: "/orders/:id/razorpay", from: "none" },
});

export const verifyCheckoutCase = useCase({
  name: "payments.verifyCheckout",
  summary: "Checkout's success answer: the order is paid when its signature is right",
  access: "owner",
  input: checkoutSuccessSchema,
  params: { id: entryIdSchema },
  run: (shop, input, { user }) =>
    verifyCheckout(shop, {
      userId: user.id,
      orderId: input.id,
      razorpayOrderId: input.razorpay_order_id,
      razorpayPaymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "post", path: "/orders/:id/razorpay" },
});

export const razorpayWebhookCase = useCase({
  name: "payments.webhook",
  summary: "Razorpay's webhook: payment.captured, order.paid, payment.failed, refund.processed",
  access: "visitor",
  input: webhookBodySchema,
  run: (shop, { rawBody }, { headers }) => receiveWebhook(shop, { rawBody, headers }),
  answer: z.object({ status: z.enum(["processed", "duplicate", "ignored"]) }).meta({ id: "WebhookAnswer" }),
  present: (status) => ({ status }),
  http: { method: "post", path: "/webhooks/razorpay", from: "raw" },
});

export const refundOrderCase = useCase({
  name: "payments.refund",
  summary:
    "'Refund': all of an order's payment that is left, or `{ amount }` rupees of it; a refund of an order not cancelled is goodwill: its credit note carries `{ reason }`",
  access: "admin",
  input: refundBodySchema,
  params: { id: entryIdSchema },
  run: (shop, { id, amountPaise, reason }, { user }) =>
    refundOrder(shop, { orderId: id, amountPaise, reason, actor: { kind: "admin", id: user.id } }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "post", path: "/admin/orders/:id/refund" },
});

export const paymentsUseCases = [
  submitPaymentReferenceCase,
  changePaymentStatusCase,
  checkoutOptionsCase,
  verifyCheckoutCase,
  razorpayWebhookCase,
  refundOrderCase,
];

import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { paymentStatusBodySchema } from "#domain/schemas/admin-orders.ts";
import { paymentReferenceSchema } from "#domain/schemas/order.ts";
import { orderAnswer } from "#server/features/orders/answers.ts";
import { orderJson } from "#server/features/orders/presenters.ts";
import { useCase } from "#server/http/use-case.ts";
import { changePaymentStatus } from "./change-payment-status.ts";
import { submitPaymentReference } from "./submit-payment-reference.ts";

/** The payments feature's use cases: the customer's UPI reference, the admin's 'Mark as paid' and 'Mark as refunded'. */

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
  summary: "'Mark as paid' or 'Mark as refunded' (`{ paymentStatus }`)",
  access: "admin",
  input: paymentStatusBodySchema,
  params: { id: entryIdSchema },
  run: (shop, { id, action }, { user }) =>
    changePaymentStatus(shop, { orderId: id, action, actor: { kind: "admin", id: user.id } }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "put", path: "/admin/orders/:id/payment" },
});

export const paymentsUseCases = [submitPaymentReferenceCase, changePaymentStatusCase];

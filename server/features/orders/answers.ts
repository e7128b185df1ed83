import { z } from "zod";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { PAYMENT_STATUSES } from "#domain/payments.ts";
import { CASH_ON_DELIVERY, PAY_ONLINE, UPI } from "#domain/schemas/order.ts";
import { returnAnswer } from "#server/features/returns/answers.ts";

/** The API's order answers as schemas: the OpenAPI document says them, the presenters are held to them. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });

const cardPayment = z.object({ brand: z.string(), cardNumber: z.string(), cardHolderName: z.string() });

export const orderEventAnswer = z
  .object({
    type: z.enum(["status", "payment", "return"]),
    from: z.string().nullable(),
    to: z.string(),
    note: z.string().nullable(),
    actor: z.enum(["customer", "admin", "system"]),
    at: z.string(),
  })
  .meta({ id: "OrderEvent" });

const orderFields = {
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: rupees,
  subtotal: rupees,
  discount: rupees,
  tax: rupees,
  shippingCost: rupees,
  couponCode: z.string().nullable().meta({ description: "The coupon the order used" }),
  couponDiscount: rupees.meta({ description: "What the coupon took off, shared over the lines before GST" }),
  pricesIncludeTax: z
    .boolean()
    .meta({ description: "The prices sold included GST; `tax` is then what the total contains, not added to it" }),
  paymentMethod: z.union([z.enum([CASH_ON_DELIVERY, UPI, PAY_ONLINE]), cardPayment]),
  paymentStatus: z.enum(PAYMENT_STATUSES),
};

export const orderSummaryAnswer = z
  .object({ ...orderFields, itemCount: z.number().int().optional() })
  .meta({ id: "OrderSummary" });

export const orderAnswer = z
  .object({
    ...orderFields,
    utr: z.string().nullable().optional().meta({ description: "A UPI order's UTR, once the customer gave it" }),
    razorpayPaymentId: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "An online order's Razorpay payment, once it is paid" }),
    refunded: rupees.optional().meta({ description: "Of an online order: what Razorpay has confirmed refunded" }),
    tracking: z
      .object({ courier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
      .nullable(),
    invoiceNumber: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
    shippingAddress: z.object({
      recipient: z.string(),
      mobile: z.string(),
      street: z.string(),
      landmark: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      zipCode: z.string(),
    }),
    items: z.array(
      z.object({
        productId: z.string().nullable(),
        variantId: z.string().nullable(),
        variantName: z.string().nullable(),
        variantNameHi: z.string().nullable().meta({
          description: "The variant's Hindi name when the order was placed, or null: the English serves both",
        }),
        slug: z.string(),
        title: z.string(),
        titleHi: z
          .string()
          .nullable()
          .meta({ description: "The product's Hindi name when the order was placed, or null: the title serves both" }),
        image: z.string().nullable(),
        price: rupees,
        listPrice: rupees,
        discount: z.number(),
        quantity: z.number().int(),
        lineTotal: rupees,
      }),
    ),
  })
  .meta({ id: "Order" });

export const orderWithHistoryAnswer = orderAnswer
  .extend({
    events: z.array(orderEventAnswer),
    replacementForReturnId: z
      .string()
      .nullable()
      .meta({ description: "A ₹0 replacement order: the return request it answers" }),
    returns: z.array(returnAnswer).meta({ description: "Its return requests, oldest first" }),
    creditNotes: z
      .array(
        z.object({
          id: z.string(),
          number: z.string(),
          cause: z.enum(["return", "goodwill"]),
          issuedAt: z.string(),
          amount: rupees,
        }),
      )
      .meta({ description: "Credit notes for part of the order (PDF: /api/orders/{id}/credit-notes/{creditNoteId})" }),
  })
  .meta({ id: "OrderWithHistory" });

export const bulkOrderStatusAnswer = z
  .object({
    changed: z.array(
      z.object({
        id: z.string(),
        number: z.string().meta({ description: "The customer's number: the id's last 8 characters" }),
        status: z.enum(ORDER_STATUSES),
      }),
    ),
    failed: z.array(
      z.object({
        id: z.string(),
        number: z.string().nullable().meta({ description: "Null for an id that names no order" }),
        error: z.string().meta({ description: "Why this order was not changed, in English" }),
        code: z.string().meta({ description: "The refusal's stable code, e.g. order.reopen.notEnoughStock" }),
      }),
    ),
  })
  .meta({ id: "BulkOrderStatus" });

export type OrderAnswer = z.input<typeof orderAnswer>;
export type OrderSummaryAnswer = z.input<typeof orderSummaryAnswer>;

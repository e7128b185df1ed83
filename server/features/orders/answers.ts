import { z } from "zod";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { PAYMENT_STATUSES } from "#domain/payments.ts";
import { CASH_ON_DELIVERY, PAY_ONLINE, UPI } from "#domain/schemas/order.ts";

/** The API's order answers as schemas: the OpenAPI document says them, the presenters are held to them. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });

const cardPayment = z.object({ brand: z.string(), cardNumber: z.string(), cardHolderName: z.string() });

export const orderEventAnswer = z
  .object({
    type: z.enum(["status", "payment"]),
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
        slug: z.string(),
        title: z.string(),
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
  .extend({ events: z.array(orderEventAnswer) })
  .meta({ id: "OrderWithHistory" });

export type OrderAnswer = z.input<typeof orderAnswer>;
export type OrderSummaryAnswer = z.input<typeof orderSummaryAnswer>;

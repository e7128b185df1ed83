import { z } from "zod";
import { REFUND_STATUSES } from "#domain/payments.ts";
import { RETURN_REASONS, RETURN_STATUSES, RETURN_WISHES } from "#domain/returns.ts";

/** The API's return answers as schemas: the OpenAPI document says them, the presenters are held to them. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });

export const returnCreatedAnswer = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: "`RT-{year}-{n}`" }),
    status: z.literal("Requested"),
  })
  .meta({ id: "ReturnCreated" });

export const returnAnswer = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(RETURN_STATUSES),
    orderId: z.string(),
    orderNumber: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    reason: z.enum(RETURN_REASONS),
    description: z.string(),
    wish: z.enum(RETURN_WISHES),
    lines: z.array(
      z.object({
        productId: z.string().nullable(),
        variantId: z.string().nullable(),
        title: z.string(),
        quantity: z.number().int(),
      }),
    ),
    photos: z
      .array(z.object({ small: z.string(), large: z.string() }))
      .meta({ description: "Addresses of the photos, served to the customer and admins only" }),
    linesValue: rupees.meta({ description: "What the returned units were sold for: an approved refund's default" }),
    refundAmount: rupees.nullable().meta({ description: "What an approved refund pays back" }),
    decisionNote: z.string().nullable().meta({ description: "Why it was rejected" }),
    replacementOrderId: z.string().nullable().meta({ description: "The ₹0 order of an approved replacement" }),
    creditNoteId: z.string().nullable(),
    creditNoteNumber: z.string().nullable().meta({ description: "`CN/{FY}/{n}` of an approved refund" }),
    refundStatus: z
      .enum(REFUND_STATUSES)
      .nullable()
      .meta({ description: "Its refund: `failed` when Razorpay refused it (approve again to send it again)" }),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "Return" });

import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { PAID, PAYMENT_STATUSES, REFUNDED } from "#domain/payments.ts";
import { optionalText } from "#domain/schemas/fields.ts";
import { adminListQuerySchema } from "./admin-fields.ts";

export const ORDER_SORTS = ["created", "total", "customer"] as const;

/** The orders table and its CSV export: search by customer, filter by status. */
export const orderListQuerySchema = adminListQuerySchema(ORDER_SORTS, { sort: "created", dir: "desc" }).extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const TRACKING_NEEDS_BOTH = message("admin.order.trackingNeedsBoth");

/**
 * PUT /api/admin/orders/{id}/status and the order dialog (docs/product/orders.md#tracking): the status, and
 * with 'Shipped' the courier and tracking number (AWB), and optionally the courier's tracking
 * page. Blank fields count as absent.
 */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: message("admin.order.statusUnknown") }),
    courier: optionalText(80).optional(),
    trackingNumber: optionalText(40)
      .refine((v) => v === "" || /^[A-Za-z0-9-]{4,40}$/.test(v), message("admin.order.trackingNumberInvalid"))
      .optional(),
    trackingUrl: optionalText(500)
      .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), message("admin.order.trackingUrlInvalid"))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.courier) !== Boolean(v.trackingNumber)) {
      ctx.addIssue({ code: "custom", path: [v.courier ? "trackingNumber" : "courier"], message: TRACKING_NEEDS_BOTH });
    }
    if (v.trackingUrl && !v.courier) {
      ctx.addIssue({ code: "custom", path: ["courier"], message: TRACKING_NEEDS_BOTH });
    }
  })
  .transform(({ status, courier, trackingNumber, trackingUrl }) => ({
    status,
    tracking: courier && trackingNumber ? { courier, trackingNumber, trackingUrl: trackingUrl || null } : undefined,
  }));

/** 'Mark as paid' and 'Mark as refunded' (PUT /api/admin/orders/{id}/payment). */
export const paymentStatusBodySchema = z
  .object({
    paymentStatus: z.enum([PAID, REFUNDED], { error: message("admin.order.paymentStatusUnknown") }),
  })
  .transform(({ paymentStatus }) => ({
    action: paymentStatus === PAID ? ("mark-paid" as const) : ("mark-refunded" as const),
  }));

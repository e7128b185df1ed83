import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { courierTrackingUrl, listedCourier, OTHER_COURIER } from "#domain/couriers.ts";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { ORDER_TODOS } from "#domain/admin-todo.ts";
import { PAID, PAYMENT_STATUSES, REFUNDED } from "#domain/payments.ts";
import { optionalText } from "#domain/schemas/fields.ts";
import { adminListQuerySchema, entryIdSchema } from "./admin-fields.ts";

export const ORDER_SORTS = ["created", "total", "customer"] as const;

/** The orders table and its CSV export: search by customer, filter by status. */
export const orderListQuerySchema = adminListQuerySchema(ORDER_SORTS, { sort: "created", dir: "desc" }).extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  // The dashboard's to-do links (docs/product/admin.md#to-do-list).
  todo: z.enum(ORDER_TODOS).optional().catch(undefined),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const TRACKING_NEEDS_BOTH = message("admin.order.trackingNeedsBoth");
export const COURIER_NAME_REQUIRED = message("admin.order.courierNameRequired");

/**
 * The status and, with 'Shipped', the courier's details: one order's change and the bulk change
 * alike. The courier is one of the list (COURIERS, however spelled), or any other name, given as
 * is or as 'Other' with the name in `courierName` (the dialog's way).
 */
const statusFields = {
  status: z.enum(ORDER_STATUSES, { error: message("admin.order.statusUnknown") }),
  courier: optionalText(80).optional(),
  courierName: optionalText(80).optional(),
  trackingNumber: optionalText(40)
    .refine((v) => v === "" || /^[A-Za-z0-9-]{4,40}$/.test(v), message("admin.order.trackingNumberInvalid"))
    .optional(),
  trackingUrl: optionalText(500)
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), message("admin.order.trackingUrlInvalid"))
    .optional(),
};
type StatusFields = z.output<z.ZodObject<typeof statusFields>>;

/** The courier as stored: a listed one in the list's spelling, 'Other' by the name typed beside it. */
function courierOf({ courier = "", courierName = "" }: StatusFields): string {
  if (courier === OTHER_COURIER) return courierName;
  return listedCourier(courier) ?? courier;
}

function checkTracking(v: StatusFields, ctx: z.RefinementCtx) {
  if (v.courier === OTHER_COURIER && !v.courierName) {
    ctx.addIssue({ code: "custom", path: ["courierName"], message: COURIER_NAME_REQUIRED });
    return;
  }
  const courier = courierOf(v);
  if (Boolean(courier) !== Boolean(v.trackingNumber)) {
    ctx.addIssue({ code: "custom", path: [courier ? "trackingNumber" : "courier"], message: TRACKING_NEEDS_BOTH });
  } else if (v.trackingUrl && !courier) {
    ctx.addIssue({ code: "custom", path: ["courier"], message: TRACKING_NEEDS_BOTH });
  }
}

/** The change asked for; a listed courier's tracking page is filled in from the AWB unless one is given. */
function statusChange(v: StatusFields) {
  const courier = courierOf(v);
  const { status, trackingNumber, trackingUrl } = v;
  return {
    status,
    tracking:
      courier && trackingNumber
        ? { courier, trackingNumber, trackingUrl: trackingUrl || courierTrackingUrl(courier, trackingNumber) }
        : undefined,
  };
}

/**
 * PUT /api/admin/orders/{id}/status and the order dialog (docs/product/orders.md#tracking): the
 * status, and with 'Shipped' (required there, the service's rule) the courier and tracking number
 * (AWB), and the courier's tracking page when it is not one of the list. Blank fields count as
 * absent.
 */
export const orderStatusBodySchema = z.object(statusFields).superRefine(checkTracking).transform(statusChange);

/** How many orders the admin may print or change at once: a page of the orders table, and more. */
export const MAX_ORDERS_AT_ONCE = 100;
const ORDER_IDS_INVALID = message("admin.order.idsInvalid", { max: String(MAX_ORDERS_AT_ONCE) });

/**
 * Orders chosen in the admin's table, 1 to 100: a JSON list, or one text of ids joined by commas
 * (a query string's `ids=a,b`, a form's field).
 */
export const orderIdsField = z
  .union(
    [
      z.array(entryIdSchema),
      z.string().transform((text) =>
        text
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ],
    { error: ORDER_IDS_INVALID },
  )
  .pipe(z.array(entryIdSchema).min(1, ORDER_IDS_INVALID).max(MAX_ORDERS_AT_ONCE, ORDER_IDS_INVALID));

/** GET /api/admin/orders/packing-slips: the orders whose slips print together, in this order. */
export const packingSlipsQuerySchema = z.object({ ids: orderIdsField });

/**
 * POST /api/admin/orders/status and the orders table's 'Change status': the orders, and the
 * status (with its courier's details) each is given as one order's change would give it.
 */
export const bulkOrderStatusBodySchema = z
  .object({ ids: orderIdsField, ...statusFields })
  .superRefine(checkTracking)
  .transform(({ ids, ...fields }) => ({ ids, ...statusChange(fields) }));

/** 'Mark as paid' and 'Mark as refunded' (PUT /api/admin/orders/{id}/payment). */
export const paymentStatusBodySchema = z
  .object({
    paymentStatus: z.enum([PAID, REFUNDED], { error: message("admin.order.paymentStatusUnknown") }),
    // The UPI or bank reference of money the shop paid back itself (a return, a goodwill refund).
    reference: optionalText(60).optional(),
  })
  .transform(({ paymentStatus, reference }) => ({
    action: paymentStatus === PAID ? ("mark-paid" as const) : ("mark-refunded" as const),
    reference: reference || undefined,
  }));

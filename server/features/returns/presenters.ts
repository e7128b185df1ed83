import { toRupees } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import type { ReturnDetails } from "./list-returns.ts";

/** A request's photo as the API serves it (to its customer and admins only). */
export const returnPhotoUrl = (returnId: string, position: number, size: "small" | "large") =>
  `/api/returns/${encodeURIComponent(returnId)}/photos/${position}?size=${size}`;

/** A return request as JSON: the API's rupees, its lines and photos, and what its decision made. */
export function returnJson(r: ReturnDetails) {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    orderId: r.order_id,
    orderNumber: orderNumber(r.order_id),
    customer: r.customer,
    reason: r.reason,
    description: r.description,
    wish: r.wish,
    lines: r.lines.map(({ item, quantity }) => ({
      productId: item.product_id,
      variantId: item.variant_id,
      title: item.title,
      quantity,
    })),
    photos: Array.from({ length: r.photoCount }, (_, position) => ({
      small: returnPhotoUrl(r.id, position, "small"),
      large: returnPhotoUrl(r.id, position, "large"),
    })),
    linesValue: toRupees(r.linesValuePaise),
    refundAmount: r.refund_paise === null ? null : toRupees(r.refund_paise),
    decisionNote: r.decision_note,
    replacementOrderId: r.replacement_order_id,
    creditNoteId: r.credit_note_id,
    creditNoteNumber: r.creditNoteNumber,
    refundStatus: r.refundStatus,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
  };
}

export type ReturnJson = ReturnType<typeof returnJson>;

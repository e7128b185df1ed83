import { z } from "#domain/schemas/zod.ts";
import { refundAmountField } from "#domain/schemas/online-payment.ts";
import { message } from "#domain/i18n/message.ts";
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "#domain/cart.ts";
import {
  MAX_RETURN_PHOTOS,
  RETURN_PHOTOS_COUNT,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WISHES,
} from "#domain/returns.ts";
import { requiredText } from "./fields.ts";

const LINES_INVALID = message("return.lines.invalid");

/** One line of a request: a product (and its variant) of the order, and how many of its units. */
const returnLineSchema = z.object({
  productId: z.string().min(1).max(100),
  variantId: z.string().min(1).max(100).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

/** The form sends its lines as JSON text (a multipart body has no arrays of objects). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Files only: an empty file input sends one empty file, a JSON client sends none. */
function photoFiles(value: unknown): unknown[] {
  const all = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return all.filter((file) => !(file instanceof File) || file.size > 0);
}

/**
 * 'Report a problem' (docs/product/commerce-core.md#returns-and-replacements): the order page's form
 * and `POST /api/orders/{id}/returns` (multipart) alike. The photos are checked by their bytes later,
 * and that there is one once the order is known to be the customer's (another's is not found).
 */
export const returnRequestSchema = z.object({
  lines: z.preprocess(
    parsedJson,
    z
      .array(returnLineSchema, { error: LINES_INVALID })
      .min(1, message("return.noLines"))
      .max(MAX_ORDER_LINES, LINES_INVALID),
  ),
  reason: z.enum(RETURN_REASONS, { error: message("return.reason.invalid") }),
  description: requiredText(message("return.description.required"), 1000),
  wish: z.enum(RETURN_WISHES, { error: message("return.wish.invalid") }),
  photos: z.preprocess(
    photoFiles,
    z
      .array(z.file({ error: RETURN_PHOTOS_COUNT }), { error: RETURN_PHOTOS_COUNT })
      .max(MAX_RETURN_PHOTOS, RETURN_PHOTOS_COUNT)
      .meta({ description: "1–3 photos of the problem (JPEG, PNG or WebP, 5 MB each), files named `photos`" }),
  ),
});
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** Approving a request: a refund's amount in rupees (default: what the returned lines were sold for). */
export const approveReturnSchema = z
  .object({ refundAmount: refundAmountField })
  .transform(({ refundAmount }) => ({ refundPaise: refundAmount }));

export const rejectReturnSchema = z.object({
  reason: requiredText(message("return.reject.reasonRequired"), 500),
});

/** The admin's returns tab: by status, a page at a time. */
export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

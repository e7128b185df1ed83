import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { adminListQuerySchema } from "./admin-fields.ts";

/** A review as the admin's list shows it: on the shop, or hidden by an admin (issue 15). */
export const REVIEW_VISIBILITIES = ["Shown", "Hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const REVIEW_SORTS = ["created", "rating"] as const;

/** The admin's Reviews table: newest first, search by name, e-mail, title or text, filter Shown/Hidden. */
export const reviewListQuerySchema = adminListQuerySchema(REVIEW_SORTS, { sort: "created", dir: "desc" }).extend({
  visibility: z.enum(REVIEW_VISIBILITIES).optional().catch(undefined),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** PATCH /api/admin/reviews/{id}: `{ hidden: true }` hides a review, `{ hidden: false }` shows it again. */
export const reviewModerationSchema = z.object({
  hidden: z.boolean({ error: message("admin.review.hiddenNotBoolean") }),
});

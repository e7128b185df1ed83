import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { COMPLAINT_STATUSES } from "#domain/complaints.ts";
import { adminListQuerySchema } from "./admin-fields.ts";
import { emailField, optionalText, readableText, requiredText } from "./fields.ts";

export const COMPLAINT_MIN = 20;
export const COMPLAINT_MAX = 5000;
export const ORDER_NUMBER_FORMAT = message("complaint.orderNumber.invalid");

/**
 * The complaint form on /contact and POST /api/complaints. The order number is optional; given,
 * it is the last 8 characters of an order id as the orders tab shows it ('#' and case ignored).
 */
export const complaintSchema = z.object({
  name: readableText(requiredText(message("field.name.required"), 100)),
  email: emailField(message("field.email.required"), message("field.email.invalid")),
  orderNumber: optionalText(20)
    .default("")
    .transform((v) => v.replace(/^#/, "").toUpperCase())
    .refine((v) => v === "" || /^[0-9A-F]{8}$/.test(v), ORDER_NUMBER_FORMAT)
    .transform((v) => v || null),
  message: readableText(
    requiredText(message("complaint.message.required"), COMPLAINT_MAX).min(
      COMPLAINT_MIN,
      message("complaint.message.tooShort"),
    ),
  ),
});
export type ComplaintInput = z.output<typeof complaintSchema>;

/** The grievance officer's answer, mailed to the customer as it is written. */
export const complaintReplySchema = z.object({
  reply: requiredText(message("complaint.reply.required"), COMPLAINT_MAX).min(
    COMPLAINT_MIN,
    message("complaint.reply.tooShort"),
  ),
});

export const COMPLAINT_SORTS = ["created"] as const;

/** The admin's list: newest first, search by ticket, name or e-mail, filter by status. */
export const complaintListQuerySchema = adminListQuerySchema(COMPLAINT_SORTS, { sort: "created", dir: "desc" }).extend({
  status: z.enum(COMPLAINT_STATUSES).optional().catch(undefined),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;

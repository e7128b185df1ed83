import { z } from "zod";
import { COMPLAINT_STATUSES } from "#domain/complaints.ts";

/** The API's complaint answers as schemas: the OpenAPI document says them, the presenter is held to them. */

export const complaintTicketAnswer = z
  .object({ ticket: z.string().meta({ description: "`GR-{year}-{n}`, to quote in any later message" }) })
  .meta({ id: "ComplaintTicket" });

export const complaintAnswer = z
  .object({
    id: z.string(),
    ticket: z.string(),
    name: z.string(),
    email: z.string(),
    orderNumber: z
      .string()
      .nullable()
      .meta({ description: "The order's number, as the customer sees it (the last 8 characters of its id), if given" }),
    message: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    receivedAt: z.string().meta({ description: "ISO 8601" }),
    dueDate: z.string().meta({ description: "The last day for the answer, YYYY-MM-DD (India's calendar)" }),
    reply: z.string().nullable(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: "Complaint" });

export type ComplaintAnswer = z.input<typeof complaintAnswer>;

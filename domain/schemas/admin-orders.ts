import { z } from "zod";
import { ORDER_STATUSES } from "#domain/orders.ts";
import { adminListQuerySchema } from "./admin-fields.ts";

export const ORDER_SORTS = ["created", "total", "customer"] as const;

/** The orders table and its CSV export: search by customer, filter by status. */
export const orderListQuerySchema = adminListQuerySchema(ORDER_SORTS, { sort: "created", dir: "desc" }).extend({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }),
});

import { z } from "zod";
import { DASHBOARD_DAYS } from "#domain/admin.ts";
import { TODO_KINDS } from "#domain/admin-todo.ts";
import { adminUserAnswer } from "#server/features/accounts/answers.ts";
import { blogSummaryAnswer, nurseryAnswer, productAnswer } from "#server/features/catalogue/answers.ts";
import { orderSummaryAnswer } from "#server/features/orders/answers.ts";

/** The dashboard's answer as a schema: the OpenAPI document says it, the presenter is held to it. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });

export const paymentToCheckAnswer = orderSummaryAnswer
  .extend({
    utr: z.string().nullable(),
    reportedAt: z.string().meta({ description: "When the customer gave the UTR (ISO 8601)" }),
  })
  .meta({ id: "PaymentToCheck" });

export const todoAnswer = z
  .object({
    kind: z.enum(TODO_KINDS),
    count: z.number().int(),
    urgent: z
      .number()
      .int()
      .meta({ description: "Of them, overdue (UTRs, complaints, returns) or sold out (low stock)" }),
    link: z.string().meta({ description: "The admin page listing them, most pressing first" }),
  })
  .meta({ id: "TodoItem" });

export const dashboardAnswer = z
  .object({
    stats: z.object({
      totalUsers: z.number().int(),
      totalProducts: z.number().int(),
      totalOrders: z.number().int(),
      totalRevenue: rupees.meta({ description: "Every order's total except cancelled ones (rupees)" }),
      paidRevenue: rupees.meta({ description: "Of the revenue, what has been paid (rupees)" }),
      awaitingPayment: rupees.meta({ description: "Of the revenue, what is still owed (rupees)" }),
      recentOrders: z.array(orderSummaryAnswer),
      paymentsToCheck: z
        .object({ days: z.number().int(), count: z.number().int(), orders: z.array(paymentToCheckAnswer) })
        .meta({
          description: "UPI payments reported more than `days` days ago that nobody has confirmed, oldest first",
        }),
    }),
    daily: z
      .array(
        z.object({
          day: z.string().meta({ description: "YYYY-MM-DD, India's calendar" }),
          orders: z.number().int(),
          revenue: rupees,
        }),
      )
      .meta({ description: `The last ${DASHBOARD_DAYS} days, oldest first` }),
    lowStock: z.array(productAnswer),
    todo: z.array(todoAnswer).meta({ description: "What is waiting for the shop (docs/product/admin.md#to-do-list)" }),
    users: z.array(adminUserAnswer),
    products: z.array(productAnswer),
    blogs: z.array(blogSummaryAnswer),
    nurseries: z.array(nurseryAnswer),
    orders: z.array(orderSummaryAnswer),
  })
  .meta({ id: "Dashboard", description: "The figures, and the latest 50 entries of each table" });

export type DashboardAnswer = z.input<typeof dashboardAnswer>;

import { blogSummaryJson, nurseryJson, productJson } from "#server/features/catalogue/presenters.ts";
import { lineName, soldVariantName } from "#domain/catalogue/variants.ts";
import { toRupees } from "#domain/money.ts";
import { TODO_LINKS } from "#domain/admin-todo.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import type { DashboardView } from "#domain/views/admin.ts";
import type { DashboardData, DashboardStats } from "#server/features/dashboard/dashboard.ts";
import type { AdminOrderSummary } from "#server/features/orders/admin-orders.ts";
import { adminUserJson } from "#server/features/accounts/presenters.ts";
import { adminOrderRow, orderSummaryJson } from "#server/features/orders/presenters.ts";
import type { DashboardAnswer } from "./answers.ts";

/** The admin's dashboard, as its page (paise) and GET /api/admin/dashboard-data (rupees) show it. */

export function dashboardView(d: DashboardStats): DashboardView {
  return {
    totalUsers: d.totalUsers,
    totalProducts: d.totalProducts,
    totalOrders: d.totalOrders,
    totalRevenuePaise: d.totalRevenuePaise,
    paidRevenuePaise: d.paidRevenuePaise,
    awaitingPaymentPaise: d.awaitingPaymentPaise,
    recentOrders: d.recentOrders.map(adminOrderRow),
    daily: d.daily,
    // Each size running low on its own line: 'Tulsi (Holy Basil) — 8-inch pot'.
    lowStock: d.lowStock.flatMap((p) =>
      p.variants
        .filter((v) => v.stock <= LOW_STOCK_LIMIT)
        .map((v) => ({
          id: v.id,
          slug: p.slug,
          title: lineName(p.title, soldVariantName(p.option_name, v.name)),
          stock: v.stock,
        })),
    ),
    paymentsToCheck: {
      days: d.paymentsToCheck.days,
      total: d.paymentsToCheck.total,
      orders: d.paymentsToCheck.orders.map((o) => ({ ...adminOrderRow(o), utr: o.utr, reportedAt: o.reported_at })),
    },
    todo: d.todo,
  };
}

/**
 * GET /api/admin/dashboard-data (docs/product/api.md#dashboard-json). `totalRevenue` already
 * leaves cancelled orders out (the original shop's browser subtracted them); the lists hold the
 * latest 50 of each, not whole tables.
 */
export function dashboardJson(d: DashboardData): DashboardAnswer {
  return {
    stats: {
      totalUsers: d.totalUsers,
      totalProducts: d.totalProducts,
      totalOrders: d.totalOrders,
      totalRevenue: toRupees(d.totalRevenuePaise),
      paidRevenue: toRupees(d.paidRevenuePaise),
      awaitingPayment: toRupees(d.awaitingPaymentPaise),
      recentOrders: d.recentOrders.map(orderSummaryJson),
      paymentsToCheck: {
        days: d.paymentsToCheck.days,
        count: d.paymentsToCheck.total,
        orders: d.paymentsToCheck.orders.map((o) => ({
          ...orderSummaryJson(o),
          utr: o.utr,
          reportedAt: o.reported_at,
        })),
      },
    },
    daily: d.daily.map((day) => ({ day: day.day, orders: day.orders, revenue: toRupees(day.revenuePaise) })),
    lowStock: d.lowStock.map(productJson),
    todo: d.todo.map((item) => ({ ...item, link: TODO_LINKS[item.kind] })),
    users: d.users.map(adminUserJson),
    products: d.products.map(productJson),
    blogs: d.blogs.map(blogSummaryJson),
    nurseries: d.nurseries.map(nurseryJson),
    orders: d.orders.map((o: AdminOrderSummary) => orderSummaryJson(o)),
  };
}

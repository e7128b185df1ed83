import { blogSummaryJson } from "#domain/catalogue/blog.ts";
import { nurseryJson } from "#domain/catalogue/nursery.ts";
import { productJson } from "#domain/catalogue/product.ts";
import { toRupees } from "#domain/money.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { AdminUserView, DashboardView, TableView } from "#domain/views/admin.ts";
import type { DashboardData, DashboardStats } from "#server/services/admin/dashboard.ts";
import type { AdminOrderSummary } from "#server/services/admin/orders.ts";
import type { Page } from "#server/services/admin/shared.ts";
import type { AdminUser } from "#server/services/admin/users.ts";
import { adminOrderRow, orderSummaryJson } from "./orders.ts";

/** The admin panel's users, dashboard and tables, as the admin API and the admin pages show them. */

export function adminUserView(u: AdminUser): AdminUserView {
  return {
    id: u.user_id,
    fullName: u.full_name,
    email: u.email,
    role: u.role,
    orderCount: u.order_count,
    createdAt: u.created_at,
  };
}

export function adminUserJson(u: AdminUser) {
  return {
    id: u.user_id,
    uid: u.user_id,
    fullName: u.full_name,
    email: u.email,
    phoneNumber: u.phone_number,
    role: u.role,
    orderCount: u.order_count,
    createdAt: u.created_at,
  };
}

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
    lowStock: d.lowStock.map((p) => ({ id: p.id, slug: p.slug, title: p.title, stock: p.stock })),
    paymentsToCheck: {
      days: d.paymentsToCheck.days,
      total: d.paymentsToCheck.total,
      orders: d.paymentsToCheck.orders.map((o) => ({ ...adminOrderRow(o), utr: o.utr, reportedAt: o.reported_at })),
    },
  };
}

/**
 * GET /api/admin/dashboard-data. `totalRevenue` already leaves cancelled orders out (SPEC.md
 * had the browser subtract them); the lists hold the latest 50 of each, not whole tables.
 */
export function dashboardJson(d: DashboardData) {
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
    users: d.users.map(adminUserJson),
    products: d.products.map(productJson),
    blogs: d.blogs.map(blogSummaryJson),
    nurseries: d.nurseries.map(nurseryJson),
    orders: d.orders.map((o: AdminOrderSummary) => orderSummaryJson(o)),
  };
}

export function tableView<R, V>(page: Page<R>, query: AdminListQuery, view: (row: R) => V): TableView<V> {
  return {
    items: page.items.map(view),
    total: page.total,
    page: query.page,
    limit: query.limit,
    q: query.q,
    sort: query.sort,
    dir: query.dir,
  };
}

import { toRupees } from "#domain/money.ts";
import { CASH_ON_DELIVERY } from "#domain/schemas/order.ts";
import { maskCard } from "#domain/cards.ts";
import type { OrderRow } from "../../db/schema.ts";
import type { DashboardData } from "../../services/admin/dashboard.ts";
import type { AdminOrderSummary } from "../../services/admin/orders.ts";
import type { AdminUser } from "../../services/admin/users.ts";
import { productJson, blogSummaryJson, nurseryJson } from "../present.ts";

/** The admin API's JSON: SPEC.md's field names, rupees, never a full card number. */

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

/** An order without its lines, as the orders table and the dashboard list it. */
export function orderSummaryJson(o: OrderRow & { item_count?: number }) {
  return {
    id: o.id,
    userId: o.user_id,
    userName: o.user_name,
    userEmail: o.user_email,
    date: o.created_at,
    status: o.status,
    totalAmount: toRupees(o.total_paise),
    subtotal: toRupees(o.subtotal_paise),
    discount: toRupees(o.discount_paise),
    tax: toRupees(o.tax_paise),
    shippingCost: toRupees(o.shipping_paise),
    paymentMethod:
      o.payment_method === "cod"
        ? CASH_ON_DELIVERY
        : { brand: o.card_brand, cardNumber: maskCard(o.card_last4 ?? "????"), cardHolderName: o.card_holder },
    ...(o.item_count === undefined ? {} : { itemCount: o.item_count }),
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
      recentOrders: d.recentOrders.map(orderSummaryJson),
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

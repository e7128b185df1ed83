import type {
  AdminBlogView,
  AdminNurseryView,
  AdminOrderRow,
  AdminProductView,
  AdminUserView,
  DashboardView,
  TableView,
} from "#app/lib/admin-views.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { BlogRow, NurseryRow, OrderRow, ProductRow } from "./db/schema.ts";
import type { DashboardStats } from "./services/admin/dashboard.ts";
import type { AdminUser } from "./services/admin/users.ts";
import type { Page } from "./services/admin/shared.ts";

/** Rows → the views of the admin page (paise kept; formatting is the UI's). */

export function adminProductView(p: ProductRow): AdminProductView {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    scientificName: p.scientific_name,
    pricePaise: p.price_paise,
    salePricePaise: p.sale_price_paise,
    discount: p.discount,
    stock: p.stock,
    onSale: p.on_sale === 1,
    featured: p.featured === 1,
    images: [p.image1, p.image2, p.image3],
    altText: p.alt_text,
    blogSlug: p.blog_slug,
  };
}

export function adminBlogView(b: BlogRow): AdminBlogView {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    Sname: b.scientific_name,
    Huse: b.historical_use,
    Ph: b.physical_health,
    Mh: b.mental_health,
    TMuse: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    images: [b.image1, b.image2],
    altText: b.alt_text,
    plantSlug: b.plant_slug,
    featured: b.featured === 1,
    publishDate: b.publish_date.slice(0, 10),
  };
}

export function adminNurseryView(n: NurseryRow): AdminNurseryView {
  return {
    id: n.id,
    title: n.title,
    city: n.city,
    email: n.email,
    hours: n.hours,
    images: [n.image],
    altText: n.alt_text,
  };
}

export function adminOrderRow(o: OrderRow & { item_count?: number }): AdminOrderRow {
  return {
    id: o.id,
    date: o.created_at,
    status: o.status,
    userName: o.user_name,
    userEmail: o.user_email,
    totalPaise: o.total_paise,
    itemCount: o.item_count ?? 0,
  };
}

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

export function dashboardView(d: DashboardStats): DashboardView {
  return {
    totalUsers: d.totalUsers,
    totalProducts: d.totalProducts,
    totalOrders: d.totalOrders,
    totalRevenuePaise: d.totalRevenuePaise,
    recentOrders: d.recentOrders.map(adminOrderRow),
    daily: d.daily,
    lowStock: d.lowStock.map((p) => ({ id: p.id, slug: p.slug, title: p.title, stock: p.stock })),
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

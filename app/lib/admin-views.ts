import type { SortDirection } from "#domain/schemas/admin-fields.ts";

/** What the admin page's loader hands to its components. Money in paise, pictures as media keys. */

export interface AdminProductView {
  id: string;
  slug: string;
  title: string;
  description: string;
  scientificName: string;
  pricePaise: number;
  salePricePaise: number;
  discount: number;
  stock: number;
  onSale: boolean;
  featured: boolean;
  /** image1…image3 (media keys or null). */
  images: Array<string | null>;
  altText: string;
  blogSlug: string | null;
}

export interface AdminBlogView {
  id: string;
  slug: string;
  title: string;
  Sname: string;
  Huse: string;
  Ph: string;
  Mh: string;
  TMuse: string;
  soil: string;
  sunlight: string;
  water: string;
  care: string;
  images: Array<string | null>;
  altText: string;
  plantSlug: string | null;
  featured: boolean;
  /** `YYYY-MM-DD`. */
  publishDate: string;
}

export interface AdminNurseryView {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  images: Array<string | null>;
  altText: string;
}

export interface AdminOrderRow {
  id: string;
  date: string;
  status: string;
  userName: string;
  userEmail: string;
  totalPaise: number;
  itemCount: number;
}

export interface AdminUserView {
  id: string;
  fullName: string;
  email: string;
  role: "user" | "admin";
  orderCount: number;
  createdAt: string;
}

export interface DashboardView {
  totalUsers: number;
  totalProducts: number;
  totalOrders: number;
  totalRevenuePaise: number;
  recentOrders: AdminOrderRow[];
  daily: Array<{ day: string; orders: number; revenuePaise: number }>;
  lowStock: Array<{ id: string; slug: string; title: string; stock: number }>;
}

/** One page of an admin table and the search, sort and page that chose it. */
export interface TableView<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  q: string;
  sort: string;
  dir: SortDirection;
}

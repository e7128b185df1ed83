import type {
  BlogRecord,
  CategoryRecord,
  FacetCountRecord,
  NurseryRecord,
  ProductRecord,
  VariantRecord,
} from "#server/features/catalogue/rows.ts";
import type {
  ProfileTable,
  AddressTable,
  SavedCardTable,
  AuthUserTable,
  LoginFailureTable,
  LoginLockTable,
} from "#server/features/accounts/rows.ts";
import type {
  OrderTable,
  PaymentEventTable,
  RefundTable,
  OrderItemTable,
  OrderEventTable,
  DocumentCounterTable,
  CreditNoteTable,
  CreditNoteLineTable,
} from "#server/features/orders/rows.ts";
import type { ReturnLineTable, ReturnPhotoTable, ReturnTable } from "#server/features/returns/rows.ts";
import type { ReviewTable, TestimonialTable } from "#server/features/reviews/rows.ts";
import type { ComplaintTable } from "#server/features/complaints/rows.ts";
import type { SettingsTable } from "#server/features/settings/rows.ts";
import type { CouponTable } from "#server/features/promotions/rows.ts";
import type { CartReminderOptOutTable, CartTable } from "#server/features/cart/rows.ts";
import type { StockAlertTable } from "#server/features/stock-alerts/rows.ts";
import type { WishlistItemTable } from "#server/features/wishlist/rows.ts";
import type { WebVitalTable } from "#server/features/web-vitals/rows.ts";

/**
 * Table types for Kysely. The same queries run on SQLite and PostgreSQL, so the columns
 * keep to what both store alike: text, integer (money in paise, flags as 0/1), real,
 * and timestamps as ISO-8601 UTC text (which sorts and groups by day with substr).
 */

/** A yes/no column: SQLite and PostgreSQL store it alike as 0 or 1. */
export type Flag = 0 | 1;

/** A mail written with the change that sends it, delivered after commit (services/mail-outbox). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** Hits per key in one fixed window of one limiter (services/rate-limit.ts), shared by every app server. */
export interface RateLimitCountTable {
  bucket: string;
  key: string;
  window_start: number;
  hits: number;
}

/** When each scheduled job (server/jobs.ts) is next due; the server that moves it on runs it. */
export interface ScheduledJobTable {
  name: string;
  next_run_at: number;
}

/** Picture files, for the database media store (storage/media-store.ts). */
export interface MediaFileTable {
  name: string;
  data: Buffer;
}

/** Facts about the installation itself, e.g. when the demo catalogue was seeded. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** Row counts kept by triggers (migration 0011), for tables too large to count per request. */
export interface RowCountTable {
  name: "products";
  n: number;
}

export interface DB {
  app_meta: AppMetaTable;
  settings: SettingsTable;
  user: AuthUserTable;
  products: ProductRecord;
  product_variants: VariantRecord;
  categories: CategoryRecord;
  product_facet_counts: FacetCountRecord;
  blogs: BlogRecord;
  nurseries: NurseryRecord;
  profiles: ProfileTable;
  addresses: AddressTable;
  saved_cards: SavedCardTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  payment_events: PaymentEventTable;
  refunds: RefundTable;
  mail_outbox: MailOutboxTable;
  reviews: ReviewTable;
  testimonials: TestimonialTable;
  complaints: ComplaintTable;
  document_counters: DocumentCounterTable;
  rate_limit_counts: RateLimitCountTable;
  login_failures: LoginFailureTable;
  login_locks: LoginLockTable;
  scheduled_jobs: ScheduledJobTable;
  media_files: MediaFileTable;
  row_counts: RowCountTable;
  coupons: CouponTable;
  carts: CartTable;
  cart_reminder_opt_outs: CartReminderOptOutTable;
  stock_alerts: StockAlertTable;
  wishlist_items: WishlistItemTable;
  returns: ReturnTable;
  return_lines: ReturnLineTable;
  return_photos: ReturnPhotoTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  web_vitals: WebVitalTable;
}

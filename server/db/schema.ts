import type { Insertable, Selectable, Updateable } from "kysely";
import type { BlogRecord } from "#domain/catalogue/blog.ts";
import type { NurseryRecord } from "#domain/catalogue/nursery.ts";
import type { ProductRecord } from "#domain/catalogue/product.ts";
import type { Language } from "#domain/i18n/languages.ts";
import type { PaymentMethod, PaymentStatus } from "#domain/payments.ts";

/**
 * Table types for Kysely. The same queries run on SQLite and PostgreSQL, so the columns
 * keep to what both store alike: text, integer (money in paise, flags as 0/1), real,
 * and timestamps as ISO-8601 UTC text (which sorts and groups by day with substr).
 */

type Flag = 0 | 1;

export interface ProfileTable {
  user_id: string;
  full_name: string;
  email: string;
  phone_number: string;
  role: "user" | "admin";
  /** The language the customer last read the shop in: their mails are written in it (migration 0012). */
  language: Language;
  created_at: string;
  updated_at: string;
}

export interface AddressTable {
  id: string;
  user_id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Who receives the parcel (the customer's own name when left blank) and how the courier reaches them. */
  recipient: string;
  mobile: string;
  landmark: string;
  created_at: string;
}

/** Masked only (DECISIONS.md 2): never the full number, never the CVV. */
export interface SavedCardTable {
  id: string;
  user_id: string;
  brand: string;
  last4: string;
  expiry: string;
  holder_name: string;
  created_at: string;
}

export interface OrderTable {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  status: string;
  subtotal_paise: number;
  discount_paise: number;
  tax_paise: number;
  shipping_paise: number;
  total_paise: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /**
   * 1: the expiry sweep cancels it while it still awaits payment once the window has passed
   * (UPI and card orders); 0: never (cash on delivery, reopened or marked paid by an admin).
   */
  expires_unpaid: Flag;
  /** The UPI transaction reference the customer gave, once they paid by UPI. */
  utr: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_holder: string | null;
  ship_street: string;
  ship_city: string;
  ship_state: string;
  ship_zip: string;
  ship_recipient: string;
  ship_mobile: string;
  ship_landmark: string;
  idempotency_key: string | null;
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** The seller's particulars when the order was sold (JSON): its invoice never changes. */
  seller_json: string | null;
  /** `VA/2627/00001`, given when the order is placed (or, for an older order, when first asked for). */
  invoice_number: string | null;
  invoice_date: string | null;
  credit_note_number: string | null;
  credit_note_date: string | null;
  created_at: string;
  updated_at: string;
}

/** Every change of an order's status or payment: the order page's timeline and the audit trail. */
export interface OrderEventTable {
  id: string;
  order_id: string;
  type: "status" | "payment";
  from_value: string | null;
  to_value: string;
  /** A UTR, tracking details: what came with the change. */
  note: string | null;
  actor: "customer" | "admin" | "system";
  actor_id: string | null;
  created_at: string;
}

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

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string | null;
  slug: string;
  title: string;
  image: string | null;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  quantity: number;
  line_total_paise: number;
  /** As sold: the product's HSN code and GST rate then, and the line's tax at that rate. */
  hsn_code: string;
  gst_rate: number;
  tax_paise: number;
}

export interface ReviewTable {
  id: string;
  name: string;
  email: string;
  title: string;
  review: string;
  rating: number;
  recommend: Flag;
  plant_type: string;
  user_id: string | null;
  created_at: string;
  /** Set when an admin hides the review: it then shows nowhere in the shop. */
  hidden_at: string | null;
  hidden_by: string | null;
}

export interface TestimonialTable {
  /** Also the display order. */
  id: number;
  text: string;
  name: string;
  title: string;
  image: string | null;
}

/** The shop's settings, one JSON document per key (see services/settings.ts). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** A grievance and the officer's reply (see services/complaints/). */
export interface ComplaintTable {
  id: string;
  /** `GR-{year}-{number}`. */
  ticket: string;
  year: number;
  number: number;
  name: string;
  email: string;
  /** The order the customer named, if any. */
  order_id: string | null;
  message: string;
  status: "Open" | "Resolved";
  reply: string | null;
  received_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** Numbered documents (invoices, credit notes, complaint tickets): the last number of each series and period. */
export interface DocumentCounterTable {
  series: string;
  period: string;
  last_number: number;
}

/** Hits per key in one fixed window of one limiter (services/rate-limit.ts), shared by every app server. */
export interface RateLimitCountTable {
  bucket: string;
  key: string;
  window_start: number;
  hits: number;
}

/** One wrong password for an account from an address (services/login-guard.ts). */
export interface LoginFailureTable {
  account: string;
  ip: string;
  failed_at: number;
}

/** An account blocked from an address until a time. */
export interface LoginLockTable {
  account: string;
  ip: string;
  locked_until: number;
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

/** Better Auth's own table (its migrations create it); we only read these columns. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
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
  blogs: BlogRecord;
  nurseries: NurseryRecord;
  profiles: ProfileTable;
  addresses: AddressTable;
  saved_cards: SavedCardTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
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
}

export type ProductRow = Selectable<ProductRecord>;
export type NewProduct = Insertable<ProductRecord>;
export type ProductUpdate = Updateable<ProductRecord>;
export type BlogRow = Selectable<BlogRecord>;
export type NurseryRow = Selectable<NurseryRecord>;
export type ReviewRow = Selectable<ReviewTable>;
export type TestimonialRow = Selectable<TestimonialTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type OrderEventRow = Selectable<OrderEventTable>;
export type ComplaintRow = Selectable<ComplaintTable>;

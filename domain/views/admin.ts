import type { ReturnRequestView } from "./order-returns.ts";
import type { MessageCode, MessageRef } from "#domain/i18n/message.ts";
import type { OrderStatus } from "#domain/orders.ts";
import type { PaymentStatus, RefundStatus } from "#domain/payments.ts";
import type { CouponStanding, CouponTerms } from "#domain/promotions/coupon.ts";
import type { SortDirection } from "#domain/schemas/admin-fields.ts";
import type { TodoItem } from "#domain/admin-todo.ts";
import type { OrderEventView, OrderView, RefundView } from "#domain/views/orders.ts";
import type { ReviewView } from "#domain/views/content.ts";

/** What the admin pages' loaders hand to their components. Money in paise, pictures as media keys. */

export interface AdminOrderRow {
  id: string;
  date: string;
  status: string;
  userName: string;
  userEmail: string;
  totalPaise: number;
  paymentStatus: PaymentStatus;
  itemCount: number;
}

/** The order dialog: the order and its history. */
export interface AdminOrderDetail {
  order: OrderView;
  events: OrderEventView[];
  /** The order's refunds, through Razorpay or paid back by the shop, oldest first (docs/product/payments.md#refunds). */
  refunds: RefundView[];
  /** What is left of the payment to refund, as the refund service counts it. */
  refundablePaise: number;
  /** Its return requests, oldest first. */
  returns: AdminReturnView[];
  /** Its credit notes for part of the sale (a return's lines, a goodwill refund), oldest first. */
  creditNotes: PartialCreditNoteView[];
}

/**
 * A return request as the Returns tab and the order dialog show it
 * (docs/product/commerce-core.md#returns-and-replacements); photos are addresses of the API.
 */
export interface AdminReturnView extends ReturnRequestView {
  orderId: string;
  customer: { name: string; email: string };
  /** What the returned units were sold for: an approved refund's default. */
  linesValuePaise: number;
  /** Where its refund stands: `failed` when the gateway refused it, to be approved again. */
  refundStatus: RefundStatus | null;
}

/** A credit note for part of an order, with its PDF at /api/orders/{orderId}/credit-notes/{id}. */
export interface PartialCreditNoteView {
  id: string;
  number: string;
  cause: "return" | "goodwill";
  /** The return's number, or the goodwill refund's reason. */
  note: string | null;
  totalPaise: number;
  issuedAt: string;
}

/**
 * A status given to several orders at once (docs/product/admin.md#orders): those changed, and
 * those refused with why (`number` null for an id that names no order).
 */
export interface OrderStatusChanges {
  changed: Array<{ id: string; number: string; status: OrderStatus }>;
  failed: Array<{ id: string; number: string | null; error: MessageRef; code: MessageCode }>;
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
  paidRevenuePaise: number;
  awaitingPaymentPaise: number;
  recentOrders: AdminOrderRow[];
  daily: Array<{ day: string; orders: number; revenuePaise: number }>;
  lowStock: Array<{ id: string; slug: string; title: string; stock: number }>;
  /** UPI payments reported more than `days` days ago that nobody has confirmed, oldest first. */
  paymentsToCheck: { days: number; total: number; orders: PaymentToCheckRow[] };
  /** What is waiting for the shop (docs/product/admin.md#to-do-list). */
  todo: TodoItem[];
}

export interface PaymentToCheckRow extends AdminOrderRow {
  utr: string | null;
  reportedAt: string;
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

/** A review in the admin's Reviews table: with the reviewer's e-mail, and whether it is hidden. */
export interface AdminReviewView extends ReviewView {
  email: string;
  hiddenAt: string | null;
}

/** How a coupon stands for a customer at the moment the table was read: as `couponRefusal` sees it. */

/** A coupon in the admin's Coupons table and its form: its terms (money in paise); `id` and `title` are its code. */
export interface AdminCouponView extends CouponTerms {
  id: string;
  title: string;
  uses: number;
  standing: CouponStanding;
}

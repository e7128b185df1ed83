import { sql } from "kysely";
import { DASHBOARD_DAYS, PAYMENTS_TO_CHECK, RECENT_ORDERS } from "#domain/admin.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import {
  complaintsDueSoonBefore,
  complaintsOverdueBefore,
  returnsOverdueBefore,
  type TodoItem,
} from "#domain/admin-todo.ts";
import { orderTodo } from "#server/features/orders/order-todos.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { AWAITING_PAYMENT, PAID, PAYMENT_SUBMITTED, UNPAID_STATUSES } from "#domain/payments.ts";
import { addDays, INDIAN_MIDNIGHT_UTC, indianDate, startOfIndianDay } from "#domain/india/time.ts";
import type { Database } from "#server/db/client.ts";
import type { BlogRow, NurseryRow, ProductWithVariants } from "#server/features/catalogue/rows.ts";
import { withVariants } from "#server/features/catalogue/products.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import { listEntryItems } from "#server/features/catalogue/catalogue-entries.ts";
import { blogTable, nurseryTable, productTable } from "#server/features/catalogue/tables.ts";
import { type AdminOrderSummary, listAdminOrders } from "#server/features/orders/admin-orders.ts";
import { type AdminUser, listAdminUsers } from "#server/features/accounts/admin-users.ts";

export interface DailyFigures {
  /** `YYYY-MM-DD`, a day of India's calendar (IST). */
  day: string;
  orders: number;
  revenuePaise: number;
}

export interface DashboardStats {
  totalUsers: number;
  totalProducts: number;
  totalOrders: number;
  /** Every order's total except cancelled ones. */
  totalRevenuePaise: number;
  /** Of the revenue: what has been paid… */
  paidRevenuePaise: number;
  /** …and what is still owed: on delivery, or awaiting a UPI or card payment. */
  awaitingPaymentPaise: number;
  recentOrders: OrderRow[];
  daily: DailyFigures[];
  lowStock: ProductWithVariants[];
  /** UPI orders whose customer gave a UTR more than `days` (UTR_CONFIRM_DAYS) ago that nobody has confirmed. */
  paymentsToCheck: { days: number; total: number; orders: PaymentToCheck[] };
  /** What is waiting for the shop (docs/product/admin.md#to-do-list). */
  todo: TodoItem[];
}

/** An order whose UPI payment the customer reported (`reported_at`) and the shop has not confirmed. */
export interface PaymentToCheck extends OrderRow {
  reported_at: string;
}

export interface DashboardOptions {
  utrConfirmDays: number;
  now?: Date;
}

/** Revenue counts every order except cancelled ones. */
const revenue = sql<number>`coalesce(sum(case when status = ${ORDER_CANCELLED} then 0 else total_paise end), 0)`;
/** Of that, what the shop has received, and what it is still owed (cash due at the door, UPI and cards unpaid). */
const paidRevenue = sql<number>`coalesce(sum(case when status != ${ORDER_CANCELLED} and payment_status = ${PAID} then total_paise else 0 end), 0)`;
const awaitingRevenue = sql<number>`coalesce(sum(case when status != ${ORDER_CANCELLED} and payment_status in (${sql.join(UNPAID_STATUSES)}) then total_paise else 0 end), 0)`;

/** The last `DASHBOARD_DAYS` days of India's calendar, oldest first, ending today there. */
function lastDays(now: Date): string[] {
  const today = indianDate(now);
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(today, i - (DASHBOARD_DAYS - 1)));
}

/**
 * An order's day in India, from its stored UTC time (ISO text), in SQL both databases share:
 * its UTC date, and whether it came at or after India's midnight (18:30 UTC), which makes
 * it the next day there. Grouped by both, then each group is put on its Indian day.
 */
const utcDay = sql<string>`substr(created_at, 1, 10)`;
const afterIndianMidnight = sql<number>`case when substr(created_at, 12, 5) >= ${sql.lit(INDIAN_MIDNIGHT_UTC)} then 1 else 0 end`;

/**
 * When the customer said they had paid: their first UTR since the order last awaited payment
 * (corrections of the UTR do not restart the wait; a refunded order paid again does).
 */
const reportedAt = sql<string>`(select max(order_events.created_at) from order_events
  where order_events.order_id = orders.id and order_events.type = 'payment'
  and order_events.from_value = ${AWAITING_PAYMENT} and order_events.to_value = ${PAYMENT_SUBMITTED})`;

/** UTRs given before this instant (ISO) have waited too long for the shop to confirm them. */
const utrCutoff = (now: Date, utrConfirmDays: number) =>
  new Date(now.getTime() - utrConfirmDays * 86_400_000).toISOString();

/**
 * The UPI payments customers reported more than `utrConfirmDays` ago that nobody has marked
 * paid: a made-up UTR holds its order's stock until someone looks, so the admin is shown them.
 * Never cancelled here: the money may have come in. Cancelled orders hold nothing and cannot
 * be marked paid, so they are left out.
 */
async function paymentsToCheck(db: Database, { utrConfirmDays, now }: Required<DashboardOptions>) {
  const waiting = db
    .selectFrom("orders")
    .where("payment_status", "=", PAYMENT_SUBMITTED)
    .where("status", "!=", ORDER_CANCELLED)
    .where(reportedAt, "<", utrCutoff(now, utrConfirmDays));
  const [orders, count] = await Promise.all([
    waiting
      .selectAll()
      .select(reportedAt.as("reported_at"))
      .orderBy("reported_at")
      .orderBy("id")
      .limit(PAYMENTS_TO_CHECK)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { days: utrConfirmDays, total: Number(count.n), orders };
}

/** `count(*)`, and how many of those rows the condition holds for, read as numbers on both databases. */
const counted = (rows: { n: number | string | bigint; urgent: number | string | bigint | null }) => ({
  count: Number(rows.n),
  urgent: Number(rows.urgent ?? 0),
});

const countIf = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/**
 * The dashboard's to-do list (docs/product/admin.md#to-do-list): one aggregate query per kind, so
 * it costs six counts however much is waiting. `urgent` is what is overdue (complaints, returns;
 * UTRs given more than `utrConfirmDays` ago, as the payments to check) or sold out (low stock).
 */
async function dashboardTodo(db: Database, { utrConfirmDays, now }: Required<DashboardOptions>): Promise<TodoItem[]> {
  const orders = db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n"));
  const [utrs, ship, refunds, complaints, returns, lowStock] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        countIf(sql`${reportedAt} < ${utrCutoff(now, utrConfirmDays)}`).as("urgent"),
      ])
      .where("payment_status", "=", PAYMENT_SUBMITTED)
      .where("status", "!=", ORDER_CANCELLED)
      .executeTakeFirstOrThrow(),
    orders.where(orderTodo("ship")).executeTakeFirstOrThrow(),
    orders.where(orderTodo("refund")).executeTakeFirstOrThrow(),
    db
      .selectFrom("complaints")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        countIf(sql`received_at < ${complaintsOverdueBefore(now)}`).as("urgent"),
      ])
      .where("status", "=", "Open")
      .where("received_at", "<", complaintsDueSoonBefore(now))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("returns")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        countIf(sql`created_at < ${returnsOverdueBefore(now)}`).as("urgent"),
      ])
      .where("status", "=", "Requested")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("product_variants")
      .select((eb) => [eb.fn.countAll<number>().as("n"), countIf(sql`stock <= 0`).as("urgent")])
      .where("stock", "<=", LOW_STOCK_LIMIT)
      .executeTakeFirstOrThrow(),
  ]);
  return [
    { kind: "utrs", ...counted(utrs) },
    { kind: "ship", count: Number(ship.n), urgent: 0 },
    { kind: "complaints", ...counted(complaints) },
    { kind: "returns", ...counted(returns) },
    { kind: "refunds", count: Number(refunds.n), urgent: 0 },
    { kind: "lowStock", ...counted(lowStock) },
  ];
}

/**
 * The dashboard's figures, each one aggregate query (COUNT, SUM, GROUP BY over indexed
 * columns), so it stays fast however many orders there are: no order list is ever loaded.
 */
export async function getDashboardStats(
  db: Database,
  { utrConfirmDays, now = new Date() }: DashboardOptions,
): Promise<DashboardStats> {
  const days = lastDays(now);
  const [users, products, orders, recentOrders, perDay, lowStock, toCheck, todo] = await Promise.all([
    db
      .selectFrom("profiles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    // Kept by triggers: counting 100 000 products reads them all on PostgreSQL.
    db.selectFrom("row_counts").select("n").where("name", "=", "products").executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        revenue.as("revenue"),
        paidRevenue.as("paid"),
        awaitingRevenue.as("awaiting"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(RECENT_ORDERS)
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => [
        utcDay.as("utc_day"),
        afterIndianMidnight.as("next_day"),
        eb.fn.countAll<number>().as("orders"),
        revenue.as("revenue"),
      ])
      .where("created_at", ">=", startOfIndianDay(days[0]!))
      .groupBy([utcDay, afterIndianMidnight])
      .execute(),
    // A product with a size running low, however well stocked its others are.
    db
      .selectFrom("products")
      .selectAll()
      .where("id", "in", (eb) =>
        eb.selectFrom("product_variants").select("product_id").where("stock", "<=", LOW_STOCK_LIMIT),
      )
      .orderBy("stock")
      .orderBy("title")
      .limit(20)
      .execute()
      .then((rows) => withVariants(db, rows)),
    paymentsToCheck(db, { utrConfirmDays, now }),
    dashboardTodo(db, { utrConfirmDays, now }),
  ]);
  const byDay = new Map<string, { orders: number; revenue: number }>();
  for (const group of perDay) {
    const day = Number(group.next_day) ? addDays(group.utc_day, 1) : group.utc_day;
    const sum = byDay.get(day) ?? { orders: 0, revenue: 0 };
    byDay.set(day, { orders: sum.orders + Number(group.orders), revenue: sum.revenue + Number(group.revenue) });
  }
  return {
    totalUsers: Number(users.n),
    totalProducts: Number(products.n),
    totalOrders: Number(orders.n),
    totalRevenuePaise: Number(orders.revenue),
    paidRevenuePaise: Number(orders.paid),
    awaitingPaymentPaise: Number(orders.awaiting),
    recentOrders,
    daily: days.map((day) => ({
      day,
      orders: byDay.get(day)?.orders ?? 0,
      revenuePaise: byDay.get(day)?.revenue ?? 0,
    })),
    lowStock,
    paymentsToCheck: toCheck,
    todo,
  };
}

/** How many of each list GET /api/admin/dashboard-data carries: the latest, never whole tables. */
const DASHBOARD_LIST_LIMIT = 50;

export interface DashboardData extends DashboardStats {
  users: AdminUser[];
  products: ProductWithVariants[];
  blogs: BlogRow[];
  nurseries: NurseryRow[];
  orders: AdminOrderSummary[];
}

/** The dashboard answer (docs/product/api.md#dashboard-json): the stats and each table's newest entries. */
export async function getDashboardData(db: Database, options: DashboardOptions): Promise<DashboardData> {
  const latest = { q: "", dir: "desc", page: 1, limit: DASHBOARD_LIST_LIMIT } as const;
  const [stats, users, products, blogs, nurseries, orders] = await Promise.all([
    getDashboardStats(db, options),
    listAdminUsers(db, { ...latest, sort: "created" }),
    // Only the latest entries: their totals would be whole-table counts nobody reads.
    listEntryItems(db, { kind: productTable, query: { ...latest, sort: "created" } }),
    listEntryItems(db, { kind: blogTable, query: { ...latest, sort: "published" } }),
    listEntryItems(db, { kind: nurseryTable, query: { ...latest, sort: "created" } }),
    listAdminOrders(db, { ...latest, sort: "created", status: undefined }),
  ]);
  return {
    ...stats,
    users: users.items,
    products,
    blogs,
    nurseries,
    orders: orders.items,
  };
}

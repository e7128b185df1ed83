import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { phoneSearchDigits } from "#domain/india/phone.ts";
import { pinInSearch } from "#domain/india/pin-codes.ts";
import { orderNumberFragment } from "#domain/orders.ts";
import { utrInSearch } from "#domain/upi.ts";
import type { OrderListQuery } from "#domain/schemas/admin-orders.ts";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import { containsText, offsetOf, type Page } from "#server/db/admin-tables.ts";
import { orderTodo } from "./order-todos.ts";

/** An order line of the admin table: the order and how many items it holds. */
export interface AdminOrderSummary extends OrderRow {
  item_count: number;
}

const SORT_COLUMNS = {
  created: "created_at",
  total: "total_paise",
  customer: "user_name",
} as const;

/** A phone column's digits alone, however it was written ('+91 98765 43210'). */
const digitsOf = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;

/**
 * The orders whose customer, number or payment the search text names: the order number (or
 * the whole id), the customer's name or e-mail, a
 * phone number, the delivery mobile's or the account's, the delivery address's PIN code (whole),
 * or the UPI payment's UTR (whole, as the bank statement shows it: one order at most, found by
 * its unique index).
 */
function searched(q: string) {
  return (eb: ExpressionBuilder<DB, "orders">) => {
    const fragment = orderNumberFragment(q);
    const phone = phoneSearchDigits(q);
    const phonePattern = `%${phone}%`;
    const utr = utrInSearch(q);
    const pin = pinInSearch(q);
    return eb.or([
      containsText("user_name", q),
      containsText("user_email", q),
      ...(utr ? [eb("orders.utr", "=", utr)] : []),
      ...(pin ? [eb("orders.ship_zip", "=", pin)] : []),
      // The order number is the id's end, so its end or the whole id finds the order.
      ...(fragment ? [eb("orders.id", "like", `%${fragment}`)] : []),
      ...(phone
        ? [
            eb(digitsOf("orders.ship_mobile"), "like", phonePattern),
            eb.exists(
              eb
                .selectFrom("profiles")
                .select("profiles.user_id")
                .whereRef("profiles.user_id", "=", "orders.user_id")
                .where(digitsOf("profiles.phone_number"), "like", phonePattern),
            ),
          ]
        : []),
    ]);
  };
}

/** The orders a query selects: by status, by payment status, by to-do, and by what the search text names. */
function filtered(db: Kysely<DB>, query: Pick<OrderListQuery, "q" | "status" | "payment" | "todo">) {
  let base = db.selectFrom("orders");
  if (query.status) base = base.where("status", "=", query.status);
  if (query.payment) base = base.where("payment_status", "=", query.payment);
  if (query.todo) base = base.where(orderTodo(query.todo));
  if (query.q) base = base.where(searched(query.q));
  return base;
}

const itemCount = sql<number>`(select coalesce(sum(quantity), 0) from order_items where order_items.order_id = orders.id)`;

export async function listAdminOrders(db: Database, query: OrderListQuery): Promise<Page<AdminOrderSummary>> {
  const base = filtered(db, query);
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .select(itemCount.as("item_count"))
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("id", query.dir)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map((o) => ({ ...o, item_count: Number(o.item_count) })), total: Number(count.total) };
}

/** Rows read per query while exporting: memory stays flat however many orders match. */
const CSV_BATCH = 1000;

/** An exported order: its summary and its lines as sold (`Tulsi (Holy Basil) — 6-inch pot`). */
export interface ExportedOrder extends AdminOrderSummary {
  lines: Array<{ title: string; quantity: number }>;
}

/**
 * The filtered orders for the export, newest first, read in batches by (created_at, id) so an
 * export of 100 000 orders streams instead of loading them all.
 */

export async function* exportOrders(
  db: Database,
  query: Pick<OrderListQuery, "q" | "status" | "payment" | "todo">,
): AsyncGenerator<ExportedOrder> {
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    let batch = filtered(db, query).selectAll().select(itemCount.as("item_count"));
    if (after) {
      const { created_at, id } = after;
      batch = batch.where((eb) =>
        eb.or([eb("created_at", "<", created_at), eb.and([eb("created_at", "=", created_at), eb("id", "<", id)])]),
      );
    }
    const rows = await batch.orderBy("created_at", "desc").orderBy("id", "desc").limit(CSV_BATCH).execute();
    const lines = rows.length
      ? await db
          .selectFrom("order_items")
          .select(["order_id", "title", "quantity"])
          .where(
            "order_id",
            "in",
            rows.map((o) => o.id),
          )
          .orderBy("order_id")
          .orderBy("title")
          .execute()
      : [];
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
    for (const o of rows) yield { ...o, item_count: Number(o.item_count), lines: linesOf.get(o.id) ?? [] };
    if (rows.length < CSV_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

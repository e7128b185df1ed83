import { type Kysely, sql } from "kysely";

/**
 * Which orders the expiry sweep may cancel (issue 24, items 3 and 12): `orders.expires_unpaid`,
 * set when a UPI or card order is placed and cleared for good when an admin reopens the order or
 * marks it paid. Until now the sweep took every UPI order awaiting payment, so it cancelled
 * again (and mailed again) an order the admin had reopened. Of the orders placed before, UPI
 * orders keep expiring unless they were ever reopened; card orders were never expired, and their
 * customers were never told of a window, so they stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("expires_unpaid", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set expires_unpaid = 1
    where payment_method = 'upi'
      and not exists (
        select 1 from order_events e
        where e.order_id = orders.id and e.type = 'status' and e.from_value = 'Order Cancelled'
      )`.execute(db);
  // The sweep runs every minute on every app server: it reads only the few orders that may expire.
  await db.schema
    .createIndex("orders_expiring_idx")
    .on("orders")
    .column("created_at")
    .where(sql.ref("expires_unpaid"), "=", 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_expiring_idx").execute();
  await db.schema.alterTable("orders").dropColumn("expires_unpaid").execute();
}

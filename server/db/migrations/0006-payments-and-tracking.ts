import { type Kysely, sql } from "kysely";

/**
 * Payments, tracking and the order's history (docs/product/payments.md#payment-statuses,
 * docs/product/orders.md#tracking): each order's payment status, the customer's UPI transaction
 * reference (UTR), the courier's details once shipped;
 * `order_events`, every status and payment change with who made it and when; and
 * `mail_outbox`, the mails a change sends, written in the change's own transaction and
 * delivered once it commits (retried until they go), so a mail never undoes an order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("Pay on delivery"))
    .execute();
  await db.schema.alterTable("orders").addColumn("utr", "text").execute();
  await db.schema.alterTable("orders").addColumn("courier", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_url", "text").execute();
  // Orders placed before: cards were never charged; cash was collected at delivery.
  await sql`update orders set payment_status = 'Awaiting payment' where payment_method = 'card'`.execute(db);
  await sql`update orders set payment_status = 'Paid' where payment_method = 'cod' and status = 'Delivered'`.execute(
    db,
  );
  await db.schema.createIndex("orders_payment_idx").on("orders").columns(["payment_status", "created_at"]).execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("from_value", "text")
    .addColumn("to_value", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_order_idx")
    .on("order_events")
    .columns(["order_id", "created_at"])
    .execute();
  // Every order so far began as it does now: placed, status 'Order Successful'.
  await sql`insert into order_events (id, order_id, type, from_value, to_value, note, actor, actor_id, created_at)
    select 'placed-' || id, id, 'status', null, 'Order Successful', null, 'customer', user_id, created_at from orders`.execute(
    db,
  );

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due_idx")
    .on("mail_outbox")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("order_events").execute();
  await db.schema.dropIndex("orders_payment_idx").execute();
  for (const column of ["tracking_url", "tracking_number", "courier", "utr", "payment_status"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}

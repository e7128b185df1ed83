import { type Kysely, sql } from "kysely";

/**
 * Online payment through Razorpay (docs/product/payments.md#online-payment):
 * - an order keeps the gateway order it is paid through (one per order: unique), the payment
 *   that paid it, what of it has been asked back (`refund_requested_paise`, counted before the
 *   gateway is called, so two refunds can never ask for more than was paid) and what the gateway
 *   has confirmed sent back (`refunded_paise`);
 * - `payment_events` holds the id of every webhook event acted on: a second delivery of it is
 *   found here and changes nothing;
 * - `refunds` holds each refund with the idempotency key it is sent with, kept before the gateway
 *   is called, so a lost answer is sent again with the same key and refunds once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("provider_order_id", "text").execute();
  await db.schema.alterTable("orders").addColumn("provider_payment_id", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refund_requested_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refunded_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("orders_provider_order_key").on("orders").column("provider_order_id").unique().execute();
  // A refund's webhook names the payment: its order is found by it.
  await db.schema.createIndex("orders_provider_payment_idx").on("orders").column("provider_payment_id").execute();
  // The reconciliation job's question: online orders still unpaid, oldest first.
  await db.schema
    .createIndex("orders_online_unpaid_idx")
    .on("orders")
    .columns(["payment_method", "payment_status", "created_at"])
    .execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("provider_refund_id", "text", (c) => c.unique())
    .addColumn("failure", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refunds_order_idx").on("refunds").columns(["order_id", "created_at"]).execute();
  await db.schema.createIndex("refunds_status_idx").on("refunds").columns(["status", "updated_at"]).execute();
  await db.schema.createIndex("refunds_payment_idx").on("refunds").columns(["payment_id", "status"]).execute();
  // Forgetting old event ids reads them by age.
  await db.schema.createIndex("payment_events_received_idx").on("payment_events").column("received_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("refunds").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropIndex("orders_online_unpaid_idx").execute();
  await db.schema.dropIndex("orders_provider_payment_idx").execute();
  await db.schema.dropIndex("orders_provider_order_key").execute();
  for (const column of ["refunded_paise", "refund_requested_paise", "provider_payment_id", "provider_order_id"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}

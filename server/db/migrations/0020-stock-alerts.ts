import { type Kysely, sql } from "kysely";

/**
 * Back-in-stock alerts (docs/product/catalogue.md#back-in-stock): one row per address waiting for
 * one variant.
 * - `email` lower case; `user_id` when a signed-in customer asked (their mail follows the
 *   language they last read the shop in), `language` the page's when the alert was set (a
 *   visitor's mail is written in it).
 * - `notified_at` is set in the transaction that writes the mail to the outbox: a row is mailed
 *   once. While it is null the row waits, and one address waits once per variant (a partial
 *   unique index, so a second 'Notify me' is a no-op while a notified row stays as history). The
 *   same index serves the sweep, which reads the waiting rows by variant.
 * - `unsubscribe_hash`: the SHA-256 of the random token the mail's unsubscribe link carries,
 *   drawn when the mail is written; the token itself is kept nowhere but in the mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("unsubscribe_hash", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .execute();
  await db.schema
    .createIndex("stock_alerts_waiting_idx")
    .on("stock_alerts")
    .columns(["variant_id", "email"])
    .unique()
    .where(sql.ref("notified_at"), "is", null)
    .execute();
  // Unsubscribing stops every alert still waiting for the address.
  await db.schema.createIndex("stock_alerts_email_idx").on("stock_alerts").column("email").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stock_alerts").execute();
}

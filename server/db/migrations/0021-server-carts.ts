import type { Kysely } from "kysely";

/**
 * Server carts (docs/product/orders.md#server-cart):
 * - `carts`: one row per customer who ever kept a cart, its lines as JSON text
 *   (`[{ productId, variantId?, quantity }]`; `[]` when emptied). `updated_at` moves only when
 *   the lines change, so a device saving the same cart again does not put the reminder off;
 *   `reminded_at` is set in the transaction that writes the reminder mail, and a cart is
 *   reminded again only after a later change. The reminder job reads carts by `updated_at`.
 * - `cart_reminder_opt_outs`: the customers who asked for no cart reminders (the mail's opt-out
 *   link); a row of its own, so the choice outlives any cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("carts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("profiles.user_id").onDelete("cascade"))
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("reminded_at", "text")
    .execute();
  await db.schema.createIndex("carts_updated_idx").on("carts").column("updated_at").execute();
  await db.schema
    .createTable("cart_reminder_opt_outs")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("profiles.user_id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cart_reminder_opt_outs").execute();
  await db.schema.dropTable("carts").execute();
}

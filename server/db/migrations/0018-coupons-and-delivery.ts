import { type Kysely, sql } from "kysely";

/**
 * Coupons and delivery charges (docs/product/commerce-core.md#coupons):
 * - `coupons`, keyed by their upper-case code; `uses` counts the orders that hold the coupon and
 *   are not cancelled, raised by a guarded update in the order's transaction (never past
 *   `max_uses`) and lowered when such an order is cancelled;
 * - an order keeps the coupon it used and what it took off, the delivery fee's tax and rate, and
 *   whether its prices included GST, so its documents never change with later settings;
 * - each line keeps its share of the coupon and its taxable value (what GST was charged on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("coupons")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn("value", "integer", (c) => c.notNull().check(sql`value > 0`))
    .addColumn("min_subtotal_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("max_uses", "integer")
    .addColumn("max_uses_per_customer", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("uses", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("orders").addColumn("coupon_code", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("coupon_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_tax_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("orders").addColumn("delivery_gst_rate", "integer").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("prices_include_tax", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // A customer's uses of a coupon are counted from their orders that hold it.
  await db.schema.createIndex("orders_coupon_idx").on("orders").columns(["coupon_code", "user_id"]).execute();

  await db.schema
    .alterTable("order_items")
    .addColumn("coupon_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("taxable_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Before coupons and tax-inclusive prices, a line's taxable value was its total.
  await sql`update order_items set taxable_paise = line_total_paise`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["taxable_paise", "coupon_paise"]) {
    await db.schema.alterTable("order_items").dropColumn(column).execute();
  }
  await db.schema.dropIndex("orders_coupon_idx").execute();
  for (const column of [
    "prices_include_tax",
    "delivery_gst_rate",
    "delivery_tax_paise",
    "coupon_paise",
    "coupon_code",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropTable("coupons").execute();
}

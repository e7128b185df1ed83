import type { Kysely } from "kysely";

/**
 * The typo-tolerant search reads candidates by the beginning of `search_text`
 * (`search_text >= 'as' AND search_text < 'at'`): this index keeps that a short range read
 * on both databases instead of a scan of the whole catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("products_search_text_idx").on("products").column("search_text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("products_search_text_idx").execute();
}

import { type Kysely, sql } from "kysely";

/**
 * The shop owner's walk-through (issue 15):
 * - review moderation: a review an admin hides keeps its row (it can be shown again) but
 *   leaves /review, its statistics and the API; `hidden_at` says when, `hidden_by` who. The
 *   public list reads the visible reviews newest first, so the index leads with `hidden_at`;
 * - 'On sale' follows the discount: the old form left the box unticked unless the admin
 *   ticked it, so a discounted product saved through it was never meant to be off sale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reviews").addColumn("hidden_at", "text").execute();
  await db.schema.alterTable("reviews").addColumn("hidden_by", "text").execute();
  await db.schema
    .createIndex("reviews_visible_created_idx")
    .on("reviews")
    .columns(["hidden_at", "created_at", "id"])
    .execute();
  await sql`update products set on_sale = 1 where discount > 0 and on_sale = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reviews_visible_created_idx").execute();
  await db.schema.alterTable("reviews").dropColumn("hidden_by").execute();
  await db.schema.alterTable("reviews").dropColumn("hidden_at").execute();
}

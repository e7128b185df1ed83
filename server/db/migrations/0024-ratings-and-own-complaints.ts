import { type Kysely, sql } from "kysely";
import { averageRating } from "#domain/review-stats.ts";

/**
 * Issue 30, second walk-through:
 * - one rating everywhere (docs/product/reviews.md#one-rating): `products.rating` becomes the
 *   mean of the product's shown reviews, kept with their number (`review_count`) by every write
 *   of a review, in its transaction. The demo's made-up ratings go: a product nobody has
 *   reviewed shows no rating;
 * - a customer's own complaints in their profile (docs/product/complaints-and-policies.md#in-the-profile):
 *   a complaint keeps the account it was written from. Older ones belong to the account whose
 *   e-mail they were written under: that account's holder already receives their mails.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before and beside the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("products").set({ rating: 0 }).execute();
  const shown = await db
    .selectFrom("reviews")
    .where("hidden_at", "is", null)
    .select(["plant_type", sql<number>`count(*)`.as("n"), sql<number>`sum(rating)`.as("stars")])
    .groupBy("plant_type")
    .execute();
  for (const row of shown) {
    const count = Number(row.n);
    await db
      .updateTable("products")
      .set({ rating: averageRating(Number(row.stars), count), review_count: count })
      .where("title", "=", row.plant_type)
      .execute();
  }

  await db.schema.alterTable("complaints").addColumn("user_id", "text").execute();
  await db.schema.createIndex("complaints_user_idx").on("complaints").columns(["user_id", "received_at"]).execute();
  // Better Auth makes its tables after these migrations: a new shop has no accounts yet.
  const tables = await db.introspection.getTables();
  if (tables.some((table) => table.name === "user"))
    await sql`update complaints set user_id = (select u.id from "user" u where lower(u.email) = lower(complaints.email))`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("complaints_user_idx").execute();
  await db.schema.alterTable("complaints").dropColumn("user_id").execute();
  await db.schema.alterTable("products").dropColumn("review_count").execute();
}

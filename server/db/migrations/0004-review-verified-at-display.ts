import type { Kysely } from "kysely";

/**
 * `verified` is decided whenever reviews are read (services/reviews.ts), so a review stops
 * being a verified purchase when its order is cancelled. A stored flag could only go stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reviews").dropColumn("verified").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("reviews")
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

import type { ExpressionBuilder } from "kysely";
import type { ReviewListQuery } from "#domain/schemas/admin-reviews.ts";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/http/errors.ts";
import { asReview, type Review, selectReviews } from "#server/features/reviews/reviews.ts";
import { now } from "#server/clock.ts";
import { refreshProductRatings } from "#server/features/reviews/product-ratings.ts";
import { containsText, offsetOf, type Page } from "#server/db/admin-tables.ts";

const SORT_COLUMNS = { created: "reviews.created_at", rating: "reviews.rating" } as const;

/** The reviews a query selects: shown or hidden, and by reviewer's name or e-mail, title or text. */
function matching(query: Pick<ReviewListQuery, "q" | "visibility">) {
  return (eb: ExpressionBuilder<DB, "reviews">) => {
    const conditions = [];
    if (query.visibility === "Hidden") conditions.push(eb("reviews.hidden_at", "is not", null));
    if (query.visibility === "Shown") conditions.push(eb("reviews.hidden_at", "is", null));
    if (query.q) {
      conditions.push(
        eb.or(
          ["reviews.name", "reviews.email", "reviews.title", "reviews.review"].map((c) => containsText(c, query.q)),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of the admin's Reviews table, hidden reviews included (issue 15). */
export async function listAdminReviews(db: Database, query: ReviewListQuery): Promise<Page<Review>> {
  const [items, count] = await Promise.all([
    selectReviews(db)
      .where(matching(query))
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("reviews.id", query.dir)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    db
      .selectFrom("reviews")
      .where(matching(query))
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(asReview), total: Number(count.total) };
}

async function reviewById(db: Database, reviewId: string): Promise<Review> {
  const row = await selectReviews(db).where("reviews.id", "=", reviewId).executeTakeFirst();
  if (!row) throw notFound("review.notFound");
  return asReview(row);
}

/**
 * Hides a review from the shop (/review, its statistics, its product's rating, GET /api/reviews)
 * or shows it again. Hiding keeps the first moment and admin it was hidden by; showing clears both.
 */
export async function moderateReview(
  db: Database,
  options: { reviewId: string; hidden: boolean; by: string },
): Promise<Review> {
  await db.transaction().execute(async (trx) => {
    const update = trx.updateTable("reviews").where("id", "=", options.reviewId);
    // Hiding an already hidden review changes nothing; a missing review is a 404 below.
    const changed = await (
      options.hidden
        ? update.set({ hidden_at: now(), hidden_by: options.by }).where("hidden_at", "is", null)
        : update.set({ hidden_at: null, hidden_by: null })
    )
      .returning("plant_type")
      .execute();
    await refreshProductRatings(
      trx,
      changed.map((r) => r.plant_type),
    );
  });
  return reviewById(db, options.reviewId);
}

/** Deletes a review for good (junk, tests): 404 when there is no such review. */
export async function deleteReview(db: Database, options: { reviewId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("reviews")
      .where("id", "=", options.reviewId)
      .returning("plant_type")
      .executeTakeFirst();
    if (!deleted) throw notFound("review.notFound");
    await refreshProductRatings(trx, [deleted.plant_type]);
  });
}

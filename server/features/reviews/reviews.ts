import { message } from "#domain/i18n/message.ts";
import { randomUUID } from "node:crypto";
import { DELIVERED } from "#domain/orders.ts";
import { PAID } from "#domain/payments.ts";
import type { ListQuery } from "#domain/schemas/catalog-query.ts";
import { NOT_SPECIFIED, type ReviewInput } from "#domain/schemas/review.ts";
import { type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { VARIANT_SEPARATOR } from "#domain/catalogue/variants.ts";
import type { Database } from "#server/db/client.ts";
import type { DB } from "#server/db/schema.ts";
import type { ReviewRow, TestimonialRow } from "#server/features/reviews/rows.ts";
import { AppError } from "#server/http/errors.ts";
import type { Page } from "#server/features/catalogue/products.ts";
import type { RateLimiter } from "#server/http/rate-limit.ts";
import { customerTag, shows } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { averageRating } from "#domain/review-stats.ts";
import { refreshProductRatings } from "#server/features/reviews/product-ratings.ts";

/** A review as shown: `verified` is worked out from the orders at the moment it is read. */
export interface Review extends ReviewRow {
  verified: boolean;
}

/**
 * Verified only for a signed-in customer with an order holding the plant named as plant type
 * (docs/product/reviews.md#verified-purchase) that was bought: paid for, or delivered (issue 24:
 * an unpaid UPI order with a made-up UTR bought nothing). A cancelled order is neither: its
 * payment becomes 'Refund due'.
 * Never taken from the browser. Decided when read rather than stored when posted, so the badge
 * follows the order (paid, delivered, cancelled, reopened) with nothing to keep in step; every
 * change of an order's status or payment therefore publishes its customer's tag. The demo's
 * reviews have no customer, so no badge.
 */
function verifiedPurchase(eb: ExpressionBuilder<DB, "reviews">) {
  return eb.and([
    eb("reviews.plant_type", "!=", NOT_SPECIFIED),
    eb.exists(
      eb
        .selectFrom("order_items")
        .innerJoin("orders", "orders.id", "order_items.order_id")
        .select("order_items.id")
        .whereRef("orders.user_id", "=", "reviews.user_id")
        .where((order) => order.or([order("orders.payment_status", "=", PAID), order("orders.status", "=", DELIVERED)]))
        // A line names the plant as sold: its title, or its title and size (`Tulsi — 6-inch pot`).
        .where((line) =>
          line.or([
            line("order_items.title", "=", line.ref("reviews.plant_type")),
            line(
              "order_items.title",
              "=",
              sql<string>`reviews.plant_type || ${VARIANT_SEPARATOR} || order_items.variant_name`,
            ),
          ]),
        ),
    ),
  ]);
}

/** Every review, hidden ones included, with its badge: the admin's list reads this. */
export function selectReviews(db: Database) {
  return db
    .selectFrom("reviews")
    .selectAll("reviews")
    .select((eb) => verifiedPurchase(eb).as("verified"));
}

/** The reviews the shop shows: those no admin has hidden (issue 15). */
const visibleReviews = (db: Database) => db.selectFrom("reviews").where("reviews.hidden_at", "is", null);

/** SQLite answers the condition as 0/1, PostgreSQL as a boolean. */
export function asReview(row: ReviewRow & { verified: SqlBool }): Review {
  // The badge follows its author's orders: an answer showing it is stale when they change.
  if (row.user_id) shows([customerTag(row.user_id)]);
  return { ...row, verified: Boolean(row.verified) };
}

/** Newest first; `plantType` keeps one plant's reviews (its product page). */
export async function listReviews(db: Database, query: ListQuery & { plantType?: string }): Promise<Page<Review>> {
  const [items, count] = await Promise.all([
    selectReviews(db)
      .where("reviews.hidden_at", "is", null)
      .$if(query.plantType !== undefined, (q) => q.where("reviews.plant_type", "=", query.plantType!))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    visibleReviews(db)
      .$if(query.plantType !== undefined, (q) => q.where("plant_type", "=", query.plantType!))
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(asReview), total: Number(count.total) };
}

export interface ReviewSummary {
  count: number;
  average: number;
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  perStar: [number, number, number, number, number];
}

/** Average and distribution of the shown reviews by aggregate query, so the page never loads every review; of one plant's if named. */
export async function summarizeReviews(db: Database, plantType?: string): Promise<ReviewSummary> {
  const rows = await visibleReviews(db)
    .$if(plantType !== undefined, (q) => q.where("plant_type", "=", plantType!))
    .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("rating")
    .execute();
  const perStar: ReviewSummary["perStar"] = [0, 0, 0, 0, 0];
  for (const row of rows) {
    if (row.rating >= 1 && row.rating <= 5) perStar[row.rating - 1] = Number(row.n);
  }
  const count = perStar.reduce((a, b) => a + b, 0);
  const stars = perStar.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, average: averageRating(stars, count), perStar };
}

export interface ReviewDeps {
  db: Database;
  reviewLimiter: RateLimiter;
}

/** Who posts: the signed-in customer, if any (docs/product/reviews.md#review-form), and the address it came from. */
export interface ReviewAuthor {
  userId: string | null;
  ip: string;
}

/**
 * Posts a review, at most REVIEW_RATE_LIMIT an hour from one address and from one account.
 * Both are counted, so neither a fresh address nor signing out escapes the other.
 */
export async function createReview(
  { db, reviewLimiter }: ReviewDeps,
  input: ReviewInput,
  author: ReviewAuthor,
): Promise<Review> {
  const withinIp = await reviewLimiter.hit(`ip:${author.ip}`);
  const withinAccount = author.userId === null || (await reviewLimiter.hit(`user:${author.userId}`));
  if (!withinIp || !withinAccount) throw new AppError(429, message("review.tooManyRecent"));
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("reviews")
      .values({
        id,
        name: input.name,
        email: input.email,
        title: input.title,
        review: input.review,
        rating: input.rating,
        recommend: input.recommend ? 1 : 0,
        plant_type: input.plantType,
        user_id: author.userId,
        created_at: now(),
      })
      .execute();
    await refreshProductRatings(trx, [input.plantType]);
  });
  return asReview(await selectReviews(db).where("reviews.id", "=", id).executeTakeFirstOrThrow());
}

export async function listTestimonials(db: Database): Promise<TestimonialRow[]> {
  return db.selectFrom("testimonials").selectAll().orderBy("id").execute();
}

/** The plant type choices of the review form: every catalogue title ('Verified Purchase' matches on it). */
export async function listPlantTypes(db: Database): Promise<string[]> {
  const rows = await db.selectFrom("products").select("title").distinct().orderBy("title").execute();
  return rows.map((r) => r.title);
}

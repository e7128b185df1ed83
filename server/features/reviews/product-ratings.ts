import { sql } from "kysely";
import { averageRating } from "#domain/review-stats.ts";
import type { Database } from "#server/db/client.ts";

/** A product's figures from its shown reviews (docs/product/reviews.md#one-rating). */
interface Figures {
  rating: number;
  review_count: number;
}

/** The figures of each title: a review names its plant by the product's title. */
async function figuresOf(trx: Database, titles: readonly string[]): Promise<(title: string) => Figures> {
  const shown = await trx
    .selectFrom("reviews")
    .where("hidden_at", "is", null)
    .where("plant_type", "in", titles)
    .select(["plant_type", sql<number>`count(*)`.as("n"), sql<number>`sum(rating)`.as("stars")])
    .groupBy("plant_type")
    .execute();
  return (title) => {
    const row = shown.find((r) => r.plant_type === title);
    const count = Number(row?.n ?? 0);
    return { rating: averageRating(Number(row?.stars ?? 0), count), review_count: count };
  };
}

/**
 * Sets the rating and review count of the products these titles name from their shown reviews.
 * Called inside the transaction of every write of a review that changes what they count: posted,
 * hidden, shown or deleted.
 *
 * The products are locked first (a no-op update: PostgreSQL then holds each row until the
 * transaction ends; SQLite runs one transaction at a time), so the count below starts after any
 * other writer's has committed and sees its review: two reviews posted at once on two app
 * servers never leave a figure that misses one.
 */
export async function refreshProductRatings(trx: Database, titles: readonly string[]): Promise<void> {
  if (titles.length === 0) return;
  await trx
    .updateTable("products")
    .set((eb) => ({ review_count: eb.ref("review_count") }))
    .where("title", "in", titles)
    .execute();
  const figures = await figuresOf(trx, titles);
  for (const title of new Set(titles)) {
    await trx.updateTable("products").set(figures(title)).where("title", "=", title).execute();
  }
}

/** A product saved under a title it did not have (a new one, a renamed one) takes that title's reviews. */
export async function rateProductAs(trx: Database, product: { id: string; title: string }): Promise<void> {
  const figures = await figuresOf(trx, [product.title]);
  await trx.updateTable("products").set(figures(product.title)).where("id", "=", product.id).execute();
}

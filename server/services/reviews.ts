import { randomUUID } from "node:crypto";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { ListQuery } from "#domain/schemas/catalog-query.ts";
import { NOT_SPECIFIED, type ReviewInput } from "#domain/schemas/review.ts";
import type { Database } from "../db/client.ts";
import type { ReviewRow, TestimonialRow } from "../db/schema.ts";
import type { Page } from "./products.ts";

export async function listReviews(db: Database, query: ListQuery): Promise<Page<ReviewRow>> {
  const [items, count] = await Promise.all([
    db
      .selectFrom("reviews")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export interface ReviewSummary {
  count: number;
  average: number;
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  perStar: [number, number, number, number, number];
}

/** Average and distribution by aggregate query, so the page never loads every review. */
export async function summarizeReviews(db: Database): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom("reviews")
    .select(["rating", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("rating")
    .execute();
  const perStar: ReviewSummary["perStar"] = [0, 0, 0, 0, 0];
  for (const row of rows) {
    if (row.rating >= 1 && row.rating <= 5) perStar[row.rating - 1] = Number(row.n);
  }
  const count = perStar.reduce((a, b) => a + b, 0);
  const sum = perStar.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, average: count ? sum / count : 0, perStar };
}

/**
 * Verified only for a signed-in customer with a non-cancelled order holding the plant named
 * as plant type (DECISIONS.md 8); never taken from the browser.
 */
async function isVerifiedPurchase(db: Database, userId: string | null, plantType: string): Promise<boolean> {
  if (!userId || plantType === NOT_SPECIFIED) return false;
  const hit = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select("order_items.id")
    .where("orders.user_id", "=", userId)
    .where("orders.status", "!=", ORDER_CANCELLED)
    .where("order_items.title", "=", plantType)
    .limit(1)
    .executeTakeFirst();
  return Boolean(hit);
}

export async function createReview(db: Database, input: ReviewInput, userId: string | null): Promise<ReviewRow> {
  const row: ReviewRow = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    title: input.title,
    review: input.review,
    rating: input.rating,
    recommend: input.recommend ? 1 : 0,
    plant_type: input.plantType,
    user_id: userId,
    verified: (await isVerifiedPurchase(db, userId, input.plantType)) ? 1 : 0,
    created_at: new Date().toISOString(),
  };
  await db.insertInto("reviews").values(row).execute();
  return row;
}

export async function listTestimonials(db: Database): Promise<TestimonialRow[]> {
  return db.selectFrom("testimonials").selectAll().orderBy("id").execute();
}

/** The plant type choices of the review form: every catalogue title (DECISIONS.md 8 matches on it). */
export async function listPlantTypes(db: Database): Promise<string[]> {
  const rows = await db.selectFrom("products").select("title").distinct().orderBy("title").execute();
  return rows.map((r) => r.title);
}

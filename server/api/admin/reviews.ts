import { Hono } from "hono";
import { REVIEW_DELETED } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { reviewListQuerySchema, reviewModerationSchema } from "#domain/schemas/admin-reviews.ts";
import { type ApiDeps, readJson, type SignedInEnv, setTotal } from "#server/api/http.ts";
import { adminReviewJson } from "#server/presenters/reviews.ts";
import { deleteReview, listAdminReviews, moderateReview } from "#server/services/admin/reviews.ts";
import { parseInput } from "#server/validation.ts";

/** /api/admin/reviews, behind the admin check of /api/admin: the list, hide or show, delete. */
export function adminReviewsApi(shop: ApiDeps) {
  const api = new Hono<SignedInEnv>();
  api.get("/", async (c) => {
    const page = await listAdminReviews(shop.db, parseInput(reviewListQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(adminReviewJson));
  });
  api.patch("/:id", async (c) => {
    const reviewId = parseInput(entryIdSchema, c.req.param("id"));
    const { hidden } = parseInput(reviewModerationSchema, await readJson(c));
    return c.json(adminReviewJson(await moderateReview(shop.db, { reviewId, hidden, by: c.get("user").id })));
  });
  api.delete("/:id", async (c) => {
    const reviewId = parseInput(entryIdSchema, c.req.param("id"));
    await deleteReview(shop.db, { reviewId });
    return c.json({ message: REVIEW_DELETED });
  });
  return api;
}

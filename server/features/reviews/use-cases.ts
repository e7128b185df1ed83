import { z } from "zod";
import { REVIEW_DELETED } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { reviewListQuerySchema, reviewModerationSchema } from "#domain/schemas/admin-reviews.ts";
import { listQuerySchema } from "#domain/schemas/catalog-query.ts";
import { reviewSchema } from "#domain/schemas/review.ts";
import { englishText } from "#server/http/errors.ts";
import { useCase } from "#server/http/use-case.ts";
import { deleteReview, listAdminReviews, moderateReview } from "./admin-reviews.ts";
import { adminReviewAnswer, reviewAnswer } from "./answers.ts";
import { adminReviewJson, reviewJson } from "./presenters.ts";
import { createReview, listReviews } from "./reviews.ts";

/** The reviews' use cases: reading and posting them (docs/product/reviews.md), and the admin's moderation. */

const reviewId = { id: entryIdSchema };

export const listReviewsCase = useCase({
  name: "reviews.list",
  summary: "A page of the shown reviews, newest first (X-Total-Count)",
  access: "visitor",
  input: listQuerySchema,
  run: (shop, query) => listReviews(shop.db, query),
  answer: z.array(reviewAnswer),
  present: (page) => page.items.map(reviewJson),
  http: { method: "get", path: "/reviews", publicRead: true, total: (page) => page.total },
});

export const postReviewCase = useCase({
  name: "reviews.post",
  summary: "Post a review; a signed-in reviewer's account is attached, and the server decides `verified`",
  access: "visitor",
  input: reviewSchema,
  run: (shop, input, { user, ip }) => createReview(shop, input, { userId: user?.id ?? null, ip }),
  answer: reviewAnswer,
  present: reviewJson,
  http: { method: "post", path: "/reviews", status: 201 },
});

export const listAdminReviewsCase = useCase({
  name: "reviews.adminList",
  summary: "Every review, hidden ones too, for the admin: search, filter, sort, page (X-Total-Count)",
  access: "admin",
  input: reviewListQuerySchema,
  run: (shop, query) => listAdminReviews(shop.db, query),
  answer: z.array(adminReviewAnswer),
  present: (page) => page.items.map(adminReviewJson),
  http: { method: "get", path: "/admin/reviews", total: (page) => page.total },
});

export const moderateReviewCase = useCase({
  name: "reviews.moderate",
  summary: "Hide a review from the shop, or show it again",
  access: "admin",
  input: reviewModerationSchema,
  params: reviewId,
  run: (shop, { id, hidden }, { user }) => moderateReview(shop.db, { reviewId: id, hidden, by: user.id }),
  answer: adminReviewAnswer,
  present: adminReviewJson,
  http: { method: "patch", path: "/admin/reviews/:id" },
});

export const deleteReviewCase = useCase({
  name: "reviews.delete",
  summary: "Delete a review for good",
  access: "admin",
  input: z.object({}),
  params: reviewId,
  run: (shop, { id }) => deleteReview(shop.db, { reviewId: id }),
  answer: z.object({ message: z.string() }),
  present: () => ({ message: englishText(REVIEW_DELETED) }),
  http: { method: "delete", path: "/admin/reviews/:id", from: "none" },
});

export const reviewsUseCases = [
  listReviewsCase,
  postReviewCase,
  listAdminReviewsCase,
  moderateReviewCase,
  deleteReviewCase,
];

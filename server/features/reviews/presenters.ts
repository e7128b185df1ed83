import { imageUrl } from "#domain/media.ts";
import type { ReviewView, TestimonialView } from "#domain/views/content.ts";
import type { AdminReviewView } from "#domain/views/admin.ts";
import type { TestimonialRow } from "#server/features/reviews/rows.ts";
import type { Review } from "#server/features/reviews/reviews.ts";
import type { AdminReviewAnswer, ReviewAnswer } from "./answers.ts";

/** Reviews and testimonials, as the API and the pages show them. */

export function reviewView(r: Review): ReviewView {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    review: r.review,
    rating: r.rating,
    recommend: r.recommend === 1,
    plantType: r.plant_type,
    verified: r.verified,
    date: r.created_at,
  };
}

/** The API's review is the page's: the reviewer's e-mail and account id are kept but never published. */
export function reviewJson(r: Review): ReviewAnswer {
  return reviewView(r);
}

/** The admin sees who wrote it (their e-mail) and whether it is hidden. */
export function adminReviewView(r: Review): AdminReviewView {
  return { ...reviewView(r), email: r.email, hiddenAt: r.hidden_at };
}

/** /api/admin/reviews: the review's fields with the e-mail, the account, `hidden` and `hiddenAt`. */
export function adminReviewJson(r: Review): AdminReviewAnswer {
  return { ...reviewJson(r), email: r.email, userId: r.user_id, hidden: r.hidden_at !== null, hiddenAt: r.hidden_at };
}

export function testimonialView(t: TestimonialRow): TestimonialView {
  return { text: t.text, name: t.name, title: t.title, image: t.image };
}

export function testimonialJson(t: TestimonialRow) {
  return { text: t.text, name: t.name, title: t.title, image: t.image ? imageUrl(t.image) : null };
}

import { imageUrl } from "#domain/media.ts";
import type { ReviewView, TestimonialView } from "#domain/views/content.ts";
import type { AdminReviewView } from "#domain/views/admin.ts";
import type { TestimonialRow } from "#server/db/schema.ts";
import type { Review } from "#server/services/reviews.ts";

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

/** The reviewer's e-mail and account id are kept but never published. */
export function reviewJson(r: Review) {
  return {
    id: r.id,
    name: r.name,
    title: r.title,
    review: r.review,
    rating: r.rating,
    recommend: r.recommend === 1,
    plantType: r.plant_type,
    date: r.created_at,
    verified: r.verified,
  };
}

/** The admin sees who wrote it (their e-mail) and whether it is hidden. */
export function adminReviewView(r: Review): AdminReviewView {
  return { ...reviewView(r), email: r.email, hiddenAt: r.hidden_at };
}

/** /api/admin/reviews: SPEC.md's review fields with the e-mail, `hidden` and `hiddenAt`. */
export function adminReviewJson(r: Review) {
  return { ...reviewJson(r), email: r.email, userId: r.user_id, hidden: r.hidden_at !== null, hiddenAt: r.hidden_at };
}

export function testimonialView(t: TestimonialRow): TestimonialView {
  return { text: t.text, name: t.name, title: t.title, image: t.image };
}

export function testimonialJson(t: TestimonialRow) {
  return { text: t.text, name: t.name, title: t.title, image: t.image ? imageUrl(t.image) : null };
}

import type { BlogCardView, BlogView, NurseryView, ReviewView, TestimonialView } from "#app/lib/content-views.ts";
import type { BlogRow, NurseryRow, TestimonialRow } from "./db/schema.ts";
import type { Review } from "./services/reviews.ts";

/** Rows → the views of the content pages (blog, nurseries, reviews, testimonials). */

export function blogCardView(b: BlogRow): BlogCardView {
  return { slug: b.slug, title: b.title, image: b.image1, alt: b.alt_text, publishDate: b.publish_date };
}

export function blogView(b: BlogRow): BlogView {
  return {
    ...blogCardView(b),
    scientificName: b.scientific_name,
    historicalUse: b.historical_use,
    physicalHealth: b.physical_health,
    mentalHealth: b.mental_health,
    traditionalModernUses: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    image2: b.image2,
    plantSlug: b.plant_slug,
  };
}

export function nurseryView(n: NurseryRow): NurseryView {
  return { id: n.id, title: n.title, city: n.city, email: n.email, hours: n.hours, image: n.image, alt: n.alt_text };
}

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

export function testimonialView(t: TestimonialRow): TestimonialView {
  return { text: t.text, name: t.name, title: t.title, image: t.image };
}

import { imageUrl } from "#domain/media.ts";
import { salePricePaise, toRupees } from "#domain/money.ts";
import type { BlogRow, NurseryRow, ProductRow, TestimonialRow } from "../db/schema.ts";
import type { Review } from "../services/reviews.ts";
import type { SearchHit } from "../services/search.ts";

/** Turns rows into SPEC.md's JSON: camelCase fields, rupees, image URLs. The edge of the API. */

const image = (key: string | null) => (key ? imageUrl(key) : null);

export function productJson(p: ProductRow) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    scientificName: p.scientific_name,
    price: toRupees(p.price_paise),
    discount: p.discount,
    salePrice: toRupees(salePricePaise(p.price_paise, p.discount)),
    stock: p.stock,
    rating: p.rating,
    onSale: p.on_sale === 1,
    featuredProduct: p.featured === 1,
    image1: image(p.image1),
    image2: image(p.image2),
    image3: image(p.image3),
    image4: image(p.image4),
    imageAlt: p.alt_text,
    altText: p.alt_text,
    blogSlug: p.blog_slug,
    href: `/plant/${p.slug}`,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A search modal row: a small picture is enough for a 48-pixel thumbnail. */
export function searchHitJson(h: SearchHit) {
  return {
    id: h.id,
    slug: h.slug,
    title: h.title,
    scientificName: h.scientific_name,
    image1: h.image1 ? imageUrl(h.image1, 320) : null,
  };
}

export function blogSummaryJson(b: BlogRow) {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    Sname: b.scientific_name,
    image1: image(b.image1),
    altText: b.alt_text,
    plantSlug: b.plant_slug,
    featuredProduct: b.featured === 1,
    publishDate: b.publish_date,
  };
}

export function blogJson(b: BlogRow) {
  return {
    ...blogSummaryJson(b),
    Huse: b.historical_use,
    Ph: b.physical_health,
    Mh: b.mental_health,
    TMuse: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    image2: image(b.image2),
  };
}

export function nurseryJson(n: NurseryRow) {
  return {
    id: n.id,
    title: n.title,
    city: n.city,
    email: n.email,
    hours: n.hours,
    image: image(n.image),
    altText: n.alt_text,
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

export function testimonialJson(t: TestimonialRow) {
  return { text: t.text, name: t.name, title: t.title, image: image(t.image) };
}

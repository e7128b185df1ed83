import { imageUrl } from "#domain/media.ts";
import { toRupees } from "#domain/money.ts";
import type { SearchHit } from "#server/features/catalogue/search.ts";
import type { SearchHitAnswer } from "./answers.ts";

/** A search modal row: a small picture is enough for a 48-pixel thumbnail; the price in rupees as everywhere. */
export function searchHitJson(h: SearchHit): SearchHitAnswer {
  return {
    id: h.id,
    slug: h.slug,
    title: h.title,
    titleHi: h.title_hi,
    scientificName: h.scientific_name,
    image1: h.image1 ? imageUrl(h.image1, 320) : null,
    price: toRupees(h.price_paise),
    discount: h.discount,
  };
}

import type { Insertable, Selectable, Updateable } from "kysely";
import type { Flag } from "#server/db/schema.ts";

/** The catalogue's stored rows (the `DB` of server/db/schema.ts): money in paise, flags 0/1, pictures as media keys. */

export interface ProductRecord {
  id: string;
  slug: string;
  title: string;
  /** The Hindi name shown in Hindi (docs/product/language.md), or null: the title serves both. */
  title_hi: string | null;
  description: string;
  scientific_name: string;
  price_paise: number;
  discount: number;
  /** Derived from price and discount, kept for sorting by what customers pay. */
  sale_price_paise: number;
  stock: number;
  rating: number;
  on_sale: Flag;
  featured: Flag;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  alt_text: string;
  blog_slug: string | null;
  /** Harmonised System of Nomenclature code, for the tax invoice (4–8 digits). */
  hsn_code: string;
  /** GST rate in percent: 0, 5, 12, 18 or 28. */
  gst_rate: number;
  /** Lower-cased title, scientific name and Hindi name, for case-insensitive search on both databases. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A care guide, linked to its plant by slug. */
export interface BlogRecord {
  id: string;
  slug: string;
  title: string;
  scientific_name: string;
  historical_use: string;
  physical_health: string;
  mental_health: string;
  traditional_modern_uses: string;
  soil: string;
  sunlight: string;
  water: string;
  care: string;
  image1: string | null;
  image2: string | null;
  alt_text: string;
  plant_slug: string | null;
  featured: Flag;
  publish_date: string;
  created_at: string;
  updated_at: string;
}

/** A partner nursery. */
export interface NurseryRecord {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  image: string | null;
  alt_text: string;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductRecord>;
export type NewProduct = Insertable<ProductRecord>;
export type ProductUpdate = Updateable<ProductRecord>;
export type BlogRow = Selectable<BlogRecord>;
export type NurseryRow = Selectable<NurseryRecord>;

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
  /** The description in Hindi, or null: the English one serves both (migration 0023). */
  description_hi: string | null;
  scientific_name: string;
  /** The first variant's list price and discount (the product's own, docs/product/catalogue.md#variants). */
  price_paise: number;
  discount: number;
  /** The lowest price a customer pays for any of its variants: sorting and the price filter. */
  sale_price_paise: number;
  /** The sum of its variants' stock. */
  stock: number;
  /** 1 when its variants' sale prices differ: cards say `From ₹…`. */
  price_varies: Flag;
  /** What its variants are a choice of ('Pot size'), or null: one default variant, never named. */
  option_name: string | null;
  /** The option's name in Hindi ('गमले का आकार'), or null: the English one serves both. */
  option_name_hi: string | null;
  /** The category's slug (categories.slug). */
  category: string;
  /** Care attributes of a live plant (domain/catalogue/care.ts); null on what is not a plant. */
  light: string | null;
  water: string | null;
  care_level: string | null;
  pet_safe: Flag | null;
  placement: string | null;
  /** The mean of its shown reviews' stars, one decimal, 0 without any (docs/product/reviews.md#one-rating). */
  rating: number;
  /** How many of its reviews are shown: kept with `rating` by every write of a review. */
  review_count: number;
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

/** One way a product is sold (a pot size, a seed packet): stock and price are kept per variant. */
export interface VariantRecord {
  id: string;
  product_id: string;
  /** Its place in the product's list: the first (lowest) is the default. */
  position: number;
  name: string;
  /** The name in Hindi ('5 इंच का गमला'), or null: the English one serves both. */
  name_hi: string | null;
  /** Unique across the shop. */
  sku: string;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  stock: number;
  created_at: string;
  updated_at: string;
}

/** A category of the catalogue, named by its slug in URLs, filters and the product's JSON. */
export interface CategoryRecord {
  slug: string;
  name: string;
  name_hi: string;
  /** Its place in the finder's list and the admin table. */
  position: number;
  created_at: string;
  updated_at: string;
}

/**
 * How many products share one combination of the finder's facet values (migration 0016, kept
 * by triggers); a care attribute a product lacks is '' here, pet-safe -1.
 */
export interface FacetCountRecord {
  category: string;
  light: string;
  water: string;
  care_level: string;
  placement: string;
  pet_safe: number;
  in_stock: Flag;
  on_sale: Flag;
  n: number;
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
  /** The article in Hindi, each field null where the English one serves both (migration 0023). */
  title_hi: string | null;
  historical_use_hi: string | null;
  physical_health_hi: string | null;
  mental_health_hi: string | null;
  traditional_modern_uses_hi: string | null;
  soil_hi: string | null;
  sunlight_hi: string | null;
  water_hi: string | null;
  care_hi: string | null;
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
  /** The hours in Hindi, or null: the English ones serve both. */
  hours_hi: string | null;
  image: string | null;
  alt_text: string;
  created_at: string;
  updated_at: string;
}

export type ProductRow = Selectable<ProductRecord>;
export type NewProduct = Insertable<ProductRecord>;
export type ProductUpdate = Updateable<ProductRecord>;
export type VariantRow = Selectable<VariantRecord>;
export type CategoryRow = Selectable<CategoryRecord>;
/** A product with its variants in order: what the product's JSON, page and cart are made from. */
export type ProductWithVariants = ProductRow & { variants: VariantRow[] };
/** A category with how many products it holds: its JSON and the admin's table. */
export type CategoryWithCount = CategoryRow & { productCount: number };
export type BlogRow = Selectable<BlogRecord>;
export type NurseryRow = Selectable<NurseryRecord>;

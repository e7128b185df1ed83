/** The shapes of the demo catalogue. Pure data: the seeder turns these into rows and pictures. */
import type { CareLevel, Light, Placement, Water } from "#domain/catalogue/care.ts";
import type { Figure } from "#server/features/content/site-pictures.ts";
import type { CategorySlug } from "./categories.ts";

/** Decides the botanical drawing made for a plant (see art/plant-art.ts). */
export type PlantKind =
  | "broadleaf"
  | "fineleaf"
  | "succulent"
  | "vine"
  | "flowering"
  | "tree"
  | "grass"
  | "root"
  | "powder";

/** A live plant's care attributes, every one known (domain/catalogue/care.ts). */
export interface PlantCare {
  light: Light;
  water: Water;
  careLevel: CareLevel;
  petSafe: boolean;
  placement: Placement;
}

/** One way a product is sold; a product's first variant is its default. */
export interface VariantSeed {
  /** `6-inch pot`, `Seeds, 100`; DEFAULT_VARIANT_NAME when it is the product's only one. */
  name: string;
  /** Its name in Hindi (./hindi-text.ts), or none: the English serves both. */
  nameHi?: string | null;
  sku: string;
  /** List price in integer paise (₹249.00 = 24900). */
  pricePaise: number;
  /** Percent, 0–100. */
  discount: number;
  stock: number;
}

export interface PlantSeed {
  slug: string;
  title: string;
  /** The Hindi name (./hindi-names.ts). */
  titleHi: string;
  scientificName: string;
  kind: PlantKind;
  category: CategorySlug;
  /** A live plant's care attributes; null on powders, oils and other products. */
  care: PlantCare | null;
  /** The HSN code it is invoiced under (docs/product/tax-invoices.md#gst-rates-and-hsn-codes). */
  hsnCode: string;
  /** Two to four sentences for the product page. */
  description: string;
  /** What its variants are a choice of (`Pot size`), or null when it has one default variant. */
  optionName: string | null;
  /** At least one, the default first. */
  variants: VariantSeed[];
  /** The product's own list price (its first variant's; productFigures), in integer paise. */
  pricePaise: number;
  /** The first variant's discount, percent. */
  discount: number;
  /** The stock of all its variants. */
  stock: number;
  /** 0–5, one decimal: the mean its demo reviews are made to have (./demo-reviews.ts). */
  rating: number;
  onSale: boolean;
  featured: boolean;
  blog: {
    title: string;
    historicalUse: string;
    physicalHealth: string;
    mentalHealth: string;
    traditionalModernUses: string;
    soil: string;
    sunlight: string;
    water: string;
    care: string;
    featured: boolean;
  };
}

/** A further care guide about a demo product, with its own slug and pictures. */
export interface ArticleSeed {
  slug: string;
  /** The product it is about (its `Buy Now`). */
  plantSlug: string;
  scientificName: string;
  /** Decides its drawing, as for a plant. */
  kind: PlantKind;
  altText: string;
  blog: PlantSeed["blog"];
}

export interface NurserySeed {
  title: string;
  city: string;
  email: string;
  hours: string;
  /** The hours as a Hindi reader reads them. */
  hoursHi: string;
}

export interface ReviewSeed {
  name: string;
  email: string;
  title: string;
  review: string;
  rating: number;
  recommend: boolean;
  /** A plant title from the catalogue, or 'Not specified'. */
  plantType: string;
  /** Days before the seeding moment, so dates look recent. */
  daysAgo: number;
}

export interface TestimonialSeed {
  text: string;
  name: string;
  title: string;
  figure: Figure;
}

/** A demo article in Hindi: the same sections as its English `blog`, written for a Hindi reader. */
export type HindiArticleText = Omit<PlantSeed["blog"], "featured">;

/** What a demo product says in Hindi: its description and its article (docs/product/language.md). */
export interface HindiProductText {
  description: string;
  blog: HindiArticleText;
}

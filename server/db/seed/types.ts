/** The shapes of the demo catalogue. Pure data: the seeder turns these into rows and pictures. */
import type { Figure } from "#server/features/content/site-pictures.ts";

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

/** HSN codes of the demo products that are neither plants nor dried plant parts, by slug. */
const HSN_BY_SLUG: Record<string, string> = {
  "neem-oil": "3301", // oils of plants
  "bhringraj-hair-oil": "3305", // preparations for the hair
  chyawanprash: "3004", // Ayurvedic medicaments
};

/**
 * The HSN code a demo product is invoiced under: live plants (chapter 06), dried roots and powders
 * used in Ayurveda (1211, plants and parts used in pharmacy), and the few oils and preparations.
 */
export function hsnCodeOf(plant: Pick<PlantSeed, "slug" | "kind">): string {
  return HSN_BY_SLUG[plant.slug] ?? (plant.kind === "root" || plant.kind === "powder" ? "1211" : "0602");
}

export interface PlantSeed {
  slug: string;
  title: string;
  /** The Hindi name (./hindi-names.ts). */
  titleHi: string;
  scientificName: string;
  kind: PlantKind;
  /** Two to four sentences for the product page. */
  description: string;
  /** List price in integer paise (₹249.00 = 24900). */
  pricePaise: number;
  /** Percent, 0–100. */
  discount: number;
  stock: number;
  /** 0–5, one decimal. */
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

export interface NurserySeed {
  title: string;
  city: string;
  email: string;
  hours: string;
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

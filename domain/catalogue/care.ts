/**
 * A live plant's care attributes (docs/product/catalogue.md#care-attributes): stored, answered
 * in the product's JSON and used as the finder's filters with exactly these values. Products
 * that are not plants have none.
 */

export const LIGHT_VALUES = ["Full sun", "Partial shade", "Shade"] as const;
export const WATER_VALUES = ["Low", "Medium", "High"] as const;
export const CARE_LEVEL_VALUES = ["Easy", "Moderate", "Expert"] as const;
export const PLACEMENT_VALUES = ["Indoor", "Outdoor", "Indoor or outdoor"] as const;

export type Light = (typeof LIGHT_VALUES)[number];
export type Water = (typeof WATER_VALUES)[number];
export type CareLevel = (typeof CARE_LEVEL_VALUES)[number];
export type Placement = (typeof PLACEMENT_VALUES)[number];

export interface CareAttributes {
  light: Light | null;
  water: Water | null;
  careLevel: CareLevel | null;
  petSafe: boolean | null;
  placement: Placement | null;
}

/** The finder's facets with a fixed list of values, by their URL parameter, in the order the page shows them. */
export const CARE_FACETS = {
  light: LIGHT_VALUES,
  water: WATER_VALUES,
  care: CARE_LEVEL_VALUES,
  placement: PLACEMENT_VALUES,
} as const;

export type CareFacet = keyof typeof CARE_FACETS;

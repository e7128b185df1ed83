import type { CatalogueFilters } from "#domain/schemas/catalog-query.ts";

/** The most products one `ids=` query names (a cart's worth). */
export const MAX_PRODUCT_IDS = 50;

/**
 * The plant finder's fixed lists (docs/product/catalogue.md#the-plant-finder), apart from the
 * schemas that read its URL: the pages' client code needs them without zod's weight.
 */

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The facets counted for the finder (each counts with every filter but its own). */
export const FACETS = ["category", "light", "water", "care", "placement", "petSafe"] as const;
export type Facet = (typeof FACETS)[number];

/** Products per page of /plants: a multiple of 2, 3 and 4, so the grid's last row is full at every width. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The most a product may cost, in rupees: the admin form's limit and the finder's price bounds. */
export const MAX_PRICE_RUPEES = 10_00_000;

/** The most a search may type, in the header's search and the finder alike. */
export const SEARCH_MAX_LENGTH = 100;

/** No filter at all: what a bare /plants reads, and where 'Clear filters' leads (the sort kept). */
export const NO_FILTERS: CatalogueFilters = {
  category: [],
  light: [],
  water: [],
  care: [],
  placement: [],
  petSafe: false,
  onSale: false,
  inStock: false,
  minPrice: undefined,
  maxPrice: undefined,
  q: undefined,
  sort: "featured",
};

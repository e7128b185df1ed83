/**
 * The plant finder's counts (docs/product/catalogue.md#facets) from products grouped by their
 * facet values: each facet's counts apply every filter but its own, so a shopper sees what
 * ticking one more value of it would add.
 */

/** How many products share one combination of facet values (null: not a plant). */
export interface FacetGroup {
  category: string;
  light: string | null;
  water: string | null;
  care: string | null;
  placement: string | null;
  petSafe: boolean | null;
  n: number;
}

/** The facets' filters: several values of one facet are alternatives; `petSafe` asks for pet-safe plants. */
export interface FacetFilters {
  category: readonly string[];
  light: readonly string[];
  water: readonly string[];
  care: readonly string[];
  placement: readonly string[];
  petSafe: boolean;
}

export type ValueFacet = "category" | "light" | "water" | "care" | "placement";
const VALUE_FACETS: readonly ValueFacet[] = ["category", "light", "water", "care", "placement"];

export interface FacetCounts {
  total: number;
  category: Record<string, number>;
  light: Record<string, number>;
  water: Record<string, number>;
  care: Record<string, number>;
  placement: Record<string, number>;
  petSafe: { true: number; false: number };
}

/** The finder's counts and the price range of the products every filter but the price leaves (null when none). */
export interface Facets extends FacetCounts {
  price: { minPaise: number | null; maxPaise: number | null };
}

function passes(group: FacetGroup, filters: FacetFilters, facet: ValueFacet | "petSafe"): boolean {
  if (facet === "petSafe") return !filters.petSafe || group.petSafe === true;
  const wanted = filters[facet];
  const value = group[facet];
  return wanted.length === 0 || (value !== null && wanted.includes(value));
}

export function countFacets(groups: readonly FacetGroup[], filters: FacetFilters): FacetCounts {
  const counts: FacetCounts = {
    total: 0,
    category: {},
    light: {},
    water: {},
    care: {},
    placement: {},
    petSafe: { true: 0, false: 0 },
  };
  const facets = [...VALUE_FACETS, "petSafe"] as const;
  for (const group of groups) {
    const failing = facets.filter((facet) => !passes(group, filters, facet));
    // A group failing two filters counts nowhere; failing one, only in that facet's own counts.
    if (failing.length > 1) continue;
    const only = failing[0];
    if (!only) counts.total += group.n;
    for (const facet of VALUE_FACETS) {
      const value = group[facet];
      if (value === null || (only && only !== facet)) continue;
      counts[facet][value] = (counts[facet][value] ?? 0) + group.n;
    }
    if (group.petSafe !== null && (!only || only === "petSafe")) counts.petSafe[`${group.petSafe}`] += group.n;
  }
  return counts;
}

import { createContext, useContext } from "react";
import { CARE_FACETS, type CareFacet } from "#domain/catalogue/care.ts";
import { toRupees } from "#domain/money.ts";
import { NO_FILTERS } from "#domain/catalogue/finder.ts";
import type { CatalogueFilters } from "#domain/schemas/catalog-query.ts";

/** The facets whose values are ticked from a list, by their URL parameter, in the order the form shows them. */
export const LIST_FACETS = ["category", ...(Object.keys(CARE_FACETS) as CareFacet[])] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

/** The yes-or-no filters, sent as `name=1`. */
export const FLAGS = ["petSafe", "inStock", "onSale"] as const;
export type Flag = (typeof FLAGS)[number];

/** Each flag's name in the `catalogue` texts. */
export const FLAG_LABEL = { petSafe: "finder.petSafe", inStock: "filter.inStock", onSale: "filter.onSale" } as const;

/** A value of a care facet (the four lists share no value). */
export type CareValue = (typeof CARE_FACETS)[CareFacet][number];

/** One filter that is on, as a chip shows it and takes it away. */
export type ActiveFilter =
  | { kind: "category"; slug: string }
  | { kind: "care"; name: CareFacet; value: CareValue }
  | { kind: "flag"; name: Flag }
  | { kind: "price" }
  | { kind: "search"; text: string };

/** Every filter that is on, in the form's order (the price range is one, whichever bounds it has). */
export function activeFilters(filters: CatalogueFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.q) active.push({ kind: "search", text: filters.q });
  for (const slug of filters.category) active.push({ kind: "category", slug });
  for (const name of Object.keys(CARE_FACETS) as CareFacet[]) {
    for (const value of filters[name]) active.push({ kind: "care", name, value });
  }
  for (const name of FLAGS) if (filters[name]) active.push({ kind: "flag", name });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) active.push({ kind: "price" });
  return active;
}

/** The filters with one taken away (a chip's link). */
export function without(filters: CatalogueFilters, filter: ActiveFilter): CatalogueFilters {
  switch (filter.kind) {
    case "category":
      return { ...filters, category: filters.category.filter((slug) => slug !== filter.slug) };
    case "care":
      return {
        ...filters,
        [filter.name]: (filters[filter.name] as CareValue[]).filter((value) => value !== filter.value),
      };
    case "flag":
      return { ...filters, [filter.name]: false };
    case "price":
      return { ...filters, minPrice: undefined, maxPrice: undefined };
    case "search":
      return { ...filters, q: undefined };
  }
}

/** No filter at all, the order kept: where 'Clear filters' leads. */
export function cleared(filters: CatalogueFilters): CatalogueFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/** The pages the finder filters: the catalogue, and the results of a search (docs/product/catalogue.md#search). */
export type FinderPathname = "/plants" | "/search";

/** The page a finder's form, chips and links stay on. */
export const FinderPathContext = createContext<FinderPathname>("/plants");

export const useFinderPathname = () => useContext(FinderPathContext);

/**
 * The /plants (or /search) address of a choice of filters and a page: defaults left out, keys
 * sorted and each facet's values in their list's order, so one choice has one address (a shared or
 * bookmarked filtered page is its own canonical, and the response cache keeps one copy of it).
 */
export function finderHref(filters: CatalogueFilters, page = 1, pathname: FinderPathname = "/plants"): string {
  const params: Array<[string, string]> = [];
  for (const name of LIST_FACETS) {
    const order: readonly string[] = name === "category" ? [...filters.category].sort() : CARE_FACETS[name];
    for (const value of order) if ((filters[name] as readonly string[]).includes(value)) params.push([name, value]);
  }
  for (const name of FLAGS) if (filters[name]) params.push([name, "1"]);
  if (filters.minPrice !== undefined) params.push(["minPrice", String(toRupees(filters.minPrice))]);
  if (filters.maxPrice !== undefined) params.push(["maxPrice", String(toRupees(filters.maxPrice))]);
  if (filters.q) params.push(["q", filters.q]);
  if (filters.sort !== "featured") params.push(["sort", filters.sort]);
  if (page > 1) params.push(["page", String(page)]);
  // A stable sort: a facet's values keep the order given above.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${pathname}?${query}` : pathname;
}

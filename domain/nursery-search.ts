import { cityNames } from "#domain/india/cities.ts";

/**
 * docs/product/catalogue.md#nursery-search: the nursery search matches title or city, case-insensitively. A city
 * matches by any of its names (Bangalore finds Bengaluru) and by its state (Kerala finds Kochi).
 */
export function matchesNursery(nursery: { title: string; city: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("en-IN");
  if (!q) return true;
  return [nursery.title, ...cityNames(nursery.city)].some((text) => text.toLocaleLowerCase("en-IN").includes(q));
}

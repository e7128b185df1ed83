import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countFacets, type FacetFilters, type FacetGroup } from "#domain/catalogue/facets.ts";
import { CARE_LEVEL_VALUES, LIGHT_VALUES, PLACEMENT_VALUES, WATER_VALUES } from "#domain/catalogue/care.ts";

/** docs/product/catalogue.md#facets: each facet's counts apply every filter but its own. */

const CATEGORIES = ["medicinal-plants", "trees", "herbal-powders"] as const;
const orNone = <T extends string>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null });

type Product = Omit<FacetGroup, "n">;
const product = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  light: orNone(LIGHT_VALUES),
  water: orNone(WATER_VALUES),
  care: orNone(CARE_LEVEL_VALUES),
  placement: orNone(PLACEMENT_VALUES),
  petSafe: fc.option(fc.boolean(), { nil: null }),
});
const filters = fc.record({
  category: fc.subarray([...CATEGORIES]),
  light: fc.subarray([...LIGHT_VALUES]),
  water: fc.subarray([...WATER_VALUES]),
  care: fc.subarray([...CARE_LEVEL_VALUES]),
  placement: fc.subarray([...PLACEMENT_VALUES]),
  petSafe: fc.boolean(),
});

const FACETS = ["category", "light", "water", "care", "placement"] as const;

/** The rule as stated, product by product. */
function matches(p: Product, f: FacetFilters, except?: string): boolean {
  const valueOk = FACETS.every(
    (facet) => facet === except || f[facet].length === 0 || (p[facet] !== null && f[facet].includes(p[facet]!)),
  );
  return valueOk && (except === "petSafe" || !f.petSafe || p.petSafe === true);
}

/** Products with the same values as one group, as the kept counts hold them. */
function grouped(products: Product[]): FacetGroup[] {
  const groups = new Map<string, FacetGroup>();
  for (const p of products) {
    const key = JSON.stringify(p);
    const group = groups.get(key);
    if (group) group.n += 1;
    else groups.set(key, { ...p, n: 1 });
  }
  return [...groups.values()];
}

describe("the finder's facet counts", () => {
  it("property: each value's count is the products the other filters leave with that value; total those all filters leave", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 60 }), filters, (products, f) => {
        const counts = countFacets(grouped(products), f);
        expect(counts.total).toBe(products.filter((p) => matches(p, f)).length);
        for (const facet of FACETS) {
          const expected: Record<string, number> = {};
          for (const p of products) {
            const value = p[facet];
            if (value !== null && matches(p, f, facet)) expected[value] = (expected[value] ?? 0) + 1;
          }
          expect(counts[facet]).toEqual(expected);
        }
        const left = products.filter((p) => matches(p, f, "petSafe"));
        expect(counts.petSafe).toEqual({
          true: left.filter((p) => p.petSafe === true).length,
          false: left.filter((p) => p.petSafe === false).length,
        });
      }),
    );
  });

  it("an unfiltered facet's counts add up to the total, less the products without that attribute", () => {
    const products: Product[] = [
      { category: "trees", light: "Full sun", water: "Low", care: "Easy", placement: "Outdoor", petSafe: true },
      { category: "trees", light: "Shade", water: "Low", care: "Easy", placement: "Outdoor", petSafe: false },
      { category: "herbal-powders", light: null, water: null, care: null, placement: null, petSafe: null },
    ];
    const none = { category: [], light: [], water: [], care: [], placement: [], petSafe: false };
    const counts = countFacets(grouped(products), none);
    expect(counts.total).toBe(3);
    expect(counts.category).toEqual({ trees: 2, "herbal-powders": 1 });
    expect(counts.light).toEqual({ "Full sun": 1, Shade: 1 });
    expect(counts.petSafe).toEqual({ true: 1, false: 1 });
    const shady = countFacets(grouped(products), { ...none, light: ["Shade"] });
    expect(shady.total).toBe(1);
    // Its own facet still offers the other light, as ticking it would add that product.
    expect(shady.light).toEqual({ "Full sun": 1, Shade: 1 });
    expect(shady.category).toEqual({ trees: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { pageHref } from "#domain/pagination.ts";
import { catalogueFiltersSchema, finderFiltersSchema, searchQuerySchema } from "#domain/schemas/catalog-query.ts";
import { queryValues } from "#domain/schemas/fields.ts";

describe("catalogue URL params", () => {
  const parse = (query: string) => catalogueFiltersSchema.parse(queryValues(new URLSearchParams(query)));
  const NO_FILTER = {
    category: [],
    light: [],
    water: [],
    care: [],
    placement: [],
    petSafe: false,
    onSale: false,
    inStock: false,
    sort: "featured",
  };

  it("reads sort and filters, with the defaults when absent or unknown", () => {
    expect(parse("")).toEqual(NO_FILTER);
    expect(parse("sort=price-asc&onSale=1&inStock=true")).toEqual({
      ...NO_FILTER,
      sort: "price-asc",
      onSale: true,
      inStock: true,
    });
    expect(parse("sort=cheapest&onSale=yes")).toEqual(NO_FILTER);
  });

  it("reads several values of a facet from repeated keys or commas, prices in rupees as paise", () => {
    expect(
      parse(
        "light=Shade&light=Partial+shade&water=Low,High&petSafe=1&minPrice=99.5&maxPrice=200&q=+tulsi+&category=trees,oils",
      ),
    ).toEqual({
      ...NO_FILTER,
      category: ["trees", "oils"],
      light: ["Shade", "Partial shade"],
      water: ["Low", "High"],
      petSafe: true,
      minPrice: 9950,
      maxPrice: 20000,
      q: "tulsi",
    });
  });

  it("drops a value a page address cannot hold instead of failing, and puts prices in order", () => {
    expect(parse("light=Sunny&care=Hard&minPrice=abc")).toEqual(NO_FILTER);
    expect(parse("minPrice=500&maxPrice=100")).toEqual({ ...NO_FILTER, minPrice: 10000, maxPrice: 50000 });
    expect(parse("minPrice=&maxPrice=")).toEqual(NO_FILTER);
  });

  it("keeps sort and filters on page links, and page 1 has no page param", () => {
    expect(pageHref("/plants", 2, "?sort=price-asc&onSale=1")).toBe("/plants?sort=price-asc&onSale=1&page=2");
    expect(pageHref("/plants", 1, "?sort=rating&page=3")).toBe("/plants?sort=rating");
    expect(pageHref("/plants", 3, "?page=2")).toBe("/plants?page=3");
    expect(pageHref("/blog", 1)).toBe("/blog");
  });
});

describe("the finder's filters as the API takes them", () => {
  const parse = (query: string) => finderFiltersSchema.safeParse(queryValues(new URLSearchParams(query)));

  it.each([
    ["light=Sunny", "light"],
    ["water=Lots", "water"],
    ["care=Hard", "care"],
    ["placement=Roof", "placement"],
    ["minPrice=abc", "minPrice"],
    ["maxPrice=-5", "maxPrice"],
    ["minPrice=500&maxPrice=100", "minPrice"],
    ["sort=cheapest", "sort"],
  ])("refuses %s, naming %s", (query, filter) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual([filter]);
  });
});

describe("search query", () => {
  it("trims the text, drops control characters and defaults the limit to 8", () => {
    expect(searchQuerySchema.parse({ q: "  Tulsi \u0000 " })).toEqual({ q: "Tulsi", limit: 8 });
    expect(searchQuerySchema.parse({ q: "neem", limit: "20" }).limit).toBe(20);
  });

  it("refuses empty or long text and a limit outside 1–20", () => {
    for (const input of [
      {},
      { q: "" },
      { q: " \t " },
      { q: "x".repeat(101) },
      { q: "a", limit: "0" },
      { q: "a", limit: "21" },
    ]) {
      expect(searchQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
    expect(searchQuerySchema.safeParse({ q: "x".repeat(100) }).success).toBe(true);
  });
});

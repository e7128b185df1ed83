import { describe, expect, it } from "vitest";
import { pageHref } from "#domain/pagination.ts";
import { catalogueFiltersSchema, searchQuerySchema } from "#domain/schemas/catalog-query.ts";

describe("catalogue URL params", () => {
  const parse = (query: string) => catalogueFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));

  it("reads sort and filters, with the defaults when absent or unknown", () => {
    expect(parse("")).toEqual({ sort: "featured", onSale: false, inStock: false });
    expect(parse("sort=price-asc&onSale=1&inStock=true")).toEqual({ sort: "price-asc", onSale: true, inStock: true });
    expect(parse("sort=cheapest&onSale=yes")).toEqual({ sort: "featured", onSale: false, inStock: false });
  });

  it("keeps sort and filters on page links, and page 1 has no page param", () => {
    expect(pageHref("/plants", 2, "?sort=price-asc&onSale=1")).toBe("/plants?sort=price-asc&onSale=1&page=2");
    expect(pageHref("/plants", 1, "?sort=rating&page=3")).toBe("/plants?sort=rating");
    expect(pageHref("/plants", 3, "?page=2")).toBe("/plants?page=3");
    expect(pageHref("/blog", 1)).toBe("/blog");
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

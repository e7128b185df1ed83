import { describe, expect, it } from "vitest";
import { matchesNursery } from "#domain/nursery-search.ts";
import { pageCount, pageHref, pageRequest } from "#domain/pagination.ts";
import { starDistribution } from "#domain/review-stats.ts";

describe("pages of a list", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("reads ?page= as limit and offset; page 1 without it", () => {
    expect(pageRequest(params(""), 24)).toEqual({ page: 1, limit: 24, offset: 0 });
    expect(pageRequest(params("page=3"), 24)).toEqual({ page: 3, limit: 24, offset: 48 });
  });

  it.each(["0", "-1", "1.5", "abc", "", "01", "9999999"])("refuses page=%s", (page) => {
    expect(pageRequest(params(`page=${page}`), 20)).toBeNull();
  });

  it("counts pages (at least one) and gives page 1 the bare address", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(115, 24)).toBe(5);
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 2)).toBe("/blog?page=2");
  });
});

describe("review distribution (docs/product/reviews.md#reviews-page: 5 down to 1, rounded percentages)", () => {
  it("runs from 5 stars to 1 with rounded shares", () => {
    expect(starDistribution([0, 1, 1, 0, 1])).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 33 },
      { stars: 2, count: 1, percent: 33 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(starDistribution([1, 0, 0, 2, 5]).map((d) => d.percent)).toEqual([63, 25, 0, 0, 13]);
  });

  it("is all zero without reviews", () => {
    expect(starDistribution([0, 0, 0, 0, 0]).every((d) => d.percent === 0)).toBe(true);
  });
});

describe("nursery search (docs/product/catalogue.md#nursery-search)", () => {
  const nursery = { title: "Green Roots Nursery", city: "Pune" };

  it("matches title or city, case-insensitively, ignoring surrounding spaces", () => {
    for (const q of ["pune", "PUNE", " Pu ", "green roots", "NURSERY", ""])
      expect(matchesNursery(nursery, q)).toBe(true);
  });

  it("does not match other text", () => {
    for (const q of ["Kochi", "roots pune", "xyz", "Kerala"]) expect(matchesNursery(nursery, q)).toBe(false);
  });

  it("matches a city by its other names and by its state, whichever name the nursery was saved under", () => {
    for (const q of ["Poona", "Maharashtra", "mahar"]) expect(matchesNursery(nursery, q)).toBe(true);
    const kochi = { title: "Malabar Spice & Herb Nursery", city: "Kochi" };
    for (const q of ["Cochin", "kerala"]) expect(matchesNursery(kochi, q)).toBe(true);
    const saved = { title: "Lalbagh Herbal Gardens", city: "Bangalore" };
    for (const q of ["Bengaluru", "Bangalore", "Karnataka"]) expect(matchesNursery(saved, q)).toBe(true);
    expect(matchesNursery({ title: "Hill Herbs", city: "Munnar" }, "Kerala")).toBe(false);
  });
});

import { describe, it, expect } from "vitest";
import { plants } from "#server/db/seed/plants.ts";
import { nurseries } from "#server/db/seed/nurseries.ts";
import { reviews, testimonials } from "#server/db/seed/reviews.ts";
import { generatedReviews } from "#server/db/seed/demo-reviews.ts";
import { plantSvg, nurserySvg, bannerSvg, portraitSvg } from "#server/db/seed/art/plant-art.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("demo catalogue: plants", () => {
  it("has at least 100 plants and herbal products", () => {
    expect(plants.length).toBeGreaterThanOrEqual(100);
  });

  it("uses unique, URL-safe slugs", () => {
    for (const p of plants) expect(p.slug).toMatch(SLUG);
    expect(new Set(plants.map((p) => p.slug)).size).toBe(plants.length);
  });

  it("uses unique titles", () => {
    expect(new Set(plants.map((p) => p.title)).size).toBe(plants.length);
  });

  it("has exactly 4 products out of stock", () => {
    expect(plants.filter((p) => p.stock === 0)).toHaveLength(4);
    for (const p of plants) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it("prices in whole rupees, within range", () => {
    for (const p of plants) {
      expect(Number.isInteger(p.pricePaise)).toBe(true);
      expect(p.pricePaise % 100).toBe(0);
      expect(p.pricePaise).toBeGreaterThanOrEqual(9900);
      expect(p.pricePaise).toBeLessThanOrEqual(249900);
    }
  });

  it("keeps discount within 0–100 and onSale exactly when discounted", () => {
    for (const p of plants) {
      expect(Number.isInteger(p.discount)).toBe(true);
      expect(p.discount).toBeGreaterThanOrEqual(0);
      expect(p.discount).toBeLessThanOrEqual(100);
      expect(p.onSale).toBe(p.discount > 0);
    }
  });

  it("rates between 0 and 5 with one decimal", () => {
    for (const p of plants) {
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10)).toBeCloseTo(p.rating * 10, 6);
    }
  });

  it("features at least 8 plants and some blog articles", () => {
    expect(plants.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(plants.filter((p) => p.blog.featured).length).toBeGreaterThanOrEqual(1);
  });

  it("fills every text field, including every blog field", () => {
    for (const p of plants) {
      expect(p.title.trim()).not.toBe("");
      expect(p.scientificName.trim()).not.toBe("");
      expect(p.description.trim()).not.toBe("");
      for (const [key, value] of Object.entries(p.blog)) {
        if (key === "featured") continue;
        expect(typeof value, `${p.slug}.blog.${key}`).toBe("string");
        expect(String(value).trim(), `${p.slug}.blog.${key}`).not.toBe("");
      }
    }
  });
});

describe("demo catalogue: nurseries, reviews, testimonials", () => {
  it("has at least 6 nurseries in distinct cities", () => {
    expect(nurseries.length).toBeGreaterThanOrEqual(6);
    expect(new Set(nurseries.map((n) => n.city)).size).toBe(nurseries.length);
    for (const n of nurseries) {
      expect(n.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(n.hours).not.toBe("");
    }
  });

  it("has at least 12 reviews naming catalogue plants or 'Not specified'", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    const titles = new Set(plants.map((p) => p.title));
    for (const r of reviews) {
      expect(titles.has(r.plantType) || r.plantType === "Not specified", r.plantType).toBe(true);
      expect(r.review.length).toBeGreaterThanOrEqual(10);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.daysAgo).toBeGreaterThanOrEqual(1);
      expect(r.daysAgo).toBeLessThanOrEqual(120);
    }
  });

  it("gives every product 3 to 9 more reviews, the same on every seeding, none repeated on one product", () => {
    const generated = generatedReviews(plants, reviews);
    expect(generatedReviews(plants, reviews)).toEqual(generated);
    const devanagari = /[\u0900-\u097F]/u;
    for (const plant of plants) {
      const own = generated.filter((r) => r.plantType === plant.title);
      expect(own.length, plant.slug).toBeGreaterThanOrEqual(3);
      expect(own.length, plant.slug).toBeLessThanOrEqual(9);
      expect(new Set(own.map((r) => r.review)).size, plant.slug).toBe(own.length);
      expect(new Set(own.map((r) => r.email)).size, plant.slug).toBe(own.length);
    }
    for (const r of generated) {
      expect(r.daysAgo).toBeGreaterThanOrEqual(1);
      expect(r.daysAgo).toBeLessThanOrEqual(190);
      // A reviewer writes in one language, whichever product they review.
      const sameReviewer = generated.filter((o) => o.email === r.email);
      expect(new Set(sameReviewer.map((o) => devanagari.test(o.review))).size, r.email).toBe(1);
    }
    // Hindi-speaking customers write in Hindi: a fair share, not a token few.
    expect(generated.filter((r) => devanagari.test(r.review)).length).toBeGreaterThan(generated.length / 5);
  });

  it("has exactly 3 testimonials", () => {
    expect(testimonials).toHaveLength(3);
  });
});

describe("generated art", () => {
  const wellFormed = (svg: string) => {
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  };

  it("draws a well-formed, distinct picture for every plant", () => {
    const seen = new Set<string>();
    for (const p of plants) {
      const svg = plantSvg(p.slug, p.kind);
      wellFormed(svg);
      expect(svg).toContain('width="800" height="800"');
      seen.add(svg);
    }
    expect(seen.size).toBe(plants.length);
  });

  it("is deterministic", () => {
    expect(plantSvg("tulsi-holy-basil", "fineleaf")).toBe(plantSvg("tulsi-holy-basil", "fineleaf"));
    expect(plantSvg("a", "tree")).not.toBe(plantSvg("b", "tree"));
  });

  it("draws nursery scenes with the city name, banners and portraits", () => {
    for (const n of nurseries) {
      const svg = nurserySvg(n.title, n.city);
      wellFormed(svg);
      expect(svg).toContain(n.city);
    }
    for (const i of [0, 1, 2] as const) wellFormed(bannerSvg(i));
    wellFormed(portraitSvg("Ananya Deshpande", "woman"));
    expect(portraitSvg("Ananya Deshpande", "woman")).toContain("AD");
  });
});

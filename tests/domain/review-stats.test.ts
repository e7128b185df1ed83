import { describe, expect, it } from "vitest";
import { averageRating, starDistribution } from "#domain/review-stats.ts";

describe("averageRating", () => {
  it("is the mean to one decimal, and 0 without reviews", () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
  });

  it("rounds a half up (87 stars from 20 reviews: 4.35 shows as 4.4)", () => {
    expect(averageRating(87, 20)).toBe(4.4);
    expect(averageRating(9, 2)).toBe(4.5);
  });

  it("agrees with the distribution it summarises", () => {
    const perStar = [0, 0, 1, 2, 3];
    const count = perStar.reduce((a, b) => a + b, 0);
    const stars = perStar.reduce((a, n, i) => a + n * (i + 1), 0);
    expect(averageRating(stars, count)).toBe(4.3);
    expect(starDistribution(perStar).map((s) => s.count)).toEqual([3, 2, 1, 0, 0]);
  });
});

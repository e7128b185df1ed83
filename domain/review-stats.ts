/**
 * The distribution runs from 5 stars down to 1, as rounded percentages of all reviews
 * (docs/product/reviews.md#reviews-page).
 */
export interface StarShare {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  percent: number;
}

/** `perStar[0]` counts 1-star reviews … `perStar[4]` 5-star ones. */
export function starDistribution(perStar: readonly number[]): StarShare[] {
  const total = perStar.reduce((a, b) => a + b, 0);
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = perStar[stars - 1] ?? 0;
    return { stars, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

/**
 * The one rating a product shows — its header, cards, review panel, JSON and JSON-LD alike
 * (docs/product/reviews.md#one-rating): the mean of its shown reviews' stars to one decimal,
 * 0 when it has none. Rounded from whole numbers (`stars` summed over `count` reviews), so the
 * stored figure and a freshly counted one never differ in the last digit.
 */
export function averageRating(stars: number, count: number): number {
  return count > 0 ? Math.round((stars * 10) / count) / 10 : 0;
}

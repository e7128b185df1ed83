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

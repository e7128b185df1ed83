import { useId } from "react";
import { useTranslation } from "#app/lib/i18n.ts";

const STAR = "M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z";
const OFFSETS = [0, 24, 48, 72, 96];

/**
 * Rating out of 5 in half stars (docs/product/catalogue.md#ratings): five outlined stars, and the same five
 * filled and clipped at the rating. One path, reused, keeps the markup small on long grids.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation("catalogue");
  const id = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  const stars = OFFSETS.map((x) => <use key={x} href={`#${id}s`} x={x} />);
  return (
    <svg
      viewBox="0 0 120 24"
      width={size * 5}
      height={size}
      role="img"
      aria-label={t("stars.rated", { rating: rating.toFixed(1) })}
      className="inline-block text-turmeric-600 dark:text-turmeric-400"
    >
      <defs>
        <path id={`${id}s`} d={STAR} strokeWidth="1.5" strokeLinejoin="round" />
        <clipPath id={`${id}c`}>
          <rect width={halves * 12} height="24" />
        </clipPath>
      </defs>
      <g fill="none" stroke="currentColor">
        {stars}
      </g>
      <g fill="currentColor" stroke="currentColor" clipPath={`url(#${id}c)`}>
        {stars}
      </g>
    </svg>
  );
}

import { useId } from "react";

const STAR = "M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z";

/** Rating out of 5 in half stars (SPEC.md section 9): one small SVG, filled up to the rating. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const id = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const filled = Math.round(Math.min(Math.max(rating, 0), 5) * 2) / 10;
  return (
    <svg
      viewBox="0 0 120 24"
      width={size * 5}
      height={size}
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className="inline-block text-turmeric-600 dark:text-turmeric-400"
    >
      <defs>
        <linearGradient id={id} x1="0" x2="120" gradientUnits="userSpaceOnUse">
          <stop offset={filled} stopColor="currentColor" />
          <stop offset={filled} stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[0, 24, 48, 72, 96].map((x) => (
        <path
          key={x}
          d={STAR}
          transform={`translate(${x} 0)`}
          fill={`url(#${id})`}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

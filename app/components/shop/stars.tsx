import { Star, StarHalf } from "lucide-react";

/** Rating out of 5 with half stars (SPEC.md section 9). */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span
      className="inline-flex items-center text-turmeric-500"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = halves - i * 2;
        if (fill >= 2) return <Star key={i} size={size} fill="currentColor" strokeWidth={1.5} aria-hidden />;
        if (fill === 1)
          return (
            <span key={i} className="relative inline-flex" aria-hidden>
              <Star size={size} strokeWidth={1.5} className="opacity-40" />
              <StarHalf size={size} fill="currentColor" strokeWidth={1.5} className="absolute inset-0" />
            </span>
          );
        return <Star key={i} size={size} strokeWidth={1.5} className="opacity-40" aria-hidden />;
      })}
    </span>
  );
}

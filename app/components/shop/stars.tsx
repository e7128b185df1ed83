import { useTranslation } from "#app/lib/i18n.ts";

/** The five stars of the icon sprite (stars-symbol.ts). */
const STARS = `${__ICON_SPRITE__}#stars`;

/**
 * Rating out of 5 in half stars (docs/product/catalogue.md#ratings): five outlined stars, and the
 * same five filled in a viewport as wide as the rating, which clips them (12 units a half star).
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation("catalogue");
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  return (
    <svg
      viewBox="0 0 120 24"
      width={size * 5}
      height={size}
      role="img"
      aria-label={t("stars.rated", { rating: rating.toFixed(1) })}
      stroke="currentColor"
      className="inline-block text-turmeric-600 dark:text-turmeric-400"
    >
      <use href={STARS} fill="none" />
      <svg width={halves * 12} height="24">
        {/* Sized as the outer row: by default it would fit the symbol into this narrower viewport. */}
        <use href={STARS} width="120" height="24" fill="currentColor" />
      </svg>
    </svg>
  );
}

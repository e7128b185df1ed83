import { BadgeCheck, ThumbsUp } from "lucide-react";
import { Stars } from "#app/components/shop/stars.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import type { StarShare } from "#domain/review-stats.ts";
import type { ReviewView } from "#domain/views/content.ts";
import { writtenLanguage } from "#domain/i18n/languages.ts";

/** What a rating summary shows: the average, how many, and the share of each star. */
export interface RatingSummaryView {
  count: number;
  average: number;
  distribution: StarShare[];
}

/** The average with its stars, the review count and the per-star distribution (/review, product pages). */
export function RatingSummary({ summary }: { summary: RatingSummaryView }) {
  const { t } = useTranslation("catalogue");
  return (
    <>
      <div className="flex items-center gap-5">
        <p className="font-serif text-6xl font-semibold text-leaf-900 dark:text-leaf-100" data-testid="average-rating">
          {summary.average.toFixed(1)}
        </p>
        <div>
          <Stars rating={summary.average} size={22} />
          <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75" data-testid="review-count">
            {t("reviews.basedOn", { count: summary.count })}
          </p>
        </div>
      </div>
      <ul className="mt-6 space-y-2" aria-label={t("reviews.distribution")} data-testid="rating-distribution">
        {summary.distribution.map((d) => (
          <li key={d.stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-3 text-sm">
            <span>{t("stars.count", { count: d.stars })}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-leaf-100 dark:bg-night" aria-hidden>
              <span className="block h-full rounded-full bg-turmeric-500" style={{ width: `${d.percent}%` }} />
            </span>
            <span className="text-right tabular">{t("reviews.percent", { percent: d.percent })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One review as shown everywhere: stars, date, title, plant, text, name and its badges. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const { t } = useTranslation("catalogue");
  const locale = useLocale();
  return (
    <article className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.date} className="text-sm text-ink/75 dark:text-night-text/75">
          {formatDate(review.date, locale)}
        </time>
      </div>
      <h3 lang={writtenLanguage(review.title)} className="mt-3 text-lg font-semibold">
        {review.title}
      </h3>
      <p className="mt-1 text-sm text-leaf-800 dark:text-leaf-200">
        <span className="text-ink/75 dark:text-night-text/75">{t("reviews.plant")}</span>
        {review.plantType}
      </p>
      <p lang={writtenLanguage(review.review)} className="mt-3 leading-relaxed text-ink/85 dark:text-night-text/85">
        {review.review}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{review.name}</span>
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2.5 py-0.5 text-xs font-semibold text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100">
            <BadgeCheck className="size-3.5" aria-hidden /> {t("reviews.verified")}
          </span>
        )}
        {review.recommend && (
          <span className="inline-flex items-center gap-1 rounded-full bg-turmeric-300/40 px-2.5 py-0.5 text-xs font-semibold text-ink dark:bg-turmeric-500/20 dark:text-turmeric-300">
            <ThumbsUp className="size-3.5" aria-hidden /> {t("reviews.recommend")}
          </span>
        )}
      </div>
    </article>
  );
}

import { message } from "#domain/i18n/message.ts";
import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { RatingInput } from "#app/components/shop/rating-input.tsx";
import { RatingSummary, type RatingSummaryView, ReviewItem } from "#app/components/shop/reviews.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { errorBorder, Field, inputClass } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { useUser } from "#app/lib/use-user.ts";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { starDistribution } from "#domain/review-stats.ts";
import { NOT_SPECIFIED, reviewSchema } from "#domain/schemas/review.ts";
import { reviewView } from "#server/features/reviews/presenters.ts";
import { listPlantTypes, listReviews, summarizeReviews } from "#server/features/reviews/reviews.ts";
import { postReviewCase } from "#server/features/reviews/use-cases.ts";
import type { Route } from "./+types/review";

export const REVIEWS_PER_PAGE = 20;
const SUBMITTED = message("review.submitted");
const FAILED = message("review.submitFailed");

/** Four fixed highlight phrases (docs/product/reviews.md#reviews-page). */
const HIGHLIGHTS = [
  "review.highlight.healthy",
  "review.highlight.packaging",
  "review.highlight.guides",
  "review.highlight.support",
] as const;

export function meta({ data: loaded, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [
    {
      title: loaded && loaded.page > 1 ? t("review.meta.titlePage", { page: loaded.page }) : t("review.meta.title"),
    },
    {
      name: "description",
      content: loaded
        ? t("review.meta.descriptionRated", {
            average: loaded.summary.average.toFixed(1),
            customers: loaded.summary.count,
          })
        : t("review.meta.description"),
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const wanted = pageRequest(params, REVIEWS_PER_PAGE);
  if (!wanted) throw data(null, { status: 404 });
  const [page, summary, plantTypes] = await Promise.all([
    listReviews(context.db, wanted),
    summarizeReviews(context.db),
    listPlantTypes(context.db),
  ]);
  const count = pageCount(page.total, REVIEWS_PER_PAGE);
  if (wanted.page > count) throw data(null, { status: 404 });
  return {
    reviews: page.items.map(reviewView),
    summary: { count: summary.count, average: summary.average, distribution: starDistribution(summary.perStar) },
    plantTypes,
    // A product page's 'Write a review' link names its plant (`?plant=`), chosen in the form.
    plant: plantTypes.find((t) => t === params.get("plant")) ?? NOT_SPECIFIED,
    page: wanted.page,
    count,
  };
}

/**
 * A refusal (the rate limit's 429) keeps its status and message; the form's failure notice covers
 * anything else (docs/product/reviews.md#review-form).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(
    async () => {
      // As through the API: the signed-in reviewer's account is attached, and the server decides `verified`.
      await runUseCase(postReviewCase, { context, request }, await readForm(request));
      return { ok: true, message: SUBMITTED };
    },
    { message: FAILED, logger: context.logger },
  );

function Summary({ summary }: { summary: RatingSummaryView }) {
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="summary" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8 dark:bg-night-surface">
      <h2 id="summary" className="sr-only">
        {t("review.summary")}
      </h2>
      <RatingSummary summary={summary} />
      <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-leaf-800 dark:text-leaf-200">
        {t("review.loved")}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {HIGHLIGHTS.map((h) => (
          <li
            key={h}
            className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1.5 text-sm text-leaf-900 dark:bg-night dark:text-leaf-100"
          >
            <CheckCircle2 className="size-4 text-leaf-700 dark:text-leaf-300" aria-hidden /> {t(h)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewForm({ plantTypes, plant }: { plantTypes: string[]; plant: string }) {
  const { t } = useTranslation("account");
  const tm = useMessageText();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(reviewSchema);
  const errors: Record<string, string | undefined> = { ...result?.fields, ...check.errors };
  const showNotice = useTimedNotice(result?.at);
  const refusal = formError(result);
  const error = (name: string) => {
    const text = errors[name];
    return text && tm(text);
  };
  const id = useId();
  // A signed-in reviewer is attached to the review anyway: their name and address start filled in.
  const user = useUser();

  return (
    <section aria-labelledby="write-review" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8 dark:bg-night-surface">
      {/* A product page's 'Write a review' jumps here: the sticky header must not cover the heading. */}
      <h2 id="write-review" className="scroll-mt-24 text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
        {t("review.form.heading")}
      </h2>
      {/* A fresh form after each success: fields and stars start empty again. */}
      <Form
        key={result?.ok ? result.at : "review"}
        method="post"
        action="/review"
        preventScrollReset
        noValidate
        onSubmit={check.onSubmit}
        className="mt-6 flex flex-col gap-4"
        aria-label={t("review.form.label")}
      >
        <RatingInput name="rating" legend={t("review.form.rating")} error={error("rating")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("review.form.name")}
            name="name"
            autoComplete="name"
            required
            defaultValue={user?.fullName}
            error={error("name")}
          />
          <Field
            label={t("field.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={user?.email}
            error={error("email")}
          />
        </div>
        <Field label={t("review.form.title")} name="title" required error={error("title")} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-plant`} className="text-sm font-medium">
            {t("review.form.plantType")}
          </label>
          <select id={`${id}-plant`} name="plantType" defaultValue={plant} className={inputClass}>
            <option value={NOT_SPECIFIED}>{t("review.form.notSpecified")}</option>
            {plantTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-review`} className="text-sm font-medium">
            {t("review.form.review")}
          </label>
          <textarea
            id={`${id}-review`}
            name="review"
            rows={5}
            required
            minLength={10}
            aria-invalid={errors.review ? true : undefined}
            aria-describedby={errors.review ? `${id}-review-error` : undefined}
            className={cn(inputClass, errors.review && errorBorder)}
          />
          {errors.review && (
            <p id={`${id}-review-error`} className="text-sm text-terracotta-600 dark:text-terracotta-400">
              {tm(errors.review)}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="recommend" className="size-4 accent-leaf-700" />
          {t("review.form.recommend")}
        </label>
        {showNotice && result?.ok && result.message && <Notice kind="success">{t("review.form.success")}</Notice>}
        {showNotice && refusal && (
          <Notice kind="error">{refusal === FAILED ? t("review.form.failed") : tm(refusal)}</Notice>
        )}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t("review.form.busy") : t("review.form.submit")}
        </Button>
      </Form>
    </section>
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, summary, plantTypes, plant, page, count } = loaderData;
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">{t("review.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink/80 dark:text-night-text/80">{t("review.intro")}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <Summary summary={summary} />
        <ReviewForm plantTypes={plantTypes} plant={plant} />
      </div>
      <section aria-labelledby="all-reviews" className="mt-12">
        <h2 id="all-reviews" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          {t("review.list.heading")}
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-4 text-ink/80 dark:text-night-text/80">{t("review.list.empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} />
              </li>
            ))}
          </ul>
        )}
        <Pagination pathname="/review" page={page} count={count} label={t("review.list.pages")} />
      </section>
    </div>
  );
}

import { CheckCircle2 } from "lucide-react";
import { useId } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { RatingInput } from "#app/components/shop/rating-input.tsx";
import { RatingSummary, type RatingSummaryView, ReviewItem } from "#app/components/shop/reviews.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { starDistribution } from "#domain/review-stats.ts";
import { NOT_SPECIFIED, reviewSchema } from "#domain/schemas/review.ts";
import { reviewView } from "#server/presenters/reviews.ts";
import { createReview, listPlantTypes, listReviews, summarizeReviews } from "#server/services/reviews.ts";
import { getSessionUser } from "#server/session.ts";
import { parseInput } from "#server/validation.ts";
import type { Route } from "./+types/review";

export const REVIEWS_PER_PAGE = 20;
const SUBMITTED = "Review submitted successfully!";
const FAILED = "Failed to submit review. Please try again.";

/** SPEC.md: four fixed highlight phrases. */
const HIGHLIGHTS = [
  "Healthy plants on arrival",
  "Careful, eco-friendly packaging",
  "Accurate care guides",
  "Helpful customer support",
];

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  {
    title:
      loaded && loaded.page > 1 ? `Plant Reviews (page ${loaded.page}) · Vanaushadhi` : "Plant Reviews · Vanaushadhi",
  },
  {
    name: "description",
    content: loaded
      ? `Rated ${loaded.summary.average.toFixed(1)} out of 5 by ${loaded.summary.count} customers: read what Vanaushadhi's customers say about their plants, or write your own review.`
      : "Read what Vanaushadhi's customers say about their plants, or write your own review.",
  },
];

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

/** A refusal (the rate limit's 429) keeps its status and message; SPEC.md's notice covers anything else. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const input = parseInput(reviewSchema, await readForm(request));
    // Whether it is a verified purchase is the server's decision (DECISIONS.md 8).
    const user = await getSessionUser(context, request.headers);
    await createReview(context, input, { userId: user?.id ?? null, ip: context.clientIp });
    return { ok: true, message: SUBMITTED };
  }, FAILED);

function Summary({ summary }: { summary: RatingSummaryView }) {
  return (
    <section aria-labelledby="summary" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8 dark:bg-night-surface">
      <h2 id="summary" className="sr-only">
        Rating summary
      </h2>
      <RatingSummary summary={summary} />
      <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-wider text-leaf-800 dark:text-leaf-200">
        What customers love
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {HIGHLIGHTS.map((h) => (
          <li
            key={h}
            className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1.5 text-sm text-leaf-900 dark:bg-night dark:text-leaf-100"
          >
            <CheckCircle2 className="size-4 text-leaf-700 dark:text-leaf-300" aria-hidden /> {h}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewForm({ plantTypes, plant }: { plantTypes: string[]; plant: string }) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(reviewSchema);
  const errors: Record<string, string | undefined> = { ...result?.fields, ...check.errors };
  const showNotice = useTimedNotice(result?.at);
  const refusal = formError(result);
  const id = useId();

  return (
    <section aria-labelledby="write-review" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8 dark:bg-night-surface">
      <h2 id="write-review" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
        Write a Review
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
        aria-label="Write a review"
      >
        <RatingInput name="rating" legend="Your rating" error={errors.rating} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" name="name" autoComplete="name" required error={errors.name} />
          <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        </div>
        <Field label="Review title" name="title" required error={errors.title} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-plant`} className="text-sm font-medium">
            Plant type
          </label>
          <select id={`${id}-plant`} name="plantType" defaultValue={plant} className={inputClass}>
            <option value={NOT_SPECIFIED}>{NOT_SPECIFIED}</option>
            {plantTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-review`} className="text-sm font-medium">
            Your review
          </label>
          <textarea
            id={`${id}-review`}
            name="review"
            rows={5}
            required
            minLength={10}
            aria-invalid={errors.review ? true : undefined}
            aria-describedby={errors.review ? `${id}-review-error` : undefined}
            className={cn(inputClass, errors.review && "border-terracotta-500 dark:border-terracotta-400")}
          />
          {errors.review && (
            <p id={`${id}-review-error`} className="text-sm text-terracotta-600 dark:text-terracotta-400">
              {errors.review}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="recommend" className="size-4 accent-leaf-700" />I would recommend this plant
        </label>
        {showNotice && result?.ok && result.message && <Notice kind="success">{result.message}</Notice>}
        {showNotice && refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Submitting..." : "Submit Review"}
        </Button>
      </Form>
    </section>
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, summary, plantTypes, plant, page, count } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">Plant Reviews</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink/80 dark:text-night-text/80">
        Honest words from gardeners across India. Bought a plant from us? Tell others how it is growing.
      </p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <Summary summary={summary} />
        <ReviewForm plantTypes={plantTypes} plant={plant} />
      </div>
      <section aria-labelledby="all-reviews" className="mt-12">
        <h2 id="all-reviews" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          Customer Reviews
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-4 text-ink/80 dark:text-night-text/80">No reviews yet: be the first to write one.</p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} />
              </li>
            ))}
          </ul>
        )}
        <Pagination pathname="/review" page={page} count={count} label="Review pages" />
      </section>
    </div>
  );
}

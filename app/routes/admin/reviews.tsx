import { REVIEW_DELETED, REVIEW_HIDDEN, REVIEW_SHOWN } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { reviewListQuerySchema } from "#domain/schemas/admin-reviews.ts";
import { formAction, intentOf, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { tableView } from "#server/presenters/admin.ts";
import { adminReviewView } from "#server/presenters/reviews.ts";
import { AppError } from "#server/errors.ts";
import { deleteReview, listAdminReviews, moderateReview } from "#server/services/admin/reviews.ts";
import { parseInput } from "#server/validation.ts";
import { ReviewsTab } from "#app/components/admin/reviews-tab.tsx";
import type { Route } from "./+types/reviews";

/** Every review, hidden ones too, with the services /api/admin/reviews uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = reviewListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    table: tableView(await listAdminReviews(context.db, query), query, adminReviewView),
    visibility: query.visibility ?? "",
  };
}

/** Hide, show again, or delete a review (issue 15: moderation), as through the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  return formAction(async () => {
    const form = await readForm(request);
    const reviewId = parseInput(entryIdSchema, form.id);
    switch (intentOf(form)) {
      case "hide":
      case "show": {
        const hidden = intentOf(form) === "hide";
        await moderateReview(context.db, { reviewId, hidden, by: admin.id });
        return { ok: true, message: hidden ? REVIEW_HIDDEN : REVIEW_SHOWN };
      }
      case "delete":
        await deleteReview(context.db, { reviewId });
        return { ok: true, message: REVIEW_DELETED };
      default:
        throw new AppError(400, "Unknown action");
    }
  });
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsTab table={loaderData.table} visibility={loaderData.visibility} />;
}

import { REVIEW_DELETED, REVIEW_HIDDEN, REVIEW_SHOWN } from "#domain/admin.ts";
import { reviewListQuerySchema } from "#domain/schemas/admin-reviews.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { tableView } from "#server/http/admin-table.ts";
import { adminReviewView } from "#server/features/reviews/presenters.ts";
import { listAdminReviews } from "#server/features/reviews/admin-reviews.ts";
import { deleteReviewCase, moderateReviewCase } from "#server/features/reviews/use-cases.ts";
import { ReviewsTab } from "#app/components/admin/reviews-tab.tsx";
import type { Route } from "./+types/reviews";

/** Every review, hidden ones too, with the services /api/admin/reviews uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = tableQuery(reviewListQuerySchema, request);
  return {
    table: tableView(await listAdminReviews(context.db, query), query, adminReviewView),
    visibility: query.visibility ?? "",
  };
}

/** Hide, show again, or delete a review (issue 15: moderation): the use cases the API runs. */
export const action = ({ request, context }: Route.ActionArgs) =>
  intentAction(request, {
    hide: async (form) => {
      await runUseCase(moderateReviewCase, { context, request }, { hidden: true }, form);
      return { ok: true, message: REVIEW_HIDDEN };
    },
    show: async (form) => {
      await runUseCase(moderateReviewCase, { context, request }, { hidden: false }, form);
      return { ok: true, message: REVIEW_SHOWN };
    },
    delete: async (form) => {
      await runUseCase(deleteReviewCase, { context, request }, {}, form);
      return { ok: true, message: REVIEW_DELETED };
    },
  });

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsTab table={loaderData.table} visibility={loaderData.visibility} />;
}

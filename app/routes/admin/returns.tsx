import type { ShouldRevalidateFunctionArgs } from "react-router";
import { returnListQuerySchema } from "#domain/schemas/returns.ts";
import { adminReturnView } from "#app/lib/admin-returns.server.ts";
import { intentAction, runUseCase } from "#app/lib/use-case.server.ts";
import { RETURNS_PAGE_SIZE } from "#server/features/returns/list-returns.ts";
import { approveReturnCase, listReturnsCase, rejectReturnCase } from "#server/features/returns/use-cases.ts";
import { ReturnsTab } from "#app/components/admin/returns-tab.tsx";
import type { Route } from "./+types/returns";

/** The return requests, newest first, a status and a page at a time: GET /api/admin/returns's use case. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const input = Object.fromEntries(new URL(request.url).searchParams);
  const page = await runUseCase(listReturnsCase, { context, request }, input);
  // The use case has checked the same query.
  const query = returnListQuerySchema.parse(input);
  return {
    items: page.items.map(adminReturnView),
    total: page.total,
    page: query.page,
    pageSize: RETURNS_PAGE_SIZE,
    status: query.status ?? ("" as const),
  };
}

/**
 * 'Approve' (a refund with its amount, `refundAmount` in rupees) and 'Reject' (`reason`): the
 * use cases of POST /api/admin/returns/{id}/approve and /reject. The answer carries the request
 * as decided, for the page to say what the decision made.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  intentAction(request, {
    approve: async (form) => {
      const decided = await runUseCase(approveReturnCase, { context, request }, form, form);
      return { ok: true, decided: adminReturnView(decided) };
    },
    reject: async (form) => {
      const decided = await runUseCase(rejectReturnCase, { context, request }, form, form);
      return { ok: true, decided: adminReturnView(decided) };
    },
  });

/** A decision refused because another admin decided first: the list shows where it stands now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnsTab {...loaderData} />;
}

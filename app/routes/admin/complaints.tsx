import { indianDate } from "#domain/india/time.ts";
import { complaintListQuerySchema } from "#domain/schemas/complaint.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { tableView } from "#server/http/admin-table.ts";
import { listComplaints } from "#server/features/complaints/list-complaints.ts";
import { complaintView } from "#server/features/complaints/shared.ts";
import { resolveComplaintCase } from "#server/features/complaints/use-cases.ts";
import { ComplaintsTab, replySent } from "#app/components/admin/complaints-tab.tsx";
import type { Route } from "./+types/complaints";

/** The grievances, newest first, with the services /api/admin/complaints uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = tableQuery(complaintListQuerySchema, request);
  return {
    table: tableView(await listComplaints(context.db, query), query, complaintView),
    status: query.status ?? "",
    today: indianDate(new Date()),
  };
}

/** The officer's reply (`{ id, reply }`): PUT /api/admin/complaints/:id's use case, run for the page. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const form = await readForm(request);
    const complaint = await runUseCase(resolveComplaintCase, { context, request }, form, form);
    return { ok: true, message: replySent(complaint.ticket) };
  });

export default function AdminComplaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsTab table={loaderData.table} status={loaderData.status} today={loaderData.today} />;
}

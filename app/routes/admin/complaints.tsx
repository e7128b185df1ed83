import { indianDate } from "#domain/india/time.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { complaintListQuerySchema, complaintReplySchema } from "#domain/schemas/complaint.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { tableView } from "#server/presenters/admin.ts";
import { listComplaints } from "#server/services/complaints/list-complaints.ts";
import { resolveComplaint } from "#server/services/complaints/resolve-complaint.ts";
import { complaintView } from "#server/services/complaints/shared.ts";
import { parseInput } from "#server/validation.ts";
import { ComplaintsTab, replySent } from "#app/components/admin/complaints-tab.tsx";
import type { Route } from "./+types/complaints";

/** The grievances, newest first, with the services /api/admin/complaints uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = complaintListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    table: tableView(await listComplaints(context.db, query), query, complaintView),
    status: query.status ?? "",
    today: indianDate(new Date()),
  };
}

/** The officer's reply: the complaint is resolved and the reply mailed, as through the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  return formAction(async () => {
    const form = await readForm(request);
    const { reply } = parseInput(complaintReplySchema, form);
    const complaint = await resolveComplaint(context, {
      complaintId: parseInput(entryIdSchema, form.id),
      reply,
      by: admin.id,
    });
    return { ok: true, message: replySent(complaint.ticket) };
  });
}

export default function AdminComplaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsTab table={loaderData.table} status={loaderData.status} today={loaderData.today} />;
}

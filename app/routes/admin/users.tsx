import { roleUpdated } from "#domain/admin.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { roleBodySchema, userListQuerySchema } from "#domain/schemas/admin-users.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { adminUserView, tableView } from "#server/presenters/admin.ts";
import { changeUserRole, listAdminUsers } from "#server/services/admin/users.ts";
import { parseInput } from "#server/validation.ts";
import { UsersTab } from "#app/components/admin/users-tab.tsx";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const query = userListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { table: tableView(await listAdminUsers(context.db, query), query, adminUserView), currentUserId: admin.id };
}

/** Make Admin / Remove Admin: nobody changes their own role, and the last admin stays (DECISIONS.md 5). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context, request);
  return formAction(async () => {
    const form = await readForm(request);
    const { role } = parseInput(roleBodySchema, form);
    await changeUserRole(context, admin.id, parseInput(entryIdSchema, form.id), role);
    return { ok: true, message: roleUpdated(role) };
  });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab table={loaderData.table} currentUserId={loaderData.currentUserId} />;
}

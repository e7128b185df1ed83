import { roleUpdated } from "#domain/admin.ts";
import { userListQuerySchema } from "#domain/schemas/admin-users.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { adminUserView } from "#server/features/accounts/presenters.ts";
import { changeUserRoleCase } from "#server/features/accounts/use-cases.ts";
import { tableView } from "#server/http/admin-table.ts";
import { listAdminUsers } from "#server/features/accounts/admin-users.ts";
import { UsersTab } from "#app/components/admin/users-tab.tsx";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context, request);
  const query = tableQuery(userListQuerySchema, request);
  return { table: tableView(await listAdminUsers(context.db, query), query, adminUserView), currentUserId: admin.id };
}

/** Make Admin / Remove Admin: nobody changes their own role, and the last admin stays (docs/product/admin.md#users). */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const form = await readForm(request);
    const { role } = await runUseCase(changeUserRoleCase, { context, request }, form, form);
    return { ok: true, message: roleUpdated(role) };
  });

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab table={loaderData.table} currentUserId={loaderData.currentUserId} />;
}

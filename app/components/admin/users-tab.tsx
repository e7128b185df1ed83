import { ShieldCheck, ShieldOff } from "lucide-react";
import { ROLE_ERROR } from "#domain/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import type { AdminUserView, TableView } from "#domain/views/admin.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { type Column, DataTable, TableToolbar } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

function RoleBadge({ role }: { role: AdminUserView["role"] }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-1 text-xs font-semibold",
        role === "admin"
          ? "bg-leaf-700 text-white dark:bg-leaf-300 dark:text-night"
          : "bg-leaf-50 text-ink ring-1 ring-leaf-900/15 dark:bg-night dark:text-night-text dark:ring-white/15",
      )}
    >
      {t(role === "admin" ? "users.roleAdmin" : "users.roleCustomer")}
    </span>
  );
}

export function UsersTab({ table, currentUserId }: { table: TableView<AdminUserView>; currentUserId: string }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const notify = useNotify();
  const { busy, submit } = useAdminAction((result) =>
    notify(result.ok ? "success" : "error", tm(result.ok && result.message ? result.message : ROLE_ERROR)),
  );

  function changeRole(user: AdminUserView) {
    submit({ id: user.id, role: user.role === "admin" ? "user" : "admin" });
  }

  const columns: Array<Column<AdminUserView>> = [
    {
      label: t("users.name"),
      sort: "name",
      cell: (u) => (
        <span className="font-semibold">
          {u.fullName || "—"}
          {u.id === currentUserId && (
            <span className="ml-2 text-xs font-normal text-ink/70 dark:text-night-text/70">{t("users.you")}</span>
          )}
        </span>
      ),
    },
    { label: t("users.email"), sort: "email", cell: (u) => <span className="break-all">{u.email}</span> },
    { label: t("users.role"), cell: (u) => <RoleBadge role={u.role} /> },
    { label: t("users.orders"), sort: "orders", cell: (u) => <span className="tabular">{u.orderCount}</span> },
    { label: t("users.joined"), sort: "created", cell: (u) => formatDate(u.createdAt, locale) },
  ];

  return (
    <div>
      <TableToolbar label={t("users.search")} placeholder={t("users.searchPlaceholder")} q={table.q} />
      <DataTable
        caption={t("users.caption")}
        table={table}
        columns={columns}
        empty={table.q ? t("users.noMatch", { q: table.q }) : t("users.none")}
        testId="users-table"
        actions={(u) =>
          u.id === currentUserId ? (
            <span className="px-2 text-xs text-ink/70 dark:text-night-text/70">{t("users.ownRole")}</span>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => changeRole(u)}
              className={buttonClass(u.role === "admin" ? "ghost" : "outline", "min-h-11 whitespace-nowrap")}
              aria-label={t(u.role === "admin" ? "users.removeAdminFor" : "users.makeAdminFor", {
                name: u.fullName || u.email,
              })}
            >
              {u.role === "admin" ? (
                <ShieldOff className="size-4" aria-hidden />
              ) : (
                <ShieldCheck className="size-4" aria-hidden />
              )}
              {t(u.role === "admin" ? "users.removeAdmin" : "users.makeAdmin")}
            </button>
          )
        }
      />
    </div>
  );
}

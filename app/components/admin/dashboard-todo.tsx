import {
  BadgeIndianRupee,
  ChevronRight,
  type LucideIcon,
  MessageSquareWarning,
  PackageCheck,
  Sprout,
  Undo2,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import {
  COMPLAINT_DUE_SOON_DAYS,
  RETURN_DECISION_DAYS,
  TODO_LINKS,
  type TodoItem,
  type TodoKind,
} from "#domain/admin-todo.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import { useTranslation } from "#app/lib/i18n.ts";

const ICONS: Readonly<Record<TodoKind, LucideIcon>> = {
  utrs: BadgeIndianRupee,
  ship: PackageCheck,
  complaints: MessageSquareWarning,
  returns: Undo2,
  refunds: Wallet,
  lowStock: Sprout,
};

/** Each line's title and hint, with the day counts its rule uses. */
function useTodoTexts() {
  const { t } = useTranslation("admin");
  return (kind: TodoKind) => {
    switch (kind) {
      case "utrs":
        return { title: t("dashboard.todo.utrs"), hint: t("dashboard.todo.utrsHint") };
      case "ship":
        return { title: t("dashboard.todo.ship"), hint: t("dashboard.todo.shipHint") };
      case "complaints":
        return {
          title: t("dashboard.todo.complaints", { days: COMPLAINT_DUE_SOON_DAYS }),
          hint: t("dashboard.todo.complaintsHint"),
        };
      case "returns":
        return {
          title: t("dashboard.todo.returns"),
          hint: t("dashboard.todo.returnsHint", { days: RETURN_DECISION_DAYS }),
        };
      case "refunds":
        return { title: t("dashboard.todo.refunds"), hint: t("dashboard.todo.refundsHint") };
      case "lowStock":
        return {
          title: t("dashboard.todo.lowStock"),
          hint: t("dashboard.todo.lowStockHint", { limit: LOW_STOCK_LIMIT }),
        };
    }
  };
}

/**
 * The dashboard's to-do list (docs/product/admin.md#to-do-list): each kind of waiting work with
 * its count, what of it is urgent, and a link to the admin list holding exactly those entries.
 * Kinds with nothing waiting are left out; with nothing at all, it says so.
 */
export function TodoList({ items, className }: { items: TodoItem[]; className: string }) {
  const { t } = useTranslation("admin");
  const texts = useTodoTexts();
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section className={className} aria-labelledby="todo-title" data-testid="todo">
      <h2 id="todo-title" className="text-xl font-semibold">
        {t("dashboard.todo")}
      </h2>
      <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">{t("dashboard.todoHint")}</p>
      {waiting.length === 0 ? (
        <p className="mt-4">{t("dashboard.todoDone")}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {waiting.map(({ kind, count, urgent }) => {
            const Icon = ICONS[kind];
            const { title, hint } = texts(kind);
            return (
              <li key={kind}>
                <Link
                  to={TODO_LINKS[kind]}
                  data-testid={`todo-${kind}`}
                  className="group flex h-full min-h-11 items-start gap-3 rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-900/10 hover:bg-leaf-100 focus-visible:outline-2 focus-visible:outline-leaf-600 dark:bg-night dark:ring-white/10 dark:hover:bg-white/5"
                >
                  <span className="rounded-full bg-white p-2 text-leaf-800 dark:bg-night-surface dark:text-leaf-300">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline gap-2">
                      <span
                        className="text-2xl font-semibold text-leaf-900 tabular dark:text-leaf-100"
                        data-testid="todo-count"
                      >
                        {count}
                      </span>
                      <span className="font-semibold group-hover:underline">{title}</span>
                    </span>
                    {urgent > 0 && (
                      <span className="mt-1 inline-block rounded-full bg-terracotta-500/10 px-2 py-0.5 text-xs font-semibold text-terracotta-600 dark:bg-terracotta-500/20 dark:text-terracotta-300">
                        {kind === "lowStock"
                          ? t("dashboard.todo.soldOut", { count: urgent })
                          : t("dashboard.todo.overdue", { count: urgent })}
                      </span>
                    )}
                    <span className="mt-1 block text-sm text-ink/75 dark:text-night-text/75">{hint}</span>
                  </span>
                  <ChevronRight className="mt-2 size-5 shrink-0 text-ink/50 dark:text-night-text/50" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

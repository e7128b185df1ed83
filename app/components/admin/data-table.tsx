import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import type { TableView } from "#domain/views/admin.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

export interface Column<T> {
  label: string;
  /** The sort key of `?sort=`, when the column can be sorted. */
  sort?: string;
  className?: string;
  cell: (row: T) => ReactNode;
}

/** The current admin URL with some search params changed (null removes one). */
export function useHrefWith() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };
}

/** 44 px targets: comfortable with a finger on a tablet. */
export const iconButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-leaf-100 dark:hover:bg-night";

/** Search box (a GET form, so a search is a URL) and the table's own buttons. */
export function TableToolbar({
  label,
  placeholder,
  q,
  children,
  filters,
}: {
  label: string;
  placeholder: string;
  q: string;
  children?: ReactNode;
  filters?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2" preventScrollReset>
        <label className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-medium sm:max-w-sm">
          {label}
          <span className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink/60 dark:text-night-text/60"
              aria-hidden
            />
            <input
              type="search"
              name="q"
              defaultValue={q}
              placeholder={placeholder}
              className={cn(inputClass, "min-h-11 pl-9")}
            />
          </span>
        </label>
        {filters}
        <button type="submit" className={buttonClass("outline", "min-h-11")}>
          {t("table.search")}
        </button>
      </Form>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}

function SortHeader({ column, table }: { column: Column<unknown> & { sort: string }; table: TableView<unknown> }) {
  const { t } = useTranslation("admin");
  const hrefWith = useHrefWith();
  const active = table.sort === column.sort;
  const nextDir = active && table.dir === "asc" ? "desc" : active ? "asc" : column.sort === "created" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : table.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={hrefWith({ sort: column.sort, dir: nextDir, page: null })}
      preventScrollReset
      className="inline-flex min-h-11 items-center gap-1 hover:text-leaf-700 dark:hover:text-leaf-300"
    >
      {column.label}
      <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden />
      <span className="sr-only">{t(nextDir === "asc" ? "table.sortAscending" : "table.sortDescending")}</span>
    </Link>
  );
}

/**
 * A table with sortable headers and its pages. On narrow screens (below `md`) each row is a
 * card: the first column on top, every other cell under its own label, the row's actions at
 * the bottom, so nothing sits off to the side (issue 15); the headers that sort stay as links.
 */
export function DataTable<T extends { id: string }>({
  caption,
  table,
  columns,
  empty,
  actions,
  onRowClick,
  testId,
}: {
  caption: string;
  table: TableView<T>;
  columns: Array<Column<T>>;
  empty: string;
  actions?: (row: T) => ReactNode;
  /** A pointer shortcut; each row must also hold a link or button for the keyboard. */
  onRowClick?: (row: T) => void;
  testId?: string;
}) {
  const { t } = useTranslation("admin");
  const sortable = columns.some((column) => column.sort);
  return (
    <div className="mt-6">
      {/* `relative` keeps the headers' absolutely placed screen-reader text inside the scroller, so the page never scrolls sideways. */}
      <div className="relative rounded-2xl md:overflow-x-auto md:ring-1 md:ring-leaf-900/10 md:dark:ring-white/10">
        <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={cn(
              "bg-leaf-50 text-xs uppercase tracking-wide text-ink/80 dark:bg-night dark:text-night-text/80",
              "max-md:mb-3 max-md:block max-md:rounded-2xl",
              !sortable && "max-md:hidden",
            )}
          >
            <tr className="max-md:flex max-md:flex-wrap max-md:gap-x-4 max-md:px-3">
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn(
                    "px-4 py-1 font-semibold max-md:px-0",
                    column.className,
                    !column.sort && "max-md:hidden",
                  )}
                  aria-sort={
                    column.sort && table.sort === column.sort
                      ? table.dir === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                >
                  {column.sort ? (
                    <SortHeader
                      column={column as Column<unknown> & { sort: string }}
                      table={table as TableView<unknown>}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3 text-right font-semibold max-md:hidden">
                  {t("table.actions")}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-900/10 max-md:block max-md:space-y-3 max-md:divide-y-0 dark:divide-white/10">
            {table.items.length === 0 ? (
              <tr className="max-md:block">
                <td
                  colSpan={columns.length + (actions ? 1 : 0)}
                  className="px-4 py-10 text-center text-ink/75 max-md:block dark:text-night-text/75"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              table.items.map((row) => (
                <tr
                  key={row.id}
                  onClick={onRowClick && (() => onRowClick(row))}
                  className={cn(
                    "bg-white hover:bg-leaf-50/60 dark:bg-night-surface dark:hover:bg-night/60",
                    "max-md:block max-md:rounded-2xl max-md:px-3 max-md:py-2 max-md:ring-1 max-md:ring-leaf-900/10 max-md:dark:ring-white/10",
                    onRowClick && "cursor-pointer",
                  )}
                >
                  {columns.map((column, i) => (
                    <td
                      key={column.label}
                      className={cn(
                        "px-4 py-2 max-md:px-0",
                        i > 0 && "max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:py-1",
                        column.className,
                      )}
                    >
                      {/* The card's label for this cell; the table's header says it on wider screens. */}
                      {i > 0 && (
                        <span className="shrink-0 text-xs font-semibold uppercase tracking-wide text-ink/70 md:hidden dark:text-night-text/70">
                          {column.label}
                        </span>
                      )}
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="px-2 py-1 text-right max-md:mt-1 max-md:block max-md:border-t max-md:border-leaf-900/10 max-md:px-0 max-md:pt-1 max-md:dark:border-white/10">
                      <div className="flex justify-end gap-1">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePager table={table} />
    </div>
  );
}

function TablePager({ table }: { table: TableView<unknown> }) {
  const { t } = useTranslation("admin");
  const hrefWith = useHrefWith();
  const pages = Math.max(1, Math.ceil(table.total / table.limit));
  const first = table.total === 0 ? 0 : (table.page - 1) * table.limit + 1;
  const last = Math.min(table.total, table.page * table.limit);
  const link = cn(buttonClass("outline", "min-h-11"));
  return (
    <nav aria-label={t("table.pages")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink/80 dark:text-night-text/80" aria-live="polite">
        {table.total === 0 ? t("table.noResults") : t("table.showing", { first, last, total: table.total })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          {table.page > 1 && (
            <Link to={hrefWith({ page: String(table.page - 1) })} preventScrollReset className={link} rel="prev">
              <ChevronLeft className="size-4" aria-hidden /> {t("table.previous")}
            </Link>
          )}
          <span className="px-2 tabular">{t("table.page", { page: table.page, pages })}</span>
          {table.page < pages && (
            <Link to={hrefWith({ page: String(table.page + 1) })} preventScrollReset className={link} rel="next">
              {t("table.next")} <ChevronRight className="size-4" aria-hidden />
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

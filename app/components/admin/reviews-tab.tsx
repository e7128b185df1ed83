import { Eye, EyeOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { REVIEW_DELETE_CONFIRM, REVIEW_ERROR } from "#domain/admin.ts";
import { REVIEW_VISIBILITIES, type ReviewVisibility } from "#domain/schemas/admin-reviews.ts";
import type { AdminReviewView, TableView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Stars } from "#app/components/shop/stars.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { type Column, DataTable, iconButtonClass, TableToolbar } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

const VISIBILITY_LABELS = { Shown: "reviews.shown", Hidden: "reviews.hidden" } as const satisfies Record<
  ReviewVisibility,
  string
>;

function VisibilityBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold",
        hidden
          ? "bg-ink/10 text-ink dark:bg-white/15 dark:text-night-text"
          : "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
      )}
    >
      {t(hidden ? "reviews.hidden" : "reviews.shown")}
    </span>
  );
}

/**
 * The admin's Reviews tab (issue 15): every review, hidden ones too. Hiding takes a review off
 * /review, its statistics and the API, and can be undone; deleting, after a confirmation, cannot.
 */
export function ReviewsTab({ table, visibility }: { table: TableView<AdminReviewView>; visibility: string }) {
  const { t } = useTranslation("admin");
  const tm = useMessageText();
  const locale = useLocale();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<AdminReviewView | null>(null);
  const moderate = useAdminAction((result) =>
    notify(result.ok ? "success" : "error", tm(result.ok && result.message ? result.message : REVIEW_ERROR)),
  );
  const remove = useAdminAction((result) => {
    setDeleting(null);
    notify(result.ok ? "success" : "error", tm(result.ok && result.message ? result.message : REVIEW_ERROR));
  });

  const columns: Array<Column<AdminReviewView>> = [
    {
      label: t("reviews.review"),
      cell: (r) => (
        <div className="max-w-md">
          <Stars rating={r.rating} size={14} />
          <p className="font-semibold">{r.title}</p>
          <p className="line-clamp-2 text-xs text-ink/75 dark:text-night-text/75">{r.review}</p>
        </div>
      ),
    },
    {
      label: t("reviews.reviewer"),
      cell: (r) => (
        <div>
          <p className="font-medium">{r.name}</p>
          <p className="break-all text-xs text-ink/70 dark:text-night-text/70">{r.email}</p>
        </div>
      ),
    },
    { label: t("reviews.rating"), sort: "rating", cell: (r) => <span className="tabular">{r.rating}</span> },
    { label: t("table.date"), sort: "created", cell: (r) => formatDate(r.date, locale) },
    { label: t("table.status"), cell: (r) => <VisibilityBadge hidden={r.hiddenAt !== null} /> },
  ];

  return (
    <div>
      <p className="mb-4 max-w-3xl text-sm text-ink/80 dark:text-night-text/80">{t("reviews.intro")}</p>
      <TableToolbar
        label={t("reviews.search")}
        placeholder={t("reviews.searchPlaceholder")}
        q={table.q}
        filters={
          <ChoiceSelect
            id="review-visibility-filter"
            name="visibility"
            label={t("table.status")}
            options={REVIEW_VISIBILITIES}
            optionLabel={(v) => t(VISIBILITY_LABELS[v as ReviewVisibility])}
            value={visibility}
            all={t("filter.all")}
          />
        }
      />
      <DataTable
        caption={t("reviews.caption")}
        table={table}
        columns={columns}
        empty={table.q || visibility ? t("reviews.noMatch") : t("reviews.none")}
        testId="reviews-table"
        actions={(r) => {
          const hidden = r.hiddenAt !== null;
          return (
            <>
              <button
                type="button"
                disabled={moderate.busy}
                className={iconButtonClass}
                aria-label={t(hidden ? "reviews.show" : "reviews.hide", { title: r.title })}
                title={t(hidden ? "reviews.showHint" : "reviews.hideHint")}
                onClick={() => moderate.submit({ intent: hidden ? "show" : "hide", id: r.id })}
              >
                {hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400`}
                aria-label={t("reviews.delete", { title: r.title })}
                onClick={() => setDeleting(r)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </>
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("reviews.deleteTitle", { title: deleting?.title ?? t("reviews.untitled") })}
        message={tm(REVIEW_DELETE_CONFIRM)}
        confirmLabel={t("reviews.confirmDelete")}
        busyLabel={t("reviews.deleting")}
        busy={remove.busy}
        onConfirm={() => deleting && remove.submit({ intent: "delete", id: deleting.id })}
      />
    </div>
  );
}

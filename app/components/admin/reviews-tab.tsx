import { Eye, EyeOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { REVIEW_DELETE_CONFIRM, REVIEW_ERROR } from "#domain/admin.ts";
import { REVIEW_VISIBILITIES } from "#domain/schemas/admin-reviews.ts";
import type { AdminReviewView, TableView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { Stars } from "#app/components/shop/stars.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { ChoiceSelect } from "./choice-select.tsx";
import { type Column, DataTable, iconButtonClass, TableToolbar } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold",
        hidden
          ? "bg-ink/10 text-ink dark:bg-white/15 dark:text-night-text"
          : "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
      )}
    >
      {hidden ? "Hidden" : "Shown"}
    </span>
  );
}

/**
 * The admin's Reviews tab (issue 15): every review, hidden ones too. Hiding takes a review off
 * /review, its statistics and the API, and can be undone; deleting, after a confirmation, cannot.
 */
export function ReviewsTab({ table, visibility }: { table: TableView<AdminReviewView>; visibility: string }) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<AdminReviewView | null>(null);
  const moderate = useAdminAction((result) =>
    notify(result.ok ? "success" : "error", result.ok && result.message ? result.message : REVIEW_ERROR),
  );
  const remove = useAdminAction((result) => {
    setDeleting(null);
    notify(result.ok ? "success" : "error", result.ok && result.message ? result.message : REVIEW_ERROR);
  });

  const columns: Array<Column<AdminReviewView>> = [
    {
      label: "Review",
      cell: (r) => (
        <div className="max-w-md">
          <Stars rating={r.rating} size={14} />
          <p className="font-semibold">{r.title}</p>
          <p className="line-clamp-2 text-xs text-ink/75 dark:text-night-text/75">{r.review}</p>
        </div>
      ),
    },
    {
      label: "Reviewer",
      cell: (r) => (
        <div>
          <p className="font-medium">{r.name}</p>
          <p className="break-all text-xs text-ink/70 dark:text-night-text/70">{r.email}</p>
        </div>
      ),
    },
    { label: "Rating", sort: "rating", cell: (r) => <span className="tabular">{r.rating}</span> },
    { label: "Date", sort: "created", cell: (r) => formatDate(r.date) },
    { label: "Status", cell: (r) => <VisibilityBadge hidden={r.hiddenAt !== null} /> },
  ];

  return (
    <div>
      <p className="mb-4 max-w-3xl text-sm text-ink/80 dark:text-night-text/80">
        Hide a review to take it off the Reviews page and its ratings; show it again at any time. Deleting removes it
        for good.
      </p>
      <TableToolbar
        label="Search reviews"
        placeholder="Name, email, title or text"
        q={table.q}
        filters={
          <ChoiceSelect
            id="review-visibility-filter"
            name="visibility"
            label="Status"
            options={REVIEW_VISIBILITIES}
            value={visibility}
            all="All"
          />
        }
      />
      <DataTable
        caption="Reviews"
        table={table}
        columns={columns}
        empty={table.q || visibility ? "No reviews match this search." : "No reviews yet."}
        testId="reviews-table"
        actions={(r) => {
          const hidden = r.hiddenAt !== null;
          return (
            <>
              <button
                type="button"
                disabled={moderate.busy}
                className={iconButtonClass}
                aria-label={`${hidden ? "Show" : "Hide"} ${r.title}`}
                title={hidden ? "Show on the shop again" : "Hide from the shop"}
                onClick={() => moderate.submit({ intent: hidden ? "show" : "hide", id: r.id })}
              >
                {hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400`}
                aria-label={`Delete ${r.title}`}
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
        title={`Delete “${deleting?.title ?? "review"}”?`}
        message={REVIEW_DELETE_CONFIRM}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.busy}
        onConfirm={() => deleting && remove.submit({ intent: "delete", id: deleting.id })}
      />
    </div>
  );
}

import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { z } from "zod";
import { type CatalogueNoun, catalogueTexts } from "#domain/admin.ts";
import { type ApiOutcome, useAdminMutation } from "#app/lib/admin-api.ts";
import type { TableView } from "#app/lib/admin-views.ts";
import { useSchemaCheck } from "#app/lib/forms.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog, Modal } from "../ui/dialog.tsx";
import { Notice } from "../ui/notice.tsx";
import { type Column, DataTable, iconButtonClass, TableToolbar } from "./data-table.tsx";
import { useNotify } from "./notices.tsx";

/**
 * The add/edit dialog of a catalogue entry. The browser checks the same zod schema as the
 * server; the form (pictures included) is then sent as multipart to /api/admin.
 */
export function EntryFormModal({
  noun,
  endpoint,
  entryId,
  schema,
  onClose,
  children,
}: {
  noun: CatalogueNoun;
  endpoint: string;
  entryId: string | null;
  schema: z.ZodType;
  onClose: () => void;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const texts = catalogueTexts(noun);
  const check = useSchemaCheck(schema);
  const { busy, run } = useAdminMutation();
  const notify = useNotify();
  const [failure, setFailure] = useState<ApiOutcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    check.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    setFailure(null);
    const outcome = await run(entryId ? `${endpoint}/${entryId}` : endpoint, {
      method: entryId ? "PUT" : "POST",
      body: new FormData(form),
    });
    if (!outcome.ok) return setFailure(outcome);
    notify("success", entryId ? texts.updated : texts.added);
    onClose();
  }

  const errors = { ...check.errors, ...failure?.fields };
  const lower = noun.toLowerCase();
  return (
    <Modal open wide onOpenChange={(open) => !open && onClose()} title={entryId ? `Edit ${lower}` : `Add ${lower}`}>
      <form noValidate onSubmit={onSubmit} encType="multipart/form-data" className="grid gap-4">
        {children(errors)}
        {failure && (
          <div className="grid gap-1">
            <Notice kind="error">{texts.saveError}</Notice>
            {failure.error && !failure.fields && (
              <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{failure.error}</p>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} className="min-h-11">
            Cancel
          </Button>
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy ? "Saving..." : `Save ${lower}`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A catalogue table (products, blogs or nurseries) with Add, Edit and Delete. */
export function CatalogueTab<V extends { id: string; title: string }>({
  noun,
  endpoint,
  table,
  columns,
  placeholder,
  renderForm,
}: {
  noun: CatalogueNoun;
  endpoint: string;
  table: TableView<V>;
  columns: Array<Column<V>>;
  placeholder: string;
  renderForm: (entry: V | null, onClose: () => void) => ReactNode;
}) {
  const texts = catalogueTexts(noun);
  const lower = noun.toLowerCase();
  const plural = noun === "Nursery" ? "nurseries" : `${lower}s`;
  const [editing, setEditing] = useState<{ entry: V | null } | null>(null);
  const [deleting, setDeleting] = useState<V | null>(null);
  const { busy, run } = useAdminMutation();
  const notify = useNotify();

  return (
    <div>
      <TableToolbar label={`Search ${plural}`} placeholder={placeholder} q={table.q}>
        <Button onClick={() => setEditing({ entry: null })} className="min-h-11">
          <Plus className="size-4" aria-hidden /> Add {noun}
        </Button>
      </TableToolbar>
      <DataTable
        caption={`${noun === "Nursery" ? "Nurseries" : `${noun}s`}`}
        table={table}
        columns={columns}
        empty={table.q ? `No ${plural} match “${table.q}”.` : `No ${plural} yet.`}
        testId={`${plural}-table`}
        actions={(row) => (
          <>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={`Edit ${row.title}`}
              onClick={() => setEditing({ entry: row })}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={`${iconButtonClass} text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400`}
              aria-label={`Delete ${row.title}`}
              onClick={() => setDeleting(row)}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </>
        )}
      />
      {editing &&
        renderForm(
          // The row as the table has it now: reloaded after a conflict, so the open form sees what changed.
          editing.entry && (table.items.find((row) => row.id === editing.entry?.id) ?? editing.entry),
          () => setEditing(null),
        )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.title ?? lower}?`}
        message={texts.confirmDelete}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={async () => {
          if (!deleting) return;
          const outcome = await run(`${endpoint}/${deleting.id}`, { method: "DELETE" });
          setDeleting(null);
          notify(outcome.ok ? "success" : "error", outcome.ok ? texts.deleted : texts.deleteError);
        }}
      />
    </div>
  );
}

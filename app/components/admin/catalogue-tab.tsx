import { type LucideIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { createContext, type FormEvent, type ReactNode, useContext, useState } from "react";
import type { z } from "zod";
import type { CategoryView } from "#domain/catalogue/category.ts";
import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import type { en } from "#domain/i18n/en/browser.ts";
import type { TableView } from "#domain/views/admin.ts";
import { useAdminAction } from "#app/lib/admin-action.ts";
import { type FormResult, useSchemaCheck } from "#app/lib/forms.ts";
import { useFocusFirstInvalid } from "#app/lib/use-focus-first-invalid.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog, Modal } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { type Column, DataTable, iconButtonClass, TableToolbar } from "./data-table.tsx";
import { ImageSlots } from "./form-fields.tsx";
import { useNotify } from "./notices.tsx";

/**
 * What every kind's admin view has: the table's first column and the form's pictures read it
 * (a kind without pictures, as categories, has neither).
 */
export interface EntryView {
  id: string;
  title: string;
  slug?: string;
  images?: Array<string | null>;
  alt?: string;
}

/**
 * What the table and its dialog read of a kind: the name its texts are keyed by (`coupons.add`…),
 * its form's schema and its picture slots. Each catalogue kind is one; so are the coupons, which
 * the server keeps apart (server/features/promotions/) but the admin edits the same way.
 */
export interface EntryKind {
  name: CatalogueKindName | "coupons";
  formSchema: z.ZodType;
  slots: readonly string[];
}

/** What a kind's form chooses from besides its own rows (a product's category); empty for kinds that need none. */
export interface CatalogueChoices {
  categories: CategoryView[];
}

/** Given by the page from its loader; a kind's fields and cells read them. */
export const CatalogueChoicesContext = createContext<CatalogueChoices>({ categories: [] });

export function useCatalogueChoices(): CatalogueChoices {
  return useContext(CatalogueChoicesContext);
}

/** A text of the `adminCatalogue` catalogue, by its key. */
export type AdminCatalogueKey = keyof typeof en.adminCatalogue;

/** A table column whose heading is a catalogue key, read in the page's language when shown. */
export interface CatalogueColumn<V> extends Omit<Column<V>, "label"> {
  label: AdminCatalogueKey;
}

/**
 * The one file a kind adds to the admin panel: its table columns and its form's fields. Its
 * other texts (the first column's heading, the search box, the buttons) are the catalogue's
 * `<kind>.…` keys, e.g. "products.entryLabel".
 */
export interface CatalogueAdminUi<V extends EntryView> {
  /** The icon of its section link in the admin panel. */
  Icon: LucideIcon;
  /** The sort key of the first column (the entry's title), when it is not `title`. */
  titleSort?: string;
  /** The columns after the first. */
  columns: Array<CatalogueColumn<V>>;
  /** The form's fields but its pictures and their alt text (a kind with pictures ends its form with those). */
  Fields: (props: { entry: V | null; errors: Record<string, string> }) => ReactNode;
}

function EntryCell({ entry }: { entry: EntryView }) {
  return (
    <div className="flex items-center gap-3">
      {entry.images && (
        <Picture
          imageKey={entry.images[0] ?? null}
          alt=""
          sizes="48px"
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl object-cover"
        />
      )}
      <div>
        <p className="font-semibold">{entry.title}</p>
        {entry.slug && <p className="text-xs text-ink/70 dark:text-night-text/70">/{entry.slug}</p>}
      </div>
    </div>
  );
}

/**
 * The add/edit dialog of an entry. The browser checks the same zod schema as the server; the
 * form (pictures included) then goes to the page's action as multipart.
 */
function EntryFormModal<V extends EntryView>({
  kind,
  ui,
  entry,
  onClose,
}: {
  kind: EntryKind;
  ui: CatalogueAdminUi<V>;
  entry: V | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminCatalogue");
  const tm = useMessageText();
  const check = useSchemaCheck(kind.formSchema);
  const notify = useNotify();
  const [failure, setFailure] = useState<FormResult | null>(null);
  // Counted rather than the failure itself, which changes as its fields are corrected.
  const [serverRefusals, setServerRefusals] = useState(0);
  const form = useFocusFirstInvalid(serverRefusals, check.refusals);
  const { busy, submit } = useAdminAction((result) => {
    if (!result.ok) {
      setServerRefusals((n) => n + 1);
      return setFailure(result);
    }
    notify("success", t(entry ? `${kind.name}.updated` : `${kind.name}.added`));
    onClose();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    check.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    setFailure(null);
    const form = new FormData(event.currentTarget);
    form.set("intent", "save");
    if (entry) form.set("id", entry.id);
    submit(form);
  }

  /** The browser's messages clear as fields come right; the server's (a slug taken) once their field changes. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    check.onChange(event);
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === "string" && failure?.fields?.[name]) {
      const { [name]: _cleared, ...fields } = failure.fields;
      setFailure({ ...failure, fields });
    }
  }

  // The browser's and the server's messages are the domain's English: shown in the page's language.
  const errors = Object.fromEntries(
    Object.entries({ ...check.errors, ...failure?.fields }).map(([name, text]) => [name, tm(text)]),
  );
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t(entry ? `${kind.name}.edit` : `${kind.name}.addTitle`)}
    >
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        encType="multipart/form-data"
        className="grid gap-4"
      >
        <ui.Fields entry={entry} errors={errors} />
        {kind.slots.length > 0 && (
          <>
            <Field
              label={t("entry.altText")}
              name="altText"
              defaultValue={entry?.alt}
              placeholder={t("entry.altTextHint")}
              error={errors.altText}
            />
            <ImageSlots slots={kind.slots} current={entry?.images ?? []} alt={entry?.alt ?? ""} errors={errors} />
          </>
        )}
        {failure && (
          <div className="grid gap-1">
            <Notice kind="error">{t(`${kind.name}.saveError`)}</Notice>
            {failure.error && !failure.fields && (
              <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{tm(failure.error)}</p>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} className="min-h-11">
            {t("entry.cancel")}
          </Button>
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy ? t("entry.saving") : t(`${kind.name}.save`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A catalogue table (products, categories, blogs, nurseries…) or the coupons', with Add, Edit and Delete. */
export function CatalogueTab<V extends EntryView>({
  kind,
  ui,
  table,
}: {
  kind: EntryKind;
  ui: CatalogueAdminUi<V>;
  table: TableView<V>;
}) {
  const { t } = useTranslation("adminCatalogue");
  const tm = useMessageText();
  const [editing, setEditing] = useState<{ entry: V | null } | null>(null);
  const [deleting, setDeleting] = useState<V | null>(null);
  const notify = useNotify();
  // A refusal with a reason (a category that still holds products) says it; any other failure, the kind's message.
  const remove = useAdminAction((result) => {
    setDeleting(null);
    if (result.ok) notify("success", t(`${kind.name}.deleted`));
    else notify("error", result.error ? tm(result.error) : t(`${kind.name}.deleteError`));
  });
  const columns: Array<Column<V>> = [
    {
      label: t(`${kind.name}.entryLabel`),
      sort: ui.titleSort ?? "title",
      cell: (entry) => <EntryCell entry={entry} />,
    },
    ...ui.columns.map((column) => ({ ...column, label: t(column.label) })),
  ];
  // The row as the table has it now: reloaded after a conflict, so an open form sees what changed.
  const current = editing?.entry && (table.items.find((row) => row.id === editing.entry?.id) ?? editing.entry);

  return (
    <div>
      <TableToolbar label={t(`${kind.name}.search`)} placeholder={t(`${kind.name}.searchPlaceholder`)} q={table.q}>
        <Button onClick={() => setEditing({ entry: null })} className="min-h-11">
          <Plus className="size-4" aria-hidden /> {t(`${kind.name}.add`)}
        </Button>
      </TableToolbar>
      <DataTable
        caption={t(`${kind.name}.caption`)}
        table={table}
        columns={columns}
        empty={table.q ? t(`${kind.name}.noMatch`, { q: table.q }) : t(`${kind.name}.empty`)}
        testId={`${kind.name}-table`}
        actions={(row) => (
          <>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t("entry.editRow", { title: row.title })}
              onClick={() => setEditing({ entry: row })}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={`${iconButtonClass} text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400`}
              aria-label={t("entry.deleteRow", { title: row.title })}
              onClick={() => setDeleting(row)}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </>
        )}
      />
      {editing && (
        <EntryFormModal
          key={editing.entry?.id ?? "new"}
          kind={kind}
          ui={ui}
          entry={current ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t("entry.deleteTitle", { title: deleting.title }) : t(`${kind.name}.deleteUntitled`)}
        message={t(`${kind.name}.confirmDelete`)}
        confirmLabel={t("entry.delete")}
        busyLabel={t("entry.deleting")}
        busy={remove.busy}
        onConfirm={() => deleting && remove.submit({ intent: "delete", id: deleting.id })}
      />
    </div>
  );
}

import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { isComplete } from "#domain/views/account.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { Notice } from "#app/components/ui/notice.tsx";

/**
 * A customer's saved addresses or cards: the list, an add/edit dialog, and delete with a
 * confirmation. Each kind supplies how an entry looks and its dialog.
 */
export function SavedEntries<T extends { id: string }>({
  title,
  kind,
  emptyText,
  entries,
  deleteIntent,
  label,
  renderEntry,
  renderDialog,
  testId,
}: {
  title: string;
  /** Which catalogue texts name an entry ("Add address", "Delete this card?"). */
  kind: "address" | "card";
  emptyText: string;
  entries: T[];
  deleteIntent: string;
  label: (entry: T) => string;
  renderEntry: (entry: T) => ReactNode;
  renderDialog: (entry: T | null, onClose: () => void) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("account");
  const tm = useMessageText();
  const [dialog, setDialog] = useState<{ entry: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remover = useFetcher<FormResult>();
  const shown = entries.filter(isComplete);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-semibold">{title}</h2>
        <Button variant="outline" onClick={() => setDialog({ entry: null })}>
          <Plus className="size-4" aria-hidden /> {t(`${kind}.add`)}
        </Button>
      </div>
      {remover.data?.error && (
        <Notice kind="error" className="mt-4">
          {tm(remover.data.error)}
        </Notice>
      )}
      {shown.length === 0 ? (
        <p className="mt-6 text-ink/75 dark:text-night-text/75">{emptyText}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid={testId}>
          {shown.map((entry) => (
            <li key={entry.id} className="flex gap-3 rounded-2xl border border-leaf-900/10 p-4 dark:border-white/10">
              <div className="flex-1 text-sm">{renderEntry(entry)}</div>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="rounded-full p-2 hover:bg-leaf-100 dark:hover:bg-night"
                  aria-label={t(`${kind}.editEntry`, { label: label(entry) })}
                  onClick={() => setDialog({ entry })}
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className="rounded-full p-2 text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400"
                  aria-label={t(`${kind}.deleteEntry`, { label: label(entry) })}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog && renderDialog(dialog.entry, () => setDialog(null))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t(`${kind}.confirmTitle`)}
        message={t(`${kind}.confirmMessage`)}
        confirmLabel={t("entries.delete")}
        busyLabel={t("entries.deleting")}
        busy={remover.state !== "idle"}
        onConfirm={async () => {
          if (!deleting) return;
          await remover.submit({ intent: deleteIntent, id: deleting.id }, { method: "post" });
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** The dialog's form: posts an intent, shows field messages, closes itself on success. */
export function useEntryForm(onClose: () => void) {
  const fetcher = useFetcher<FormResult>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data, onClose]);
  return fetcher;
}

import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "#app/lib/i18n.ts";
import { FinderForm, type FinderProps } from "./finder-form.tsx";

/**
 * The finder on a phone: a sheet from the bottom of the screen (focus kept inside, Escape and the
 * close button leave). Each ticked value applies at once behind it; 'Show n plants' closes it.
 * Loaded when first opened, so the page does not carry it.
 */
export default function FinderSheet({ onClose, ...finder }: FinderProps & { onClose: () => void }) {
  const { t } = useTranslation("catalogue");
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-3xl bg-paper shadow-xl dark:bg-night-surface"
          data-testid="finder-sheet"
        >
          <div className="flex items-center justify-between gap-4 px-6 pb-2 pt-5">
            <Dialog.Title className="font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
              {t("finder.heading")}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-full p-1.5 text-leaf-800 transition-colors hover:bg-leaf-100 hover:text-leaf-900 dark:text-leaf-200 dark:hover:bg-night dark:hover:text-leaf-100"
              aria-label={t("finder.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <FinderForm {...finder} inSheet onApplied={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

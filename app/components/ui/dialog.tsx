import { X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

const overlay = "fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]";
const panel =
  "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-paper p-6 shadow-xl dark:bg-night-surface";

/** Room for forms of many fields (the admin's product and blog forms). */
const widePanel = panel.replace("max-w-lg", "max-w-3xl");

/** A modal with a title, focus trapped inside, Esc and the close button to leave. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("ui");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={wide ? widePanel : panel}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-full p-1.5 text-leaf-800 transition-colors hover:bg-leaf-100 hover:text-leaf-900 dark:text-leaf-200 dark:hover:bg-night dark:hover:text-leaf-100"
              aria-label={t("dialog.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className={description ? "mt-1 text-sm text-ink/75 dark:text-night-text/75" : "sr-only"}>
            {description ?? title}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Are you sure…?" before anything is deleted or cancelled. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("ui");
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel}>
          <AlertDialog.Title className="font-serif text-xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink/80 dark:text-night-text/80">
            {message}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("outline")}>{t("dialog.keep")}</AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass(
                "primary",
                "bg-terracotta-500 hover:bg-terracotta-600 dark:bg-terracotta-400 dark:hover:brightness-110",
              )}
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

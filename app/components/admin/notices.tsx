import { createContext, type ReactNode, useContext, useState } from "react";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

interface Outcome {
  kind: "success" | "error";
  text: string;
  at: number;
}

type Notify = (kind: Outcome["kind"], text: string) => void;

const NotifyContext = createContext<Notify>(() => {});

/**
 * The panel's outcome texts (docs/product/admin.md#messages), shown over it; a success closes
 * after 3 s. The sections hand over each text in the page's language.
 */
export function AdminNotices({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const successShows = useTimedNotice(outcome?.kind === "success" ? outcome.at : undefined);
  const shows = outcome?.kind === "error" || successShows;
  return (
    <NotifyContext.Provider value={(kind, text) => setOutcome({ kind, text, at: Date.now() })}>
      <div
        className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4"
        data-testid="admin-notice"
      >
        {shows && outcome && (
          <div className="pointer-events-auto flex max-w-xl items-start gap-2 rounded-xl shadow-lg">
            <Notice kind={outcome.kind} className="flex-1">
              {outcome.text}
            </Notice>
            {outcome.kind === "error" && (
              <button
                type="button"
                onClick={() => setOutcome(null)}
                className="min-h-11 rounded-xl bg-paper px-3 text-sm font-semibold shadow dark:bg-night-surface"
              >
                {t("notice.dismiss")}
              </button>
            )}
          </div>
        )}
      </div>
      {children}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

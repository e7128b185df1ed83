import { MessageSquareWarning } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import type { ComplaintView } from "#domain/complaints.ts";
import { writtenLanguage } from "#domain/i18n/languages.ts";

/**
 * The customer's own complaints (docs/product/complaints-and-policies.md#in-the-profile): each
 * ticket with its status, when it came and by when it is answered, what they wrote and the
 * shop's reply once there is one.
 */
export function ComplaintHistory({ complaints }: { complaints: ComplaintView[] }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <section aria-labelledby="own-complaints" data-testid="own-complaints">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="own-complaints" className="text-2xl font-semibold">
            {t("profile.complaints.heading")}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink/75 dark:text-night-text/75">{t("profile.complaints.intro")}</p>
        </div>
        <ButtonLink to="/contact#complaint" variant="outline">
          {t("profile.complaints.write")}
        </ButtonLink>
      </div>
      {complaints.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 text-ink/80 dark:text-night-text/80">
          <MessageSquareWarning className="size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
          {t("profile.complaints.none")}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {complaints.map((c) => (
            <li
              key={c.id}
              className="rounded-2xl p-4 ring-1 ring-leaf-900/10 sm:p-5 dark:ring-white/10"
              data-testid="own-complaint"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold tabular">{c.ticket}</h3>
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    c.status === "Resolved"
                      ? "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100"
                      : "bg-turmeric-300/40 text-ink dark:bg-turmeric-500/20 dark:text-turmeric-300",
                  )}
                >
                  {t(`profile.complaints.status.${c.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">
                {t("profile.complaints.received", { date: formatDate(c.receivedAt, locale) })}
                {c.status === "Open" && <> · {t("profile.complaints.due", { date: formatDate(c.dueDate, locale) })}</>}
                {c.orderNumber && (
                  <>
                    {" · "}
                    <span className="whitespace-nowrap">
                      {t("profile.complaints.order", { number: c.orderNumber })}
                    </span>
                  </>
                )}
              </p>
              <p
                lang={writtenLanguage(c.message)}
                className="mt-3 whitespace-pre-line text-ink/85 dark:text-night-text/85"
              >
                {c.message}
              </p>
              {c.reply !== null && c.resolvedAt !== null ? (
                <div className="mt-3 rounded-xl bg-leaf-50 p-3 dark:bg-night">
                  <p className="text-sm font-semibold text-leaf-900 dark:text-leaf-100">
                    {t("profile.complaints.reply", { date: formatDate(c.resolvedAt, locale) })}
                  </p>
                  <p lang={writtenLanguage(c.reply)} className="mt-1 whitespace-pre-line">
                    {c.reply}
                  </p>
                </div>
              ) : (
                <p className="mt-3 text-sm italic text-ink/70 dark:text-night-text/70">
                  {t("profile.complaints.awaiting")}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

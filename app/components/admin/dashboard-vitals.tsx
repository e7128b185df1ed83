import { VITALS_METRICS, type VitalsMetric, type VitalsRating, type VitalsSummary } from "#domain/web-vitals.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";

/** Each rating's badge: its colour, and its name written in it, so no one has to tell colours apart. */
const BADGE: Readonly<Record<VitalsRating, string>> = {
  good: "bg-leaf-100 text-leaf-800 dark:bg-leaf-400/15 dark:text-leaf-300",
  "needs-improvement": "bg-turmeric-300/40 text-ink dark:bg-turmeric-400/20 dark:text-turmeric-300",
  poor: "bg-terracotta-500/15 text-terracotta-600 dark:bg-terracotta-500/20 dark:text-terracotta-300",
};

/** LCP in seconds to a tenth, INP in whole milliseconds, CLS to two places, in the page's locale. */
function useVitalsValue() {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (metric: VitalsMetric, value: number) => {
    switch (metric) {
      case "LCP":
        return t("dashboard.speed.seconds", { value: seconds.format(value / 1000) });
      case "INP":
        return t("dashboard.speed.milliseconds", { value: whole.format(value) });
      case "CLS":
        return score.format(value);
    }
  };
}

const cardCell =
  "max-sm:before:block max-sm:before:text-xs max-sm:before:text-ink/70 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-night-text/70";

/**
 * The dashboard's real-user speed (docs/product/admin.md#real-user-speed): per kind of page, the
 * 75th percentile of LCP, INP and CLS that sampled visitors measured, each with Google's rating as
 * a coloured, named badge, and how many page views it rests on. On a phone each kind of page is a
 * card, each metric under its name.
 */
export function RealUserSpeed({ summary, className }: { summary: VitalsSummary; className: string }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const show = useVitalsValue();
  const count = new Intl.NumberFormat(locale);
  return (
    <section className={className} aria-labelledby="speed-title" data-testid="real-user-speed">
      <h2 id="speed-title" className="text-xl font-semibold">
        {t("dashboard.speed")}
      </h2>
      <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">
        {t("dashboard.speedHint", { days: summary.days })}
      </p>
      {summary.pages.length === 0 ? (
        <p className="mt-4">{t("dashboard.speedEmpty", { days: summary.days })}</p>
      ) : (
        <>
          <div className="relative mt-4 sm:overflow-x-auto">
            <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
              <caption className="sr-only">{t("dashboard.speed")}</caption>
              <thead className="text-xs text-ink/75 max-sm:sr-only dark:text-night-text/75">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("dashboard.speed.pageType")}
                  </th>
                  {VITALS_METRICS.map((metric) => (
                    <th key={metric} scope="col" className="py-2 pr-4 font-semibold">
                      {t(`dashboard.speed.${metric}`)}
                    </th>
                  ))}
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t("dashboard.speed.samples")}
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:grid max-sm:gap-3 sm:divide-y sm:divide-leaf-900/10 dark:sm:divide-white/10">
                {summary.pages.map(({ page, samples, metrics }) => (
                  <tr
                    key={page}
                    data-testid={`speed-${page}`}
                    className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-3 max-sm:rounded-2xl max-sm:p-3 max-sm:ring-1 max-sm:ring-leaf-900/10 dark:max-sm:ring-white/10"
                  >
                    <th scope="row" className="py-2 pr-4 text-left font-semibold max-sm:py-0">
                      {t(`dashboard.speed.page.${page}`)}
                    </th>
                    {VITALS_METRICS.map((metric) => {
                      const measured = metrics[metric];
                      return (
                        <td
                          key={metric}
                          data-label={t(`dashboard.speed.${metric}`)}
                          data-testid={`speed-${page}-${metric}`}
                          className={`py-2 pr-4 max-sm:py-0 ${cardCell}`}
                        >
                          {measured ? (
                            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                              <span className="font-semibold tabular">{show(metric, measured.p75)}</span>
                              <span
                                className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[measured.rating]}`}
                                data-rating={measured.rating}
                              >
                                {t(`dashboard.speed.${measured.rating}`)}
                              </span>
                            </span>
                          ) : (
                            <span className="text-ink/70 dark:text-night-text/70">
                              {t("dashboard.speed.notMeasured")}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td
                      data-label={t("dashboard.speed.samples")}
                      className={`py-2 text-right tabular max-sm:col-start-2 max-sm:row-start-1 max-sm:py-0 ${cardCell}`}
                    >
                      {count.format(samples)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-xs text-ink/75 dark:text-night-text/75">{t("dashboard.speedThresholds")}</p>
        </>
      )}
    </section>
  );
}

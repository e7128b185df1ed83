import { sql } from "kysely";
import {
  VITALS_METRICS,
  VITALS_PAGE_TYPES,
  type VitalsMetric,
  type VitalsPageType,
  type VitalsPercentile,
  type VitalsSummary,
  vitalsRating,
} from "#domain/web-vitals.ts";
import type { Database } from "#server/db/client.ts";

const DAY_MS = 86_400_000;

/**
 * The 75th percentile of each metric per page type over the last `days` days
 * (docs/product/admin.md#real-user-speed), by the nearest-rank rule: the smallest value at least
 * three quarters of the samples do not exceed. Computed in the database, in SQL both share (window
 * functions, no percentile function SQLite lacks): each sample is ranked within its page type
 * and metric, and the first rank at or past 3/4 of the count is the percentile. The range on
 * `recorded_at` is read from the index that holds every column used.
 */
export async function vitalsSummary(
  db: Database,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const ranked = db
    .selectFrom("web_vitals")
    .select([
      "page_type",
      "metric",
      "value",
      sql<number>`row_number() over (partition by page_type, metric order by value)`.as("nth"),
      sql<number>`count(*) over (partition by page_type, metric)`.as("n"),
    ])
    .where("recorded_at", ">=", since);
  const rows = await db
    .selectFrom(ranked.as("r"))
    .select(["page_type", "metric", sql<number>`min(value)`.as("p75"), sql<number>`max(n)`.as("samples")])
    .where(sql<boolean>`nth * 4 >= n * 3`)
    .groupBy(["page_type", "metric"])
    .execute();

  const pages = new Map<VitalsPageType, Record<VitalsMetric, VitalsPercentile | null>>();
  for (const row of rows) {
    const page = row.page_type as VitalsPageType;
    const metric = row.metric;
    const p75 = Number(row.p75);
    const metrics = pages.get(page) ?? { LCP: null, INP: null, CLS: null };
    metrics[metric] = { p75, samples: Number(row.samples), rating: vitalsRating(metric, p75) };
    pages.set(page, metrics);
  }
  return {
    days,
    // The most visited kinds of page first; the page types' own order between equals.
    pages: VITALS_PAGE_TYPES.flatMap((page) => {
      const metrics = pages.get(page);
      if (!metrics) return [];
      const samples = Math.max(...VITALS_METRICS.map((m) => metrics[m]?.samples ?? 0));
      return [{ page, samples, metrics }];
    }).sort((a, b) => b.samples - a.samples),
  };
}

import type { Generated } from "kysely";
import type { VitalsMetric, VitalsRating } from "#domain/web-vitals.ts";

/** One metric of one sampled page view (migration 0025): nothing in it names the visitor. */
export interface WebVitalTable {
  id: Generated<number>;
  /** When it arrived (ISO 8601, UTC). */
  recorded_at: string;
  page_type: string;
  metric: VitalsMetric;
  /** Milliseconds for LCP and INP, a unitless score for CLS. */
  value: number;
  rating: VitalsRating;
  device: string;
  navigation: string;
}

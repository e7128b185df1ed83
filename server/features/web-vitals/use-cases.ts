import { vitalsBeaconSchema, vitalsSummaryQuerySchema } from "#domain/schemas/web-vitals.ts";
import { useCase } from "#server/http/use-case.ts";
import { vitalsSummaryAnswer } from "./answers.ts";
import { recordVitals } from "./record-vitals.ts";
import { vitalsSummary } from "./vitals-summary.ts";

/** Real-user speed (docs/product/admin.md#real-user-speed): the pages' beacons, and the owner's percentiles. */

export const recordVitalsCase = useCase({
  name: "vitals.record",
  summary:
    "A sampled page view's Core Web Vitals, sent by the page with sendBeacon (JSON, as text/plain or application/json; at most 4 KB and a few an hour from one address)",
  access: "visitor",
  input: vitalsBeaconSchema,
  run: (shop, beacon, { ip }) => recordVitals(shop, beacon, { ip }),
  http: { method: "post", path: "/vitals", from: "beacon", status: 204 },
});

export const vitalsSummaryCase = useCase({
  name: "vitals.summary",
  summary: "The 75th percentile of LCP, INP and CLS per page type over the last `days` days (7 unless asked), rated",
  access: "admin",
  input: vitalsSummaryQuerySchema,
  run: (shop, { days }) => vitalsSummary(shop.db, { days }),
  answer: vitalsSummaryAnswer,
  present: (summary) => summary,
  http: { method: "get", path: "/admin/web-vitals" },
});

export const webVitalsUseCases = [recordVitalsCase, vitalsSummaryCase];

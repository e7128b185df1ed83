import { z } from "zod";
import { VITALS_KEEP_DAYS, VITALS_PAGE_TYPES, VITALS_RATINGS } from "#domain/web-vitals.ts";

/** The real-user speed answers as schemas: the OpenAPI document says them, the use cases are held to them. */

const percentile = z
  .object({
    p75: z
      .number()
      .meta({ description: "The 75th percentile (nearest rank): milliseconds for LCP and INP, a score for CLS" }),
    samples: z.number().int(),
    rating: z
      .enum(VITALS_RATINGS)
      .meta({ description: "Google's reading of the p75: LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25" }),
  })
  .nullable()
  .meta({ id: "VitalsPercentile", description: "Null when no sampled page view reported it" });

export const vitalsSummaryAnswer = z
  .object({
    days: z
      .number()
      .int()
      .meta({ description: `The window read, 1 to ${VITALS_KEEP_DAYS} days back from now` }),
    pages: z.array(
      z.object({
        page: z.enum(VITALS_PAGE_TYPES),
        samples: z.number().int().meta({ description: "Page views sampled" }),
        metrics: z.object({ LCP: percentile, INP: percentile, CLS: percentile }),
      }),
    ),
  })
  .meta({ id: "WebVitalsSummary", description: "Each page type with samples, most sampled first" });

import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import {
  VITALS_DAYS,
  VITALS_DEVICES,
  VITALS_KEEP_DAYS,
  VITALS_MAX,
  VITALS_METRICS,
  VITALS_NAVIGATIONS,
  VITALS_PAGE_TYPES,
} from "#domain/web-vitals.ts";

/** No person reads a refused beacon: one message says it, whatever was wrong in it. */
const invalid = { error: message("vitals.invalid") };

const sample = z
  .object(
    {
      name: z.enum(VITALS_METRICS, invalid),
      value: z.number(invalid).min(0, invalid),
    },
    invalid,
  )
  .refine((s) => s.value <= VITALS_MAX[s.name], { ...invalid, path: ["value"] });

/**
 * One page view's Core Web Vitals, as its page sends them when it is hidden (POST /api/vitals):
 * what kind of page, how it was reached and on what kind of device, and each metric once. Nothing
 * names the visitor, the address or what was on the page.
 */
export const vitalsBeaconSchema = z.object(
  {
    page: z.enum(VITALS_PAGE_TYPES, invalid),
    navigation: z.enum(VITALS_NAVIGATIONS, invalid),
    device: z.enum(VITALS_DEVICES, invalid),
    metrics: z
      .array(sample, invalid)
      .min(1, invalid)
      .max(VITALS_METRICS.length, invalid)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, invalid),
  },
  invalid,
);
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;

/** GET /api/admin/web-vitals: how many days back to read, the dashboard's week unless asked. */
export const vitalsSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: message("vitals.days", { max: VITALS_KEEP_DAYS }) })
    .int(message("vitals.days", { max: VITALS_KEEP_DAYS }))
    .min(1, message("vitals.days", { max: VITALS_KEEP_DAYS }))
    .max(VITALS_KEEP_DAYS, message("vitals.days", { max: VITALS_KEEP_DAYS }))
    .default(VITALS_DAYS),
});

import { message } from "#domain/i18n/message.ts";
import type { VitalsBeacon } from "#domain/schemas/web-vitals.ts";
import { vitalsRating } from "#domain/web-vitals.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import type { RateLimiter } from "#server/http/rate-limit.ts";

/**
 * Stores a page view's beacon (docs/product/admin.md#real-user-speed), each metric rated by
 * Google's thresholds here rather than trusting the browser's rating. At most VITALS_RATE_LIMIT
 * beacons an hour from one IP address; the address only keys that count and is never stored.
 */
export async function recordVitals(
  deps: { db: Database; vitalsLimiter: RateLimiter },
  beacon: VitalsBeacon,
  options: { ip: string; now?: Date },
): Promise<void> {
  changesNothingPublic();
  if (!(await deps.vitalsLimiter.hit(`ip:${options.ip}`))) throw new AppError(429, message("vitals.tooMany"));
  const recordedAt = (options.now ?? new Date()).toISOString();
  await deps.db
    .insertInto("web_vitals")
    .values(
      beacon.metrics.map(({ name, value }) => ({
        recorded_at: recordedAt,
        page_type: beacon.page,
        metric: name,
        value,
        rating: vitalsRating(name, value),
        device: beacon.device,
        navigation: beacon.navigation,
      })),
    )
    .execute();
}

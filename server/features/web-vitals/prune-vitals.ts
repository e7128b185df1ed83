import { VITALS_KEEP_DAYS } from "#domain/web-vitals.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import type { Database } from "#server/db/client.ts";

/**
 * Deletes samples older than VITALS_KEEP_DAYS (domain/web-vitals.ts), by a range of the index's
 * leading column. Run by the `prune-web-vitals` job (server/jobs.ts), one server per turn; two at
 * once would only find nothing left for the second. Answers how many were deleted.
 */
export async function pruneWebVitals(db: Database, now: Date = new Date()): Promise<number> {
  changesNothingPublic();
  const before = new Date(now.getTime() - VITALS_KEEP_DAYS * 86_400_000).toISOString();
  const deleted = await db.deleteFrom("web_vitals").where("recorded_at", "<", before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

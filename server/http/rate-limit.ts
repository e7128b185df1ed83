import { message } from "#domain/i18n/message.ts";
import type { Database } from "#server/db/client.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

/** What a caller over an identity limit is told (sign-up, reset: no password was guessed). */
export const TOO_MANY_REQUESTS = message("request.tooMany");

/**
 * Fixed windows per key (an IP, an account): enough to blunt scripted floods of sign-ups,
 * sign-ins, resets or reviews. Every key's count starts again when the window turns over.
 */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit for this window. */
  hit(key: string, now?: number): Promise<boolean>;
}

/** One process (SQLite): the counts live in memory. */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    async hit(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n <= limit;
    },
  };
}

/**
 * Several app servers (PostgreSQL): one counter row per bucket, key and window, bumped by an
 * upsert, so a caller spreading requests over the servers meets the same limit as on one.
 * Windows are aligned to the clock so every server agrees which one is current; old rows are
 * removed by the pruning job (pruneRateLimits).
 */
export function createSharedRateLimiter(db: Database, bucket: string, limit: number, windowMs: number): RateLimiter {
  return {
    async hit(key, now = Date.now()) {
      const windowStart = now - (now % windowMs);
      const row = await db
        .insertInto("rate_limit_counts")
        .values({ bucket, key, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc
            .columns(["bucket", "key", "window_start"])
            .doUpdateSet((eb) => ({ hits: eb("rate_limit_counts.hits", "+", 1) })),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      return Number(row.hits) <= limit;
    },
  };
}

/** Drops counters of windows that ended (the longest window we use is an hour). */
export async function pruneRateLimits(db: Database, now = Date.now(), longestWindowMs = 60 * 60_000): Promise<void> {
  changesNothingPublic();
  await db
    .deleteFrom("rate_limit_counts")
    .where("window_start", "<", now - longestWindowMs)
    .execute();
}

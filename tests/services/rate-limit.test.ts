import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRateLimiter,
  createSharedRateLimiter,
  pruneRateLimits,
  type RateLimiter,
} from "#server/http/rate-limit.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 22);

async function countsEachKeyPerWindow(limiter: RateLimiter) {
  const hits = [];
  for (const at of [T0, T0 + 1, T0 + 2]) hits.push(await limiter.hit("a", at));
  expect(hits).toEqual([true, true, false]);
  expect(await limiter.hit("b", T0 + 3)).toBe(true);
  expect(await limiter.hit("a", T0 + HOUR - 1)).toBe(false);
  expect(await limiter.hit("a", T0 + HOUR)).toBe(true);
}

describe("the in-memory rate limiter (one process)", () => {
  it("counts each key within a window of the given length, then starts again", async () => {
    await countsEachKeyPerWindow(createRateLimiter(2, HOUR));
  });
});

describe.each(DATABASE_KINDS)("the shared rate limiter on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("counts each key within a window of the given length, then starts again", async () => {
    await countsEachKeyPerWindow(createSharedRateLimiter(t.db, "test", 2, HOUR));
  });

  it("is one limit for every app server on the database, even under concurrent hits", async () => {
    const servers = [1, 2, 3].map(() => createSharedRateLimiter(t.db, "spread", 5, HOUR));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => servers[i % 3]!.hit("ip:203.0.113.9", T0)));
    expect(answers.filter(Boolean)).toHaveLength(5);
    // Another limiter's bucket is its own.
    expect(await createSharedRateLimiter(t.db, "other", 5, HOUR).hit("ip:203.0.113.9", T0)).toBe(true);
  });

  it("forgets windows that have ended", async () => {
    await pruneRateLimits(t.db, T0 + 3 * HOUR);
    const left = await t.db.selectFrom("rate_limit_counts").select("window_start").execute();
    expect(left).toEqual([]);
  });
});

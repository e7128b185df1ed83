import { describe, expect, it } from "vitest";
import { createRateLimiter } from "#server/services/rate-limit.ts";

describe("createRateLimiter", () => {
  it("counts each key within a window of the given length, then starts again", () => {
    const hour = 60 * 60 * 1000;
    const limiter = createRateLimiter(2, hour);
    const t0 = Date.UTC(2026, 10, 22);
    expect([limiter.hit("a", t0), limiter.hit("a", t0 + 1), limiter.hit("a", t0 + 2)]).toEqual([true, true, false]);
    expect(limiter.hit("b", t0 + 3)).toBe(true);
    expect(limiter.hit("a", t0 + hour - 1)).toBe(false);
    expect(limiter.hit("a", t0 + hour)).toBe(true);
  });
});

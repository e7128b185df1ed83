import { describe, expect, it } from "vitest";
import { createLoginGuard, LOCK_WINDOW_MS } from "#server/services/login-guard.ts";

describe("the login guard", () => {
  it("locks per account and address, and forgets what has expired", () => {
    const guard = createLoginGuard();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) guard.recordFailure("Asha@Example.in", "203.0.113.1", t0 + i);
    expect(guard.isLocked("asha@example.in", "203.0.113.1", t0 + 10)).toBe(true);
    expect(guard.isLocked("asha@example.in", "198.51.100.2", t0 + 10)).toBe(false);
    expect(guard.isLocked("asha@example.in", "203.0.113.1", t0 + LOCK_WINDOW_MS + 10)).toBe(false);

    for (let i = 0; i < 1000; i++) guard.recordFailure(`bot-${i}@example.in`, "203.0.113.1", t0);
    expect(guard.size()).toBe(1001);
    guard.recordFailure("late@example.in", "203.0.113.1", t0 + 2 * LOCK_WINDOW_MS);
    expect(guard.size()).toBe(1);

    for (let i = 0; i < 5; i++) guard.recordFailure("late@example.in", "203.0.113.1", t0 + 2 * LOCK_WINDOW_MS);
    guard.clear("LATE@example.in");
    expect(guard.isLocked("late@example.in", "203.0.113.1", t0 + 2 * LOCK_WINDOW_MS)).toBe(false);
  });
});

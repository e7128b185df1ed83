import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLoginGuard,
  createSharedLoginGuard,
  LOCK_WINDOW_MS,
  type LoginGuard,
  pruneLoginGuard,
} from "#server/features/accounts/login-guard.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const T0 = 1_000_000;

/**
 * The rules every guard keeps (docs/product/accounts.md#sign-in-limits): five failures per account
 * and address lock that pair.
 */
async function locksPerAccountAndAddress(guard: LoginGuard) {
  for (let i = 0; i < 5; i++) await guard.recordFailure("Asha@Example.in", "203.0.113.1", T0 + i);
  expect(await guard.isLocked("asha@example.in", "203.0.113.1", T0 + 10)).toBe(true);
  expect(await guard.isLocked("asha@example.in", "198.51.100.2", T0 + 10)).toBe(false);
  expect(await guard.isLocked("asha@example.in", "203.0.113.1", T0 + LOCK_WINDOW_MS + 10)).toBe(false);

  for (let i = 0; i < 4; i++) await guard.recordFailure("ravi@example.in", "203.0.113.1", T0 + i);
  await guard.recordSuccess("ravi@example.in", "203.0.113.1");
  await guard.recordFailure("ravi@example.in", "203.0.113.1", T0 + 5);
  expect(await guard.isLocked("ravi@example.in", "203.0.113.1", T0 + 6)).toBe(false);

  for (let i = 0; i < 5; i++) await guard.recordFailure("late@example.in", "203.0.113.1", T0 + 2 * LOCK_WINDOW_MS);
  await guard.clear("LATE@example.in");
  expect(await guard.isLocked("late@example.in", "203.0.113.1", T0 + 2 * LOCK_WINDOW_MS)).toBe(false);
}

describe("the in-memory login guard (one process)", () => {
  it("locks per account and address, a success or a reset lifts it", async () => {
    await locksPerAccountAndAddress(createLoginGuard());
  });

  it("forgets what has expired", async () => {
    const guard = createLoginGuard();
    for (let i = 0; i < 1000; i++) await guard.recordFailure(`bot-${i}@example.in`, "203.0.113.1", T0);
    expect(await guard.size()).toBe(1000);
    await guard.recordFailure("late@example.in", "203.0.113.1", T0 + 2 * LOCK_WINDOW_MS);
    expect(await guard.size()).toBe(1);
  });
});

describe.each(DATABASE_KINDS)("the shared login guard on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("locks per account and address, a success or a reset lifts it", async () => {
    await locksPerAccountAndAddress(createSharedLoginGuard(t.db));
  });

  it("counts failures made through different app servers together", async () => {
    const servers = [1, 2, 3].map(() => createSharedLoginGuard(t.db));
    for (let i = 0; i < 5; i++) await servers[i % 3]!.recordFailure("meera@example.in", "192.0.2.7", T0 + i);
    for (const server of servers) expect(await server.isLocked("meera@example.in", "192.0.2.7", T0 + 10)).toBe(true);
  });

  it("forgets what has expired", async () => {
    const guard = createSharedLoginGuard(t.db);
    await guard.recordFailure("old@example.in", "192.0.2.8", T0);
    const later = T0 + 3 * LOCK_WINDOW_MS;
    await pruneLoginGuard(t.db, later);
    expect(await guard.size(later)).toBe(0);
    expect(await t.db.selectFrom("login_failures").select("account").execute()).toEqual([]);
    expect(await t.db.selectFrom("login_locks").select("account").execute()).toEqual([]);
  });
});

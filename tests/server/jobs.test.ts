import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesNothingPublic, EVERYTHING, markChanged, productTag } from "#server/cache/cache-tags.ts";
import { createJobRunner, type Job } from "#server/jobs.ts";
import { localChangeFeed } from "#server/cache/change-feed.ts";
import { createLogger } from "#server/logger.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 10, 0, 5);
const logger = createLogger("silent");

describe.each(DATABASE_KINDS)("scheduled jobs on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("run once per turn however many app servers share the database", async () => {
    let runs = 0;
    const job: Job = { name: "count", everyMs: MINUTE, run: async () => void runs++ };
    const servers = [1, 2].map(() => createJobRunner({ db: t.db, logger, changes: localChangeFeed() }, [job]));

    const first = await Promise.all(servers.map((s) => s.tick(T0)));
    expect(runs).toBe(1);
    expect(first.flat()).toEqual(["count"]);
    // Later in the same minute, neither runs it again.
    expect((await Promise.all(servers.map((s) => s.tick(T0 + 30_000)))).flat()).toEqual([]);
    // The next minute is a new turn: once more, on one of them.
    await Promise.all(servers.map((s) => s.tick(T0 + MINUTE)));
    await Promise.all(servers.map((s) => s.tick(T0 + MINUTE + 1)));
    expect(runs).toBe(2);
  });

  it("tell the caches what they changed, everything when they do not say", async () => {
    const changes = localChangeFeed();
    const heard: Array<readonly string[]> = [];
    changes.subscribe((tags) => heard.push(tags));
    const runner = createJobRunner({ db: t.db, logger, changes }, [
      { name: "restock", everyMs: MINUTE, run: async () => markChanged([productTag("p1")]) },
      { name: "prune", everyMs: MINUTE, run: async () => changesNothingPublic() },
      { name: "unsaid", everyMs: MINUTE, run: async () => {} },
    ]);
    await runner.tick(T0);
    expect(heard).toEqual([[productTag("p1")], [EVERYTHING]]);
  });

  it("keeps going when a job fails: the others run, the failed one gets its next turn", async () => {
    let good = 0;
    let attempts = 0;
    const runner = createJobRunner({ db: t.db, logger, changes: localChangeFeed() }, [
      {
        name: "flaky",
        everyMs: MINUTE,
        run: async () => {
          attempts++;
          throw new Error("mail server down");
        },
      },
      { name: "steady", everyMs: MINUTE, run: async () => void good++ },
    ]);
    expect(await runner.tick(T0)).toEqual(["flaky", "steady"]);
    expect(await runner.tick(T0 + MINUTE)).toEqual(["flaky", "steady"]);
    expect([attempts, good]).toEqual([2, 2]);
  });
});

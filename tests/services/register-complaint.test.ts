import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { registerComplaint } from "#server/features/complaints/register-complaint.ts";
import { createRateLimiter } from "#server/http/rate-limit.ts";
import { createSettingsStore } from "#server/features/settings/settings.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const INPUT = {
  name: "Leela Menon",
  email: "leela@example.in",
  orderNumber: null,
  message: "The ashwagandha powder seal was broken on arrival.",
};

describe.each(DATABASE_KINDS)("complaint tickets on %s", (kind) => {
  let t: TestDatabase;
  const sent: Mail[] = [];
  const deps = () => ({
    db: t.db,
    mailer: { send: async (mail: Mail) => void sent.push(mail) },
    logger: createLogger("silent"),
    settings: createSettingsStore(t.db, t.kind),
    complaintLimiter: createRateLimiter(10_000, 3_600_000),
  });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("numbers 30 concurrent complaints 1…30 in their year: no repeats, no gaps", async () => {
    const now = new Date("2026-06-15T10:00:00+05:30");
    const shared = deps();
    const tickets = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        registerComplaint(shared, { input: { ...INPUT, name: `Customer ${i}` }, ip: "192.0.2.1", now }).then(
          (c) => c.ticket,
        ),
      ),
    );
    expect(tickets.toSorted((a, b) => a.localeCompare(b, "en", { numeric: true }))).toEqual(
      Array.from({ length: 30 }, (_, i) => `GR-2026-${i + 1}`),
    );
    expect(sent).toHaveLength(30);
  });

  it("starts each year again at 1, by India's calendar", async () => {
    // 31 December 2026, 19:00 UTC is already 1 January 2027 in India.
    const first = await registerComplaint(deps(), {
      input: INPUT,
      ip: "192.0.2.2",
      now: new Date("2026-12-31T19:00:00Z"),
    });
    expect(first.ticket).toBe("GR-2027-1");
    const later = await registerComplaint(deps(), {
      input: INPUT,
      ip: "192.0.2.2",
      now: new Date("2026-12-31T17:00:00Z"),
    });
    expect(later.ticket).toBe("GR-2026-31");
  });

  it("gives a number back when its complaint cannot be stored (one transaction)", async () => {
    const june = new Date("2026-06-20T10:00:00+05:30");
    // A stray row already holding the next ticket makes the insert fail after the counter moved.
    const stray = { ...(await t.db.selectFrom("complaints").selectAll().executeTakeFirstOrThrow()) };
    await t.db
      .insertInto("complaints")
      .values({ ...stray, id: "stray", ticket: "GR-2026-32", year: 1999, number: 1 })
      .execute();
    await expect(registerComplaint(deps(), { input: INPUT, ip: "192.0.2.3", now: june })).rejects.toThrow();
    await t.db.deleteFrom("complaints").where("id", "=", "stray").execute();
    const next = await registerComplaint(deps(), { input: INPUT, ip: "192.0.2.3", now: june });
    expect(next.ticket).toBe("GR-2026-32");
  });
});

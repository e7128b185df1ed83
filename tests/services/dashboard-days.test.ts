import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_DAYS } from "#domain/admin.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import { ensureProfile } from "#server/features/accounts/accounts.ts";
import { getDashboardStats } from "#server/features/dashboard/dashboard.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { orderRow } from "#tests/support/orders.ts";

/** Issue 15: the dashboard's days are India's (IST, UTC+5:30), whatever the server's time zone. */
describe.each(DATABASE_KINDS)("getDashboardStats' days on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("puts an order on its day in India: from 18:30 UTC it is the next day there", async () => {
    const order = (created_at: string, total_paise: number, status = "Order Successful" as const) =>
      orderRow({ user_id: "u", user_email: "u@example.in", created_at, total_paise, status });
    await ensureProfile(t.db, { userId: "u", email: "u@example.in", fullName: "Late Buyer" });
    await t.db
      .insertInto("orders")
      .values([
        order("2026-11-09T18:29:59.999Z", 100_00), // 9 Nov, 23:59 in India
        order("2026-11-09T18:30:00.000Z", 200_00), // 10 Nov, 00:00 in India
        order("2026-11-10T02:00:00.000Z", 400_00), // 10 Nov, 07:30 in India
        { ...order("2026-11-10T18:45:00.000Z", 800_00), status: ORDER_CANCELLED }, // 11 Nov: counted, no revenue
        order("2026-10-14T18:29:00.000Z", 1600_00), // 14 Oct in India: before the 30 days
        order("2026-10-14T18:31:00.000Z", 3200_00), // 15 Oct in India: the first of them
      ])
      .execute();

    // 20:00 UTC on 12 Nov is 01:30 on 13 Nov in India: that is today.
    const { daily } = await getDashboardStats(t.db, { ...t.config, now: new Date("2026-11-12T20:00:00Z") });
    expect(daily).toHaveLength(DASHBOARD_DAYS);
    expect(daily[0]!.day).toBe("2026-10-15");
    expect(daily.at(-1)!.day).toBe("2026-11-13");
    const on = (day: string) => daily.find((d) => d.day === day);
    expect(on("2026-10-15")).toEqual({ day: "2026-10-15", orders: 1, revenuePaise: 3200_00 });
    expect(on("2026-11-09")).toEqual({ day: "2026-11-09", orders: 1, revenuePaise: 100_00 });
    expect(on("2026-11-10")).toEqual({ day: "2026-11-10", orders: 2, revenuePaise: 600_00 });
    expect(on("2026-11-11")).toEqual({ day: "2026-11-11", orders: 1, revenuePaise: 0 });
    expect(daily.reduce((n, d) => n + d.orders, 0)).toBe(5);
  });
});

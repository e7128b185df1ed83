import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { down, up } from "#server/db/migrations/0013-unpaid-order-limits.ts";
import { ensureProfile } from "#server/features/accounts/accounts.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { orderRow } from "#tests/support/orders.ts";

describe.each(DATABASE_KINDS)("migration 0013 (which orders expire unpaid) on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("keeps older UPI orders expiring, except those ever reopened; older card and cash orders never expire", async () => {
    const user = { user_id: "u-0013", user_email: "u0013@example.in" };
    await ensureProfile(t.db, { userId: user.user_id, email: user.user_email, fullName: "Old Customer" });
    const awaiting = { payment_status: "Awaiting payment" } as const;
    const orders = {
      upi: orderRow({ ...user, ...awaiting, payment_method: "upi" }),
      reopened: orderRow({ ...user, ...awaiting, payment_method: "upi" }),
      card: orderRow({ ...user, ...awaiting, payment_method: "card" }),
      cod: orderRow({ ...user }),
    };
    await t.db.insertInto("orders").values(Object.values(orders)).execute();
    await t.db
      .insertInto("order_events")
      .values({
        id: "reopened-0013",
        order_id: orders.reopened.id,
        type: "status",
        from_value: "Order Cancelled",
        to_value: "Order Successful",
        note: null,
        actor: "admin",
        actor_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    // Run again over orders placed before it, as it runs on an existing shop's database.
    const raw = t.db as unknown as Kysely<unknown>;
    await down(raw);
    await up(raw);

    const rows = await t.db
      .selectFrom("orders")
      .select(["id", "expires_unpaid"])
      .where("user_id", "=", user.user_id)
      .execute();
    const expires = Object.fromEntries(rows.map((r) => [r.id, Number(r.expires_unpaid)]));
    expect({
      upi: expires[orders.upi.id],
      reopened: expires[orders.reopened.id],
      card: expires[orders.card.id],
      cod: expires[orders.cod.id],
    }).toEqual({ upi: 1, reopened: 0, card: 0, cod: 0 });
  });
});

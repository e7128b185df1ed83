import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAID, PAYMENT_SUBMITTED } from "#domain/payments.ts";
import * as utrUnique from "#server/db/migrations/0014-utr-unique.ts";
import { ensureProfile } from "#server/features/accounts/accounts.ts";
import { orderRow } from "#tests/support/orders.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const CUSTOMER = { userId: "utr-customer", email: "utr@example.in", fullName: "Asha Verma" };

describe.each(DATABASE_KINDS)("migration 0014 (one order per UTR) on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  const upiOrder = (id: string, utr: string, paymentStatus: typeof PAID | typeof PAYMENT_SUBMITTED, day: string) =>
    orderRow({
      id,
      user_id: CUSTOMER.userId,
      user_email: CUSTOMER.email,
      payment_method: "upi",
      payment_status: paymentStatus,
      utr,
      created_at: `2026-11-${day}T10:00:00.000Z`,
    });

  it("keeps a UTR given before on one order (the paid one, else the oldest) and tells the others why", async () => {
    // An install from before the migration: the index absent, one UTR on several orders.
    // Migrations run beside the typed schema, on the bare database.
    const bare = t.db as unknown as Kysely<unknown>;
    await utrUnique.down(bare);
    await ensureProfile(t.db, CUSTOMER);
    await t.db
      .insertInto("orders")
      .values([
        upiOrder("dup-a", "412345678901", PAYMENT_SUBMITTED, "01"),
        upiOrder("dup-b", "412345678901", PAID, "02"),
        upiOrder("dup-c", "412345678901", PAYMENT_SUBMITTED, "03"),
        upiOrder("dup-d", "512345678901", PAYMENT_SUBMITTED, "04"),
        upiOrder("dup-e", "512345678901", PAYMENT_SUBMITTED, "05"),
        upiOrder("alone", "612345678901", PAYMENT_SUBMITTED, "06"),
      ])
      .execute();

    await utrUnique.up(bare);

    const orders = await t.db
      .selectFrom("orders")
      .select(["id", "utr", "payment_status"])
      .where("id", "like", "dup-%")
      .orderBy("id")
      .execute();
    expect(orders).toEqual([
      { id: "dup-a", utr: null, payment_status: PAYMENT_SUBMITTED },
      { id: "dup-b", utr: "412345678901", payment_status: PAID },
      { id: "dup-c", utr: null, payment_status: PAYMENT_SUBMITTED },
      { id: "dup-d", utr: "512345678901", payment_status: PAYMENT_SUBMITTED },
      { id: "dup-e", utr: null, payment_status: PAYMENT_SUBMITTED },
    ]);
    const notes = await t.db
      .selectFrom("order_events")
      .select(["order_id", "note", "actor"])
      .where("order_id", "like", "dup-%")
      .orderBy("order_id")
      .execute();
    expect(notes).toEqual([
      { order_id: "dup-a", note: "UTR 412345678901 removed: it was also given for order dup-b", actor: "system" },
      { order_id: "dup-c", note: "UTR 412345678901 removed: it was also given for order dup-b", actor: "system" },
      { order_id: "dup-e", note: "UTR 512345678901 removed: it was also given for order dup-d", actor: "system" },
    ]);
    // From now on the database itself refuses a second order with a UTR.
    await expect(
      t.db.updateTable("orders").set({ utr: "612345678901" }).where("id", "=", "dup-a").execute(),
    ).rejects.toThrow();
  });
});

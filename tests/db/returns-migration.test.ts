import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAID, REFUND_DUE, REFUNDED } from "#domain/payments.ts";
import * as returns from "#server/db/migrations/0022-returns.ts";
import { ensureProfile } from "#server/features/accounts/accounts.ts";
import { orderRow } from "#tests/support/orders.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const CUSTOMER = { userId: "cancelled-customer", email: "cancelled@example.in", fullName: "Asha Verma" };

describe.each(DATABASE_KINDS)("migration 0022 (refunds paid by hand) on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  /** An order as an install before 0022 kept it: without the column 0022 adds. */
  const before = (id: string, method: "upi" | "cod" | "online", paymentStatus: string) => {
    const { replacement_for_return_id: _added, ...row } = orderRow({
      id,
      user_id: CUSTOMER.userId,
      user_email: CUSTOMER.email,
      status: "Order Cancelled",
      payment_method: method,
      payment_status: paymentStatus as typeof PAID,
      total_paise: 563_00,
    });
    return row;
  };

  it("counts what orders paid by hand and cancelled owed or paid back, so none is refunded twice", async () => {
    // Migrations run beside the typed schema, on the bare database.
    const bare = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await returns.down(bare as Kysely<unknown>);
    await ensureProfile(t.db, CUSTOMER);
    await bare
      .insertInto("orders")
      .values([
        before("owed", "upi", REFUND_DUE),
        before("paid-back", "cod", REFUNDED),
        before("kept", "upi", PAID),
        before("online", "online", REFUND_DUE),
      ])
      .execute();

    await returns.up(bare as Kysely<unknown>);

    const orders = await t.db
      .selectFrom("orders")
      .select(["id", "refund_requested_paise", "refunded_paise"])
      .where("id", "in", ["owed", "paid-back", "kept", "online"])
      .orderBy("id")
      .execute();
    expect(orders).toEqual([
      { id: "kept", refund_requested_paise: 0, refunded_paise: 0 },
      { id: "online", refund_requested_paise: 0, refunded_paise: 0 },
      { id: "owed", refund_requested_paise: 563_00, refunded_paise: 0 },
      { id: "paid-back", refund_requested_paise: 563_00, refunded_paise: 563_00 },
    ]);
    const refunds = await t.db
      .selectFrom("refunds")
      .select(["order_id", "amount_paise", "status", "channel", "payment_id"])
      .where("order_id", "in", ["owed", "paid-back", "kept", "online"])
      .orderBy("order_id")
      .execute();
    expect(refunds).toEqual([
      { order_id: "owed", amount_paise: 563_00, status: "requested", channel: "manual", payment_id: null },
      { order_id: "paid-back", amount_paise: 563_00, status: "processed", channel: "manual", payment_id: null },
    ]);
  });
});

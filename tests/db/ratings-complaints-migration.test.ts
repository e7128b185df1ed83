import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as migration from "#server/db/migrations/0024-ratings-and-own-complaints.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("migration 0024 (one rating, own complaints) on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  const complaint = (ticket: string, email: string) => ({
    id: randomUUID(),
    ticket,
    year: 2026,
    number: Number(ticket.slice(-1)),
    name: "Asha Verma",
    email,
    order_id: null,
    message: "The neem sapling arrived with its roots dried out.",
    status: "Open",
    reply: null,
    received_at: "2026-10-01T05:00:00.000Z",
    resolved_at: null,
    resolved_by: null,
  });

  it("rates each product from its shown reviews, and gives old complaints to the account of their e-mail", async () => {
    const customer = await signUp(api, "Asha Verma");
    // Migrations run beside the typed schema, on the bare database.
    const bare = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await migration.down(bare as Kysely<unknown>);
    const [reviewed, unreviewed] = await t.db.selectFrom("products").select(["id", "title"]).limit(2).execute();
    await bare.updateTable("products").set({ rating: 4.8 }).execute();
    await bare.deleteFrom("reviews").execute();
    const shown = (rating: number, hidden_at: string | null = null) => ({
      id: randomUUID(),
      name: "Ravi",
      email: "ravi@example.in",
      title: "Good plant",
      review: "Healthy and well packed.",
      rating,
      recommend: 1,
      plant_type: reviewed!.title,
      user_id: null,
      created_at: "2026-10-01T05:00:00.000Z",
      hidden_at,
      hidden_by: null,
    });
    await bare
      .insertInto("reviews")
      .values([shown(5), shown(4), shown(1, "2026-10-02T05:00:00.000Z")])
      .execute();
    await bare
      .insertInto("complaints")
      .values([complaint("GR-2026-1", customer.email.toUpperCase()), complaint("GR-2026-2", "someone@example.in")])
      .execute();

    await migration.up(bare as Kysely<unknown>);

    const rated = await t.db
      .selectFrom("products")
      .select(["id", "rating", "review_count"])
      .where("id", "in", [reviewed!.id, unreviewed!.id])
      .execute();
    expect(rated.find((p) => p.id === reviewed!.id)).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(rated.find((p) => p.id === unreviewed!.id)).toMatchObject({ rating: 0, review_count: 0 });
    const owners = await t.db.selectFrom("complaints").select(["ticket", "user_id"]).orderBy("ticket").execute();
    expect(owners).toEqual([
      { ticket: "GR-2026-1", user_id: customer.id },
      { ticket: "GR-2026-2", user_id: null },
    ]);
  });
});

import type { Kysely } from "kysely";

/**
 * Grievances (Consumer Protection (E-Commerce) Rules, 2020): each complaint with its ticket
 * `GR-{year}-{n}`, and a counter per year from which n is taken inside the complaint's own
 * transaction (the counter row's lock keeps n gap-free under concurrent complaints).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("complaint_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("complaints")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("ticket", "text", (c) => c.notNull().unique())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reply", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "text")
    .addUniqueConstraint("complaints_year_number_key", ["year", "number"])
    .execute();
  await db.schema.createIndex("complaints_status_idx").on("complaints").columns(["status", "received_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("complaints").execute();
  await db.schema.dropTable("complaint_counters").execute();
}

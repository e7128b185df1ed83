import type { Kysely } from "kysely";

/**
 * The shop's own particulars (name, address, GSTIN, UPI ID, grievance officer…), one JSON
 * document per key, checked by its zod schema whenever it is written or read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").execute();
}

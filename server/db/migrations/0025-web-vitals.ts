import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Real-user speed (docs/product/admin.md#real-user-speed): one row per metric of a sampled page
 * view, as its browser measured it. Nothing in a row names the visitor: no user, no address, no
 * cookie, no IP, no page address; only the kind of page, the device class and how it was reached.
 * - `value`: milliseconds for LCP and INP, a unitless score for CLS; double precision on
 *   PostgreSQL (its `real` keeps only six digits), SQLite's `real` is already eight bytes.
 * - `rating`: Google's reading of the value (domain/web-vitals.ts), rated by the server.
 * - The index leads with `recorded_at`: the dashboard reads the last days and the pruning job
 *   deletes the oldest, both by a range of it; the other columns let the dashboard's percentiles
 *   be read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("web_vitals")
    .addColumn("id", postgres ? "bigserial" : "integer", (c) => c.primaryKey())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("page_type", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull().check(sql`metric in ('LCP', 'INP', 'CLS')`))
    .addColumn("value", postgres ? "double precision" : "real", (c) => c.notNull().check(sql`value >= 0`))
    .addColumn("rating", "text", (c) => c.notNull().check(sql`rating in ('good', 'needs-improvement', 'poor')`))
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("navigation", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("web_vitals_recorded_idx")
    .on("web_vitals")
    .columns(["recorded_at", "page_type", "metric", "value"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("web_vitals").execute();
}

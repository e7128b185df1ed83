import { type Kysely, PostgresAdapter } from "kysely";

/**
 * What several app servers on one PostgreSQL must agree on, kept in the database they share:
 * rate-limit counters per fixed window, failed sign-ins and the blocks they earn, when each
 * scheduled job is next due (claimed with a guarded update, so a run happens once across
 * servers), and the pictures themselves for operators without an object store.
 * Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counts")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_counts_pkey", ["bucket", "key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_counts_window_idx").on("rate_limit_counts").column("window_start").execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("failed_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_account_idx").on("login_failures").columns(["account", "ip"]).execute();
  await db.schema.createIndex("login_failures_time_idx").on("login_failures").column("failed_at").execute();

  await db.schema
    .createTable("login_locks")
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("locked_until", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("login_locks_pkey", ["account", "ip"])
    .execute();

  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("next_run_at", "bigint", (c) => c.notNull())
    .execute();

  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("media_files")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("data", binary, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["media_files", "scheduled_jobs", "login_locks", "login_failures", "rate_limit_counts"]) {
    await db.schema.dropTable(table).execute();
  }
}

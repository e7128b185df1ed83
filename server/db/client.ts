import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { ensurePrivateFile } from "#server/http/private-files.ts";
import type { DB } from "./schema.ts";
import { WithoutNulPlugin } from "./without-nul.ts";

export type Database = Kysely<DB>;
export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// COUNT and SUM come back from PostgreSQL as int8 strings; our sums fit a double safely.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

const plugins = [new WithoutNulPlugin()];

/** PostgreSQL when a URL is given, else the embedded SQLite file in DATA_DIR. Same queries on both. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can drop (a database restart, an admin's terminate); the pool replaces
    // it on next use. Unhandled, that error would take the whole process down.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const path = join(options.dataDir, "vanaushadhi.db");
  // SQLite gives its -wal and -shm files the database file's own mode.
  ensurePrivateFile(path);
  const file = new SQLite(path);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma("synchronous = NORMAL");
  file.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }), plugins });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

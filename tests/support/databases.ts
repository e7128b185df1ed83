import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Config, loadConfig } from "#server/config.ts";
import { type Database, type DatabaseKind, openDatabase } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Runs one statement on the server of TEST_DATABASE_URL (CREATE/DROP DATABASE need their own connection). */
async function onPostgresServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database per test file: a SQLite file in a temp dir, or a PostgreSQL
 * database of its own (dropped on close), so files can run in parallel.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "vanaushadhi-test-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const name = `vanaushadhi_t_${randomBytes(6).toString("hex")}`;
    await onPostgresServer(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });
  const handle = openDatabase(config);
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    kind,
    config,
    dataDir,
    async close() {
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

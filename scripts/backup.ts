import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { backupDataDir } from "../server/ops/backup.ts";

/** `npm run backup [-- <archive.tar.gz>]`: a consistent online backup of DATA_DIR (SQLite + pictures). */
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump; this command backs up the SQLite shop.");
    process.exit(1);
  }
  const archive = process.argv[2]
    ? resolve(process.argv[2])
    : join(config.dataDir, "backups", `vanaushadhi-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  mkdirSync(join(archive, ".."), { recursive: true });
  await backupDataDir(config.dataDir, archive);
  console.log(`Backup written to ${archive}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

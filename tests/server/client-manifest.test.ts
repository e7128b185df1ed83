import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueChunks } from "#server/client-manifest.ts";

describe("the catalogue chunk a page preloads", () => {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is each language's chunk from the client build's manifest", () => {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(
      join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "domain/i18n/en/browser.ts": { file: "assets/browser-EN1.js", isDynamicEntry: true },
        "domain/i18n/hi/browser.ts": { file: "assets/browser-HI2.js", isDynamicEntry: true },
        "app/root.tsx": { file: "assets/root-X.js" },
      }),
    );
    expect(catalogueChunks(dir)).toEqual({ en: "/assets/browser-EN1.js", hi: "/assets/browser-HI2.js" });
  });

  it("is nothing without a manifest: the page then loads its texts without a preload", () => {
    expect(catalogueChunks(join(dir, "missing"))).toEqual({});
  });
});

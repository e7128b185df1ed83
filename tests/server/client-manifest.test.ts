import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { textChunks } from "#server/client-manifest.ts";

describe("the catalogue chunks a page preloads", () => {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are each language's namespace chunks from the client build's manifest", () => {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(
      join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "domain/i18n/en/common.ts": { file: "assets/texts-en-page-EN1.js", isDynamicEntry: true },
        "domain/i18n/en/catalogue.ts": { file: "assets/texts-en-page-EN1.js", isDynamicEntry: true },
        "domain/i18n/hi/common.ts": { file: "assets/texts-hi-page-HI2.js", isDynamicEntry: true },
        "domain/i18n/hi/messages.ts": { file: "assets/texts-hi-messages-HI3.js", isDynamicEntry: true },
        // Bundled into another chunk rather than loaded on its own: nothing to preload.
        "domain/i18n/en/messages.ts": { file: "assets/message-key-X.js" },
        "app/root.tsx": { file: "assets/root-X.js" },
      }),
    );
    expect(textChunks(dir)).toEqual({
      en: { common: "/assets/texts-en-page-EN1.js", catalogue: "/assets/texts-en-page-EN1.js" },
      hi: { common: "/assets/texts-hi-page-HI2.js", messages: "/assets/texts-hi-messages-HI3.js" },
    });
  });

  it("are none without a manifest: the page then loads its texts without a preload", () => {
    expect(textChunks(join(dir, "missing"))).toEqual({});
  });
});

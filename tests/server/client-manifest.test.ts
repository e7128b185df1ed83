import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { textChunks } from "#server/http/client-manifest.ts";

describe("the catalogue chunks a page preloads", () => {
  const dir = mkdtempSync(join(tmpdir(), "client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are each language's namespace chunks from the client build's manifest", () => {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(
      join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "_texts-en-page-EN1.js": { file: "assets/texts-en-page-EN1.js", name: "texts-en-page", isDynamicEntry: true },
        "domain/i18n/hi/messages.ts": {
          file: "assets/texts-hi-messages-HI3.js",
          name: "texts-hi-messages",
          src: "domain/i18n/hi/messages.ts",
          isDynamicEntry: true,
        },
        "app/root.tsx": { file: "assets/root-X.js", name: "root" },
      }),
    );
    const page = "/assets/texts-en-page-EN1.js";
    expect(textChunks(dir)).toEqual({
      en: { common: page, ui: page, catalogue: page },
      hi: { messages: "/assets/texts-hi-messages-HI3.js" },
    });
  });

  it("are none without a manifest: the page then loads its texts without a preload", () => {
    expect(textChunks(join(dir, "missing"))).toEqual({});
  });
});

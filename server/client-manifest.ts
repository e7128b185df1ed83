import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language } from "#domain/i18n/languages.ts";

/**
 * The browser chunk of each language's catalogue, from the client build's manifest: the page
 * preloads its language's chunk beside the entry's, so hydration never waits a round trip for
 * the texts (entry.client.tsx imports it before hydrating). Without a manifest, nothing is preloaded.
 */
export function catalogueChunks(clientDir: string): Partial<Record<Language, string>> {
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return {};
  }
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const chunk = manifest[`domain/i18n/${language}/browser.ts`];
      return chunk ? [[language, `/${chunk.file}`]] : [];
    }),
  );
}

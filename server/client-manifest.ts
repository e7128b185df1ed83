import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLanguage, type Language } from "#domain/i18n/languages.ts";

const NAMESPACE_MODULE = /^domain\/i18n\/(\w+)\/(\w+)\.ts$/;

/**
 * The browser chunk of each namespace of each language's catalogue, from the client build's
 * manifest (app/lib/text-chunks.ts imports them): a page preloads those its render read, so
 * hydration never waits a round trip for its texts. Without a manifest, nothing is preloaded.
 */
export function textChunks(clientDir: string): Partial<Record<Language, Record<string, string>>> {
  let manifest: Record<string, { file: string; isDynamicEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return {};
  }
  const chunks: Partial<Record<Language, Record<string, string>>> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const [, language, namespace] = NAMESPACE_MODULE.exec(source) ?? [];
    if (!chunk.isDynamicEntry || !namespace || !isLanguage(language)) continue;
    (chunks[language] ??= {})[namespace] = `/${chunk.file}`;
  }
  return chunks;
}

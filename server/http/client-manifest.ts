import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLanguage, type Language } from "#domain/i18n/languages.ts";
import { TEXT_GROUPS } from "#domain/i18n/text-groups.ts";

const TEXT_CHUNK = /^texts-(\w+)-(\w+)$/;

/**
 * The browser chunk of each namespace of each language's catalogue, from the client build's
 * manifest (`texts-<language>-<group>`, see domain/i18n/text-groups.ts): a page preloads those
 * its render read, so hydration never waits a round trip for its texts. Without a manifest,
 * nothing is preloaded.
 */
export function textChunks(clientDir: string): Partial<Record<Language, Record<string, string>>> {
  let manifest: Record<string, { file: string; name?: string }>;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return {};
  }
  const chunks: Partial<Record<Language, Record<string, string>>> = {};
  for (const chunk of Object.values(manifest)) {
    const [, language, group] = TEXT_CHUNK.exec(chunk.name ?? "") ?? [];
    if (!isLanguage(language)) continue;
    for (const [namespace, itsGroup] of Object.entries(TEXT_GROUPS)) {
      if (itsGroup === group) (chunks[language] ??= {})[namespace] = `/${chunk.file}`;
    }
  }
  return chunks;
}

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { common } from "./domain/i18n/en/common.ts";

/**
 * Noto Sans Devanagari, subset when the app is built and imported as `@subset-fonts/<name>.woff2`
 * (app.css, root.tsx):
 * - `devanagari-400`, `devanagari-600`: every code point of the Devanagari block (customers
 *   write Hindi the interface never shows), ZWJ/ZWNJ and the dotted circle, with all of the
 *   font's OpenType features (GSUB/GPOS: conjuncts, half forms, matras, reph), so any Hindi
 *   text shapes as with the full font. Dropped: Vedic Extensions, Devanagari Extended(-A),
 *   North Indic number forms and hinting, which Hindi never needs.
 * - `devanagari-label-600`: only the glyphs of the English pages' language switch ('हिन्दी'),
 *   a couple of KB, so English pages draw it without the whole script.
 * Kept between builds in node_modules/.cache, named by what they were made from.
 */

const DEVANAGARI = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, i) => 0x900 + i), 0x200c, 0x200d, 0x25cc);
const source = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );

const SUBSET_FONTS: Record<string, { weight: number; text: string }> = {
  "devanagari-400": { weight: 400, text: DEVANAGARI },
  "devanagari-600": { weight: 600, text: DEVANAGARI },
  "devanagari-label-600": { weight: 600, text: common["language.switch"] },
};

const CACHE = resolve("node_modules/.cache/subset-fonts");

async function subset(name: string, { weight, text }: { weight: number; text: string }): Promise<string> {
  const font = readFileSync(source(weight));
  const key = createHash("sha256").update(font).update(text).update("no-hinting").digest("hex").slice(0, 16);
  const file = join(CACHE, `${name}-${key}.woff2`);
  if (existsSync(file)) return file;
  const subsetted = await subsetFont(font, text, { targetFormat: "woff2", noHinting: true });
  mkdirSync(CACHE, { recursive: true });
  // Parallel builds share the cache: each writes its own file and moves it in whole.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, subsetted);
  renameSync(partial, file);
  return file;
}

export function subsetFontsPlugin(): Plugin {
  return {
    name: "subset-fonts",
    async config() {
      const files = await Promise.all(Object.entries(SUBSET_FONTS).map(([name, spec]) => subset(name, spec)));
      const names = Object.keys(SUBSET_FONTS);
      return {
        resolve: {
          // A query (`?url`) stays on: the address alone is replaced.
          alias: names.map((name, i) => ({
            find: new RegExp(`^@subset-fonts/${name}\\.woff2(?=\\?|$)`),
            replacement: files[i]!,
          })),
        },
      };
    },
  };
}

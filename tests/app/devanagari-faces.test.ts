import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { common as en } from "#domain/i18n/en/common.ts";

/** The code points a `unicode-range` lists (`U+0926, U+093F-0940`). */
function rangeOf(face: string): Set<number> {
  const range = /unicode-range:([^;]+);/.exec(face)![1]!;
  return new Set(
    range.split(",").flatMap((part) => {
      const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
      const start = Number.parseInt(from!, 16);
      return Array.from({ length: Number.parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
    }),
  );
}

const faces = readFileSync("app/devanagari.css", "utf8").match(/@font-face\s*\{[^}]*\}/g)!;
const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0)!);

describe("the Devanagari faces", () => {
  it("the English pages' label face covers the language switch, and nothing else", () => {
    const label = faces.find((face) => face.includes('"Noto Sans Devanagari Label"'))!;
    expect([...rangeOf(label)].sort()).toEqual([...new Set(codePoints(en["language.switch"]))].sort());
  });

  it("the script's faces cover the whole Devanagari block, the joiners and the dotted circle", () => {
    const script = faces.filter((face) => face.includes('"Noto Sans Devanagari";'));
    expect(script).toHaveLength(2);
    for (const face of script) {
      const range = rangeOf(face);
      for (let code = 0x900; code <= 0x97f; code++) expect(range.has(code)).toBe(true);
      for (const code of [0x200c, 0x200d, 0x25cc]) expect(range.has(code)).toBe(true);
    }
  });
});

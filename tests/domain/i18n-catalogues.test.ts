import { describe, expect, it } from "vitest";
import { catalogues } from "#domain/i18n/catalogues.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

const namespaces = Object.keys(catalogues.en) as Array<keyof typeof catalogues.en>;

describe("the message catalogues", () => {
  it("have the same namespaces in English and Hindi", () => {
    expect(Object.keys(catalogues.hi).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    const en: Record<string, string> = catalogues.en[namespace];
    const hi: Record<string, string> = catalogues.hi[namespace];

    it("has every English key in Hindi and no Hindi key that English lacks", () => {
      expect(Object.keys(hi).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in hi))).toEqual([]);
    });

    it("fills the same {{placeholders}} in both languages", () => {
      const differing = Object.keys(en).filter(
        (key) => key in hi && placeholders(en[key]!).join() !== placeholders(hi[key]!).join(),
      );
      expect(differing).toEqual([]);
    });

    it("has no empty text", () => {
      const empty = [...Object.entries(en), ...Object.entries(hi)].filter(([, text]) => text.trim() === "");
      expect(empty).toEqual([]);
    });

    it("is written in Devanagari in Hindi, where the text has words at all", () => {
      // A text of names, codes or numbers alone (an e-mail address, "GSTIN", "₹") may stay as it is.
      const words = (text: string) => text.replace(/\{\{\w+\}\}|https?:\/\/\S*/g, "");
      const untranslated = Object.entries(hi).filter(
        ([key, text]) => !DEVANAGARI.test(text) && /[a-z]{4,}/.test(words(text)) && text === en[key],
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  });
});

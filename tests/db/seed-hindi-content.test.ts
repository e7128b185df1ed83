import { describe, expect, it } from "vitest";
import { DEFAULT_VARIANT_NAME } from "#domain/catalogue/variants.ts";
import {
  HINDI_ARTICLE_TEXT,
  HINDI_OPTION_NAMES,
  HINDI_PRODUCT_TEXT,
  hindiVariantName,
} from "#server/db/seed/hindi-text.ts";
import { nurseries } from "#server/db/seed/nurseries.ts";
import { furtherArticles, plants } from "#server/db/seed/plants.ts";

const DEVANAGARI = /[\u0900-\u097F]/u;

/** docs/product/language.md#what-is-translated: the demo catalogue reads in Hindi, not only its names. */
describe("the demo catalogue's Hindi content", () => {
  it("names the ways a product is sold in Hindi, by pattern", () => {
    expect(hindiVariantName("5-inch pot")).toBe("5 इंच का गमला");
    expect(hindiVariantName("8-inch pot (2 ft)")).toBe("8 इंच का गमला (2 फ़ुट)");
    expect(hindiVariantName("8-inch nursery bag")).toBe("8 इंच की नर्सरी थैली");
    expect(hindiVariantName("Seeds, 200")).toBe("बीज, 200");
    expect(hindiVariantName("Seeds, 100 g")).toBe("बीज, 100 ग्राम");
    expect(hindiVariantName("Live plant")).toBe("जीवित पौधा");
    expect(hindiVariantName(DEFAULT_VARIANT_NAME)).toBeNull();
    expect(() => hindiVariantName("Gift box")).toThrow(/Gift box/);
  });

  it("gives every demo variant and option a Hindi name", () => {
    for (const p of plants) {
      if (p.optionName) expect(HINDI_OPTION_NAMES[p.optionName], p.slug).toMatch(DEVANAGARI);
      for (const v of p.variants) {
        if (p.optionName) expect(v.nameHi, `${p.slug} ${v.name}`).toMatch(DEVANAGARI);
        else expect(v.nameHi ?? null, p.slug).toBeNull();
      }
    }
  });

  it("has a Hindi description and article for every demo product, and only for those", () => {
    const slugs = new Set(plants.map((p) => p.slug));
    expect(Object.keys(HINDI_PRODUCT_TEXT).filter((slug) => !slugs.has(slug))).toEqual([]);
    for (const p of plants) {
      const text = HINDI_PRODUCT_TEXT[p.slug];
      expect(text?.description, p.slug).toMatch(DEVANAGARI);
    }
  });

  it("has every article in Hindi, each section written", () => {
    for (const slug of [...plants.map((p) => p.slug), ...furtherArticles.map((a) => a.slug)]) {
      const article = HINDI_ARTICLE_TEXT[slug];
      expect(article, slug).toBeDefined();
      for (const [section, text] of Object.entries(article!)) expect(text, `${slug} ${section}`).toMatch(DEVANAGARI);
    }
  });

  it("gives every nursery its hours in Hindi", () => {
    for (const n of nurseries) {
      expect(n.hoursHi, n.title).toMatch(DEVANAGARI);
      expect(n.hoursHi, n.title).not.toBe(n.hours);
    }
  });
});

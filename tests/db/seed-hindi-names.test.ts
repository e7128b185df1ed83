import { describe, expect, it } from "vitest";
import { HINDI_NAMES } from "#server/db/seed/hindi-names.ts";
import { plants } from "#server/db/seed/plants.ts";

/** docs/product/language.md#hindi-product-names: the demo plants have a Hindi name, shown in Hindi and searched. */
describe("the demo catalogue's Hindi names", () => {
  it("gives every demo plant and product a Hindi name in Devanagari", () => {
    for (const p of plants) {
      expect(p.titleHi, p.slug).toMatch(/^[\u0900-\u097F][\u0900-\u097F\s()–\-0-9]*$/u);
      expect(p.titleHi.length, p.slug).toBeLessThanOrEqual(150);
    }
  });

  it("names the well-known plants as Hindi speakers know them", () => {
    const byTitle = new Map(plants.map((p) => [p.title, p.titleHi]));
    expect(byTitle.get("Tulsi (Holy Basil)")).toBe("तुलसी");
    expect(byTitle.get("Ashwagandha")).toBe("अश्वगंधा");
    expect(byTitle.get("Neem")).toBe("नीम");
    expect(byTitle.get("Brahmi")).toBe("ब्राह्मी");
    expect(byTitle.get("Aloe Vera (Ghritkumari)")).toMatch(/^घृतकुमारी/);
    expect(byTitle.get("Amla (Indian Gooseberry)")).toBe("आंवला");
  });

  it("keeps no Hindi name for a product the catalogue no longer has", () => {
    const slugs = new Set(plants.map((p) => p.slug));
    expect(Object.keys(HINDI_NAMES).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("gives distinct plants distinct Hindi names", () => {
    expect(new Set(plants.map((p) => p.titleHi)).size).toBe(plants.length);
  });
});

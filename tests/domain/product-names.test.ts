import { describe, expect, it } from "vitest";
import { inLanguage, orderLineNamed, productNames, productNameText } from "#domain/catalogue/names.ts";

/** docs/product/language.md#what-is-translated: the Hindi name leads, the English follows as a second line. */
describe("a product's names for a reader", () => {
  const tulsi = {
    title: "Tulsi (Holy Basil)",
    titleHi: "तुलसी",
    variantName: "5-inch pot",
    variantNameHi: "5 इंच का गमला",
  };

  it("leads with the Hindi name and variant in Hindi, and keeps the English as the second line", () => {
    expect(productNames("hi", tulsi)).toEqual({
      name: "तुलसी — 5 इंच का गमला",
      english: "Tulsi (Holy Basil) — 5-inch pot",
    });
    expect(productNameText("hi", tulsi)).toBe("तुलसी — 5 इंच का गमला / Tulsi (Holy Basil) — 5-inch pot");
  });

  it("names it in English alone in English, and where the shop wrote no Hindi", () => {
    expect(productNames("en", tulsi)).toEqual({ name: "Tulsi (Holy Basil) — 5-inch pot", english: null });
    expect(productNames("hi", { title: "Neem" })).toEqual({ name: "Neem", english: null });
    expect(productNames("hi", { title: "Neem", titleHi: "नीम" })).toEqual({ name: "नीम", english: "Neem" });
  });

  it("keeps English where one part has no Hindi", () => {
    expect(productNames("hi", { ...tulsi, variantNameHi: null }).name).toBe("तुलसी — 5-inch pot");
    expect(inLanguage("hi", "Mon–Sat", null)).toBe("Mon–Sat");
    expect(inLanguage("hi", "Mon–Sat", "सोम–शनि")).toBe("सोम–शनि");
    expect(inLanguage("en", "Mon–Sat", "सोम–शनि")).toBe("Mon–Sat");
  });

  it("takes an order line's variant off its kept title to name it in Hindi", () => {
    const line = {
      title: "Tulsi (Holy Basil) — 5-inch pot",
      titleHi: "तुलसी",
      variantName: "5-inch pot",
      variantNameHi: "5 इंच का गमला",
    };
    expect(productNames("hi", orderLineNamed(line)).name).toBe("तुलसी — 5 इंच का गमला");
    expect(productNames("hi", orderLineNamed(line)).english).toBe(line.title);
    // A line kept before Hindi names, or whose title does not end in its variant, keeps its title whole.
    expect(orderLineNamed({ title: "Neem", titleHi: null, variantName: "Seeds", variantNameHi: null })).toEqual({
      title: "Neem",
      titleHi: null,
    });
  });
});

import { describe, expect, it } from "vitest";
import { translate } from "#domain/i18n/translator.ts";

const catalogues = {
  en: {
    common: {
      greeting: "Hello, {{name}}",
      "cart.items_one": "{{count}} item",
      "cart.items_other": "{{count}} items",
      onlyEnglish: "Only in English",
      twice: "{{a}} and {{a}}, not {{b}}",
    },
    shop: { greeting: "Welcome to the shop" },
    messages: { Goa: "Goa", "In {{state}}": "In {{state}}" },
  },
  hi: {
    common: {
      greeting: "नमस्ते, {{name}}",
      "cart.items_one": "{{count}} आइटम",
      "cart.items_other": "{{count}} आइटम्स",
    },
    messages: { Goa: "गोवा", "In {{state}}": "$t({{state}}) में" },
  },
};

describe("translate", () => {
  it("fills {{placeholders}} with the values, each wherever it appears", () => {
    expect(translate(catalogues, "en", "common", "greeting", { name: "Asha" })).toBe("Hello, Asha");
    expect(translate(catalogues, "hi", "common", "greeting", { name: "Asha" })).toBe("नमस्ते, Asha");
    expect(translate(catalogues, "en", "common", "twice", { a: 1 })).toBe("1 and 1, not {{b}}");
  });

  it("picks the plural form for the count by the language's rules", () => {
    expect(translate(catalogues, "en", "common", "cart.items", { count: 1 })).toBe("1 item");
    expect(translate(catalogues, "en", "common", "cart.items", { count: 0 })).toBe("0 items");
    expect(translate(catalogues, "en", "common", "cart.items", { count: 3 })).toBe("3 items");
    // Hindi counts 0 and 1 alike.
    expect(translate(catalogues, "hi", "common", "cart.items", { count: 0 })).toBe("0 आइटम");
    expect(translate(catalogues, "hi", "common", "cart.items", { count: 2 })).toBe("2 आइटम्स");
  });

  it("reads each namespace apart", () => {
    expect(translate(catalogues, "en", "shop", "greeting")).toBe("Welcome to the shop");
    expect(translate(catalogues, "en", "missing", "greeting")).toBe("greeting");
  });

  it("falls back to English, then to the key itself", () => {
    expect(translate(catalogues, "hi", "common", "onlyEnglish")).toBe("Only in English");
    expect(translate(catalogues, "hi", "shop", "greeting")).toBe("Welcome to the shop");
    expect(translate(catalogues, "hi", "common", "nowhere")).toBe("nowhere");
    expect(translate({ hi: catalogues.hi }, "hi", "common", "onlyEnglish")).toBe("onlyEnglish");
  });

  it("replaces $t(…) by that key's text in the same namespace, or by the key when unknown", () => {
    expect(translate(catalogues, "hi", "messages", "In {{state}}", { state: "Goa" })).toBe("गोवा में");
    expect(translate(catalogues, "hi", "messages", "In {{state}}", { state: "Atlantis" })).toBe("Atlantis में");
    expect(translate(catalogues, "en", "messages", "In {{state}}", { state: "Goa" })).toBe("In Goa");
  });

  it("never reads a value as a nested key or a placeholder", () => {
    expect(translate(catalogues, "en", "common", "greeting", { name: "$t(Goa) {{count}}" })).toBe(
      "Hello, $t(Goa) {{count}}",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  chooseLanguage,
  languageAlternates,
  languageFromAcceptLanguage,
  otherLanguage,
  writtenLanguage,
} from "#domain/i18n/languages.ts";

describe("the language a page is read in", () => {
  it.each([
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["hi", "hi"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    ["en-US,hi;q=0.9", "en"],
    ["ta-IN,hi;q=0.7,en;q=0.5", "hi"],
    ["mr-IN,en;q=0.7,hi;q=0.5", "en"],
    ["fr-FR,de;q=0.8", "en"],
    ["hi;q=0,en;q=0.1", "en"],
    ["HI-in", "hi"],
    ["hi;q=abc", "en"],
    ["", "en"],
  ])("Accept-Language %j reads %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it("takes ?lang= first, then the cookie, then Accept-Language", () => {
    expect(chooseLanguage({ query: "hi", cookie: "en", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLanguage({ query: "en", cookie: "hi", acceptLanguage: "hi" })).toBe("en");
    expect(chooseLanguage({ query: undefined, cookie: "hi", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLanguage({ query: null, cookie: null, acceptLanguage: "hi-IN" })).toBe("hi");
    expect(chooseLanguage({ query: null, cookie: undefined, acceptLanguage: null })).toBe("en");
  });

  it("ignores a language the shop does not speak, in the query or the cookie", () => {
    expect(chooseLanguage({ query: "fr", cookie: "hi", acceptLanguage: "en" })).toBe("hi");
    expect(chooseLanguage({ query: "HI", cookie: "xx", acceptLanguage: "hi" })).toBe("hi");
    expect(chooseLanguage({ query: "<script>", cookie: "en", acceptLanguage: "hi" })).toBe("en");
  });

  it("offers the other language in the switch", () => {
    expect(otherLanguage("en")).toBe("hi");
    expect(otherLanguage("hi")).toBe("en");
  });

  it("reads a customer's text as Hindi when it is written in Devanagari", () => {
    expect(writtenLanguage("बहुत अच्छा पौधा, tulsi fresh")).toBe("hi");
    expect(writtenLanguage("Healthy tulsi, beautifully packed")).toBe("en");
  });

  it("gives a page's address in each language, its own query kept", () => {
    expect(languageAlternates("https://shop.in", "/plants?sort=price&lang=hi")).toEqual([
      { hrefLang: "en", href: "https://shop.in/plants?sort=price&lang=en" },
      { hrefLang: "hi", href: "https://shop.in/plants?sort=price&lang=hi" },
      { hrefLang: "x-default", href: "https://shop.in/plants?sort=price" },
    ]);
  });
});

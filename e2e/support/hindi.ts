import type { Page } from "playwright-core";
import { catalogues } from "#domain/i18n/catalogues.ts";

type Namespace = keyof typeof catalogues.en;

/**
 * The Hindi of an interface text, found by its English wording (as docs/product quotes it) in the
 * catalogues, so a test reads like the English one it mirrors. Fails loudly when the English
 * text is not in a catalogue or reads two ways in Hindi (then name the namespace).
 */
export function inHindi(english: string, namespace?: Namespace): string {
  const namespaces = namespace ? [namespace] : (Object.keys(catalogues.en) as Namespace[]);
  const found = new Set<string>();
  for (const ns of namespaces) {
    const en: Record<string, string> = catalogues.en[ns];
    const hi: Record<string, string> = catalogues.hi[ns];
    for (const [key, text] of Object.entries(en)) if (text === english && hi[key]) found.add(hi[key]);
  }
  if (found.size !== 1) {
    throw new Error(
      `"${english}" has ${found.size} Hindi texts in ${namespace ?? "the catalogues"}: ${[...found].join(" | ")}`,
    );
  }
  return [...found][0]!;
}

/**
 * The visible headings, buttons and links of the page that are not in Devanagari, with their
 * text (or accessible name): what a Hindi reader would find untranslated. Content the shop keeps
 * in English (a blog's title, a plant's English name) is marked `lang="en"`, and names and
 * addresses (the customer's name, an e-mail address) `translate="no"`: they do not count; nor
 * does text of figures alone (prices, counts, dates in digits).
 */
export function untranslated(page: Page, within = "body"): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    const devanagari = /[\u0900-\u097F]/;
    const wordless = /^[\s\d₹.,:;/()+×–—%#-]*$/;
    const seen: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("h1, h2, h3, h4, button, a, label, [role=tab]")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.closest("[lang]")?.getAttribute("lang") === "en" || element.closest("[translate=no]")) continue;
      // The element's own words: what is inside English content or names does not count.
      const own = element.cloneNode(true) as HTMLElement;
      for (const kept of own.querySelectorAll("[lang=en], [translate=no]")) kept.remove();
      const text = (element.getAttribute("aria-label") ?? own.textContent ?? "").trim();
      if (!text || devanagari.test(text) || wordless.test(text)) continue;
      seen.push(`${element.tagName.toLowerCase()}: ${text}`);
    }
    return seen;
  }, within);
}

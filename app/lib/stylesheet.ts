import type { Language } from "#domain/i18n/languages.ts";
import stylesheet from "../app.css?inline";
import devanagari from "../devanagari.css?inline";

/**
 * The stylesheet as text, inlined into the page's head by the server, so the first paint waits
 * for no stylesheet request; Hindi pages add the Devanagari font faces. A document keeps its
 * head for the whole visit (client navigations never reload it, and switching language is a full
 * page load), so only the server's HTML needs the text: the browser build gets nothing to insert,
 * and the text stays out of its JavaScript.
 *
 * The same object on every render: React rewrites an element's inner HTML whenever the
 * `dangerouslySetInnerHTML` object changes, and in the browser that would empty the server's text.
 */
const INLINE: Record<Language, { __html: string }> | undefined = import.meta.env.SSR
  ? { en: { __html: stylesheet }, hi: { __html: stylesheet + devanagari } }
  : undefined;
const NOTHING = { __html: "" };

export function inlineStylesheet(language: Language): { __html: string } {
  return INLINE?.[language] ?? NOTHING;
}

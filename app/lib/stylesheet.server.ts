import stylesheet from "../app.css?inline";
import devanagari from "../devanagari.css?inline";
import { indexStylesheet, pageClasses, pageStylesheet } from "./page-css.ts";
import { PAGE_STYLES_MARK } from "./stylesheet.ts";

/** Indexed once, when the server starts: a page then costs a look-up per class it holds. */
const INDEX = indexStylesheet(stylesheet);
const MARK = `<style>${PAGE_STYLES_MARK}</style>`;

/**
 * A rendered page with its `<style>` filled: the rules its `class` attributes use, and the
 * Devanagari font faces (each downloaded only where its characters show). Done before the
 * response cache keeps the page, so once per kept page. A page without the root's `<style>`
 * (none of ours) is returned as it is.
 */
export function withPageStyles(html: string): string {
  const at = html.indexOf(MARK);
  if (at < 0) return html;
  const css = pageStylesheet(INDEX, pageClasses(html)) + devanagari;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at + MARK.length)}`;
}

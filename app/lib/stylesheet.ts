import { use, useEffect } from "react";
import { useLocation } from "react-router";
import stylesheetUrl from "../app.css?url";

/**
 * The page's stylesheet. The server inlines only the rules the page uses into the `<style>` the
 * root writes (entry.server.tsx fills PAGE_STYLES), so the first paint waits for no request and
 * parses a fraction of the sheet; the whole sheet, a hashed immutable file, is linked once the
 * page has hydrated, for what renders later: pages reached by client navigation (which wait for
 * it, see `useFullStylesheet`) and dialogs (`withFullStylesheet`).
 */

/**
 * What the root's `<style>` holds as rendered: a mark the server replaces (entry.server.tsx),
 * nothing in the browser. The same object on every render: React rewrites an element's inner
 * HTML whenever the `dangerouslySetInnerHTML` object changes, which would empty the server's text.
 */
export const PAGE_STYLES_MARK = "/*page-styles*/";
export const PAGE_STYLES = { __html: import.meta.env.SSR ? PAGE_STYLES_MARK : "" };

let applied = false;
let loading: Promise<void> | undefined;

/** Links the whole stylesheet (once); settles when it applies, or failed to load (nothing better to wait for). */
function loadFullStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheetUrl;
    link.onload = link.onerror = () => {
      applied = true;
      resolve();
    };
    document.head.append(link);
  });
  return loading;
}

/** The location the document was loaded at: any other was reached by a client navigation. */
let firstLocation: string | undefined;

/**
 * For the root: links the whole stylesheet once the page has hydrated, and holds a page reached
 * by a client navigation until it applies (the navigation is a transition: React keeps the
 * previous page on screen meanwhile), so new markup never shows unstyled.
 */
export function useFullStylesheet() {
  const { key } = useLocation();
  useEffect(() => void loadFullStylesheet(), []);
  if (import.meta.env.SSR) return;
  firstLocation ??= key;
  if (key !== firstLocation && !applied) use(loadFullStylesheet());
}

/** A dialog's module, once the whole stylesheet applies too: its classes may not be in the page's rules. */
export async function withFullStylesheet<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadFullStylesheet()]);
  return module;
}

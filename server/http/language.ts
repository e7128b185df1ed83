import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_QUERY, type Language } from "#domain/i18n/languages.ts";

export type LanguageEnv = { Variables: { language: Language } };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page is rendered in (docs/product/language.md#choosing-the-language): `?lang=` on any URL chooses it
 * and is kept in the `lang` cookie; without either, a first visit follows Accept-Language.
 * The URL keeps its `?lang=` (the hreflang alternates point at it), so a crawler without
 * cookies reads each language at its own address.
 */
export function pageLanguage(): MiddlewareHandler<LanguageEnv> {
  return async (c, next) => {
    const query = c.req.query(LANGUAGE_QUERY);
    const cookie = getCookie(c, LANGUAGE_COOKIE);
    const language = chooseLanguage({ query, cookie, acceptLanguage: c.req.header("accept-language") });
    c.set("language", language);
    await next();
    // After the page (and the response cache, which keeps answers without cookies) is done.
    if (query === language && cookie !== language) {
      setCookie(c, LANGUAGE_COOKIE, language, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "Lax" });
    }
    c.header("Content-Language", language);
    // What a shared cache keys on besides the URL: the cookie and the browser's languages.
    c.header("Vary", "Cookie, Accept-Language", { append: true });
  };
}

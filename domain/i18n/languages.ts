/** The shop's languages: English (the product's texts) and Hindi (docs/product/language.md). */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps the visitor's choice, and the query (`?lang=hi`) that sets it. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_QUERY = "lang";

/** Numbers, ₹ amounts and dates: Indian grouping in both, month names in the reader's language. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** The switch in the header names the other language in its own script. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function otherLanguage(language: Language): Language {
  return language === "hi" ? "en" : "hi";
}

/**
 * The best of our languages for an `Accept-Language` header, by its q-values; a first visit
 * from a browser set to Hindi (hi, hi-IN) reads Hindi, everyone else English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? "").split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The language a request is answered in: `?lang=` first, then the cookie, then the browser's wish. */
export function chooseLanguage(request: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Language {
  if (isLanguage(request.query)) return request.query;
  if (isLanguage(request.cookie)) return request.cookie;
  return languageFromAcceptLanguage(request.acceptLanguage);
}

/**
 * A page's address in each language, for `<link rel="alternate" hreflang>` and the sitemap:
 * `?lang=` added to its own query, and the address without it as the `x-default`.
 */
export function languageAlternates(origin: string, pathAndQuery: string) {
  const url = new URL(pathAndQuery, "http://alternates");
  const address = (language?: Language) => {
    const params = new URLSearchParams(url.search);
    params.delete(LANGUAGE_QUERY);
    if (language) params.set(LANGUAGE_QUERY, language);
    const query = params.toString();
    return `${origin}${url.pathname}${query ? `?${query}` : ""}`;
  };
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language as string, href: address(language) })),
    { hrefLang: "x-default", href: address() },
  ];
}

/**
 * A page's canonical address in its own language: the plain address for English (the
 * `x-default` of the alternates), `?lang=` for Hindi, so a Hindi page never names the English one
 * as its canonical (search engines would then drop it for its hreflang twin).
 */
export function canonicalAddress(address: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return address;
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_QUERY, language);
  return url.toString();
}

/**
 * The language a customer wrote in (a review): Hindi when it has Devanagari, English otherwise —
 * the shop's two languages, so the page can mark it for screen readers whatever the page's own.
 */
export function writtenLanguage(text: string): Language {
  return /[\u0900-\u097F]/.test(text) ? "hi" : "en";
}

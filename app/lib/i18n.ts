import { createContext, use, useContext } from "react";
import type { en } from "#domain/i18n/en/browser.ts";
import type { messages } from "#domain/i18n/en/messages.ts";
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from "#domain/i18n/languages.ts";
import { inLanguage } from "#domain/catalogue/names.ts";
import { messageText } from "#domain/i18n/message.ts";
import { TEXT_GROUPS } from "#domain/i18n/text-groups.ts";
import { type Catalogues, type TextKey, type Texts, translate, type Values } from "#domain/i18n/translator.ts";

/** Every namespace a page can read, with its English texts (which give the keys). */
type PageCatalogue = typeof en & { messages: typeof messages };
export type Namespace = keyof PageCatalogue;

/** A namespace's translator: a key that is not in the English catalogue fails the typecheck. */
export type TFunction<N extends Namespace = "common"> = (key: TextKey<PageCatalogue[N]>, values?: Values) => string;

/**
 * The texts a page is rendered with. On the server: both languages, every namespace, and the
 * namespaces this render asked for (entry.server.tsx has the browser preload those). In the
 * browser: the page's language only, each namespace loaded when a component first asks for it.
 */
export interface PageTexts {
  language: Language;
  catalogues: Catalogues;
  used: Set<string>;
  /** Loads a namespace of the page's language (the browser's); the same promise for each namespace. */
  load?: (namespace: string) => Promise<void>;
}

/** The page's `<meta name>` listing the namespaces its server render read (entry.server.tsx). */
export const TEXTS_META = "texts";

/** Read by `useTranslation`; the entry points provide it (`<TextsContext value={…}>`). */
export const TextsContext = createContext<PageTexts | null>(null);

/** The namespaces loaded with `namespace`: those of its chunk (domain/i18n/text-groups.ts). */
function withItsGroup(namespace: string): string[] {
  const group = TEXT_GROUPS[namespace];
  return group ? Object.keys(TEXT_GROUPS).filter((name) => TEXT_GROUPS[name] === group) : [namespace];
}

export function pageTexts(
  language: Language,
  catalogues: Catalogues,
  chunks?: Partial<Record<string, () => Promise<Texts>>>,
): PageTexts {
  if (!chunks) return { language, catalogues, used: new Set() };
  const loading = new Map<string, Promise<void>>();
  // A namespace comes with the others of its chunk, so a dialog opened later that reads one of
  // them (the checkout's shipping dialog reads `account`) renders at once rather than waiting.
  const load = (namespace: string) => {
    let promise = loading.get(namespace);
    if (!promise) {
      const names = withItsGroup(namespace);
      promise = Promise.all(
        names.map(async (name) => {
          const texts = await chunks[name]?.();
          if (texts) (catalogues[language] ??= {})[name] = texts;
        }),
      ).then(() => undefined);
      for (const name of names) loading.set(name, promise);
    }
    return promise;
  };
  return { language, catalogues, used: new Set(), load };
}

function usePageTexts(): PageTexts {
  const page = useContext(TextsContext);
  if (!page) throw new Error("No texts: the entry point provides TextsContext");
  return page;
}

/**
 * Makes sure the page holds a namespace before it renders: in the browser, a page reached by a
 * client navigation may ask for one the first page did not need; rendering waits for its chunk
 * (React keeps the previous page on screen during the navigation's transition).
 */
function useNamespace(page: PageTexts, namespace: Namespace) {
  page.used.add(namespace);
  if (page.load && !page.catalogues[page.language]?.[namespace]) use(page.load(namespace));
}

const translators = new WeakMap<PageTexts, Map<string, TFunction<Namespace>>>();

/** One function per page and namespace: components may keep `t` in their effects' dependencies. */
function fixedT<N extends Namespace>(page: PageTexts, namespace: N): TFunction<N> {
  let byNamespace = translators.get(page);
  if (!byNamespace) translators.set(page, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  if (!t) {
    t = (key, values) => translate(page.catalogues, page.language, namespace, key, values);
    byNamespace.set(namespace, t);
  }
  return t as TFunction<N>;
}

/** A component's texts, from one namespace (`common` unless named). */
export function useTranslation<N extends Namespace = "common">(namespace?: N): { t: TFunction<N> } {
  const page = usePageTexts();
  const name = namespace ?? ("common" as N);
  useNamespace(page, name);
  return { t: fixedT(page, name) };
}

/** The language of the page being rendered (set from the request by server/http/language.ts). */
export function useLanguage(): Language {
  return usePageTexts().language;
}

/** The `Intl` locale of the page's language: Indian grouping for numbers, Hindi month names. */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

/**
 * A message the domain or the server produced (a validation message, a refusal, a notice, a
 * status's name), by its ref (domain/i18n/message.ts), in the page's language: looked up by its
 * code in the `messages` catalogue. A text that is no known ref (one the page translated
 * already) is shown as it is.
 */
export function useMessageText(): (ref: string) => string {
  const page = usePageTexts();
  useNamespace(page, "messages");
  const catalogue = page.catalogues[page.language]?.messages;
  return (ref) => (catalogue ? messageText(ref, catalogue) : ref);
}

let shared: Catalogues = {};

/** The entry points hand over their catalogues, for the routes' `meta` (which runs outside hooks). */
export function shareCatalogues(catalogues: Catalogues) {
  shared = catalogues;
}

/**
 * A route `meta` function's translator, in the language the root loader chose for the page
 * (`meta` runs where hooks cannot, so the language comes from the matches). Its namespace is
 * one the route's components read, so the page holds it by the time `meta` runs.
 */
export function metaTranslator<N extends Namespace>(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  namespace: N,
): TFunction<N> {
  const root = matches.find((match) => match?.id === "root")?.data as { language?: unknown } | undefined;
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  return (key, values) => translate(shared, language, namespace, key, values);
}

/**
 * The language of the shop's own content (plant descriptions, articles, nurseries): written in
 * English, so a Hindi page marks it `lang="en"` for screen readers, hyphenation and translators.
 * Undefined on English pages, where it is the page's own language.
 */
export function useContentLanguage(): "en" | undefined {
  return useLanguage() === "hi" ? "en" : undefined;
}

/**
 * The shop's own texts that it may also write in Hindi (descriptions, articles, variant names,
 * hours; docs/product/language.md#what-is-translated): each in the page's language where the shop
 * has it, else in English, then marked `lang="en"` on a Hindi page.
 */
export function useContent(): (english: string, hindi: string | null | undefined) => { text: string; lang?: "en" } {
  const language = useLanguage();
  return (english, hindi) => {
    const text = inLanguage(language, english, hindi);
    return language === "hi" && text === english ? { text, lang: "en" } : { text };
  };
}

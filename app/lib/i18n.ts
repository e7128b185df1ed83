import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import type { en } from "#domain/i18n/en/browser.ts";
import type { messages } from "#domain/i18n/en/messages.ts";
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from "#domain/i18n/languages.ts";
import { messageFinder } from "#domain/i18n/message-key.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & { messages: typeof messages };
    keySeparator: false;
    nsSeparator: false;
  }
}

/**
 * One i18next instance: on the server it holds both languages (each request reads it through
 * `cloneInstance` in its own language), in the browser only the page's language, loaded before
 * hydration (entry.client.tsx), so the first paint and the hydrated page say the same.
 * Keys are flat ("nav.home"): the `messages` namespace's keys are English sentences, dots and all.
 */
export function createI18n(language: Language, resources: Resource): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    defaultNS: "common",
    ns: Object.keys(resources[language] ?? {}),
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; mails escape their own HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  return instance;
}

/** The language of the page being rendered (set from the request by server/language.ts). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The `Intl` locale of the page's language: Indian grouping for numbers, Hindi month names. */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

/**
 * A text the domain or the server produced (a validation message, a refusal) in the page's
 * language: the API speaks English, so the page looks it up in the `messages` catalogue.
 */
export function useMessageText(): (text: string) => string {
  const { t, i18n } = useTranslation("messages");
  // English texts are their own translation: an English page carries no `messages` catalogue.
  const catalogue = i18n.getResourceBundle(i18n.language, "messages") as Record<string, string> | undefined;
  if (!catalogue || i18n.language === DEFAULT_LANGUAGE) return (text) => text;
  const find = messageFinder(catalogue);
  return (text) => {
    const found = find(text);
    // Keys are checked where they are written (the catalogue); here they come from run time.
    return found ? t(found.key as never, found.params) : text;
  };
}

let shared: i18n | undefined;

/** The entry points hand over their instance, for the routes' `meta` (which runs outside hooks). */
export function shareI18n(instance: i18n) {
  shared = instance;
}

/**
 * A route `meta` function's translator, in the language the root loader chose for the page
 * (`meta` runs where hooks cannot, so the language comes from the matches).
 */
export function metaTranslator<N extends keyof typeof en | "messages">(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
  namespace: N,
) {
  const root = matches.find((match) => match?.id === "root")?.data as { language?: unknown } | undefined;
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  if (!shared) throw new Error("i18n is not set up: the entry point shares its instance first");
  return shared.getFixedT(language, namespace);
}

/**
 * The language of the shop's own content (plant descriptions, articles, nurseries): written in
 * English, so a Hindi page marks it `lang="en"` for screen readers, hyphenation and translators.
 * Undefined on English pages, where it is the page's own language.
 */
export function useContentLanguage(): "en" | undefined {
  return useLanguage() === "hi" ? "en" : undefined;
}

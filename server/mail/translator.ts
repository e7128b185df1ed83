import { createInstance } from "i18next";
import { catalogues } from "#domain/i18n/catalogues.ts";
import type { mail } from "#domain/i18n/en/mail.ts";
import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#domain/i18n/languages.ts";

export type MailKey = keyof typeof mail;

/** Writes a mail in its reader's language (DECISIONS.md Part 2, "Hindi": their last visit's). */
export interface MailTranslator {
  language: Language;
  /** For `Intl` (dates): `en-IN` or `hi-IN`. */
  locale: string;
  t(key: MailKey, values?: Record<string, string | number>): string;
}

/**
 * One instance for the process, both languages loaded at once (`initAsync: false`). Values are
 * not escaped here: mails escape their HTML themselves, and the plain-text part must not be.
 */
const i18n = createInstance();
void i18n.init({
  resources: catalogues,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ["mail"],
  defaultNS: "mail",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators = new Map<Language, MailTranslator>();

export function mailTranslator(language: Language = DEFAULT_LANGUAGE): MailTranslator {
  let translator = translators.get(language);
  if (!translator) {
    // The app's i18next types know the browser's namespaces only; the keys are checked by MailKey.
    const fixed = i18n.getFixedT(language, "mail" as never) as unknown as (key: string, values?: object) => string;
    translator = { language, locale: LOCALES[language], t: (key, values) => fixed(key, values) };
    translators.set(language, translator);
  }
  return translator;
}

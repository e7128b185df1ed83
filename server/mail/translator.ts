import { catalogues } from "#domain/i18n/catalogues.ts";
import type { mail } from "#domain/i18n/en/mail.ts";
import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#domain/i18n/languages.ts";
import { messageText } from "#domain/i18n/message.ts";
import { translate, type Values } from "#domain/i18n/translator.ts";

export type MailKey = keyof typeof mail;

/** Writes a mail in its reader's language (their last visit's: docs/product/language.md#mails). */
export interface MailTranslator {
  language: Language;
  /** For `Intl` (dates): `en-IN` or `hi-IN`. */
  locale: string;
  t(key: MailKey, values?: Values): string;
  /** A message (domain/i18n/message.ts) in the mail's language: the same words the pages show. */
  m(ref: string): string;
}

/**
 * The pages' translator over the `mail` namespace. Values are not escaped here: mails escape
 * their HTML themselves, and the plain-text part must not be.
 */
export function mailTranslator(language: Language = DEFAULT_LANGUAGE): MailTranslator {
  return {
    language,
    locale: LOCALES[language],
    t: (key, values) => translate(catalogues, language, "mail", key, values),
    m: (ref) => messageText(ref, catalogues[language].messages),
  };
}

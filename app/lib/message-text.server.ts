import { catalogues } from "#domain/i18n/catalogues.ts";
import type { Language } from "#domain/i18n/languages.ts";
import { messageText } from "#domain/i18n/message.ts";

/**
 * A message's text in a page's language, written by its loader: a page that shows one or two
 * messages then needs no `messages` catalogue in the browser (it is the largest of them).
 */
export function messageIn(language: Language, ref: string): string {
  return messageText(ref, catalogues[language].messages);
}

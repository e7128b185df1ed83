import { messages } from "#domain/i18n/en/messages.ts";
import { messageText, readMessage } from "#domain/i18n/message.ts";

/** A message ref's English text: the wording docs/product quotes, and what the API answers with. */
export const inEnglish = (ref: string) => messageText(ref, messages);

/** Each field's message ref, in English. */
export function fieldsInEnglish(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, ref]) => [name, inEnglish(ref)]));
}

/** The API's body of a refusal with this message (and field messages): the English texts, and the code. */
export function apiRefusal(ref: string, fields?: Readonly<Record<string, string>>) {
  const body = { error: inEnglish(ref), code: readMessage(ref).code };
  return fields ? { ...body, fields: fieldsInEnglish(fields) } : body;
}

import type { MessageCode } from "./en/messages.ts";
import { interpolate, type Texts, type Values } from "./translator.ts";

export type { MessageCode };

/**
 * A message on its way from the domain or the server to whoever shows it: its code alone
 * (`order.notFound`), or its code and the parts to fill in as a query string
 * (`field.tooLong?max=200`). A string, because zod issues, errors and JSON answers carry strings.
 */
export type MessageRef = MessageCode | `${MessageCode}?${string}`;

/** A message named by its code, with the parts its text fills in; a code the catalogue lacks fails the typecheck. */
export function message(code: MessageCode, params?: Values): MessageRef {
  const entries = Object.entries(params ?? {}).map(([name, value]): [string, string] => [name, String(value)]);
  return entries.length === 0 ? code : `${code}?${new URLSearchParams(entries)}`;
}

/** A message's code and parts, from a ref that came from anywhere (a text that is no ref reads as an unknown code). */
export function readMessage(ref: string): { code: string; params: Record<string, string> } {
  const query = ref.indexOf("?");
  if (query === -1) return { code: ref, params: {} };
  return { code: ref.slice(0, query), params: Object.fromEntries(new URLSearchParams(ref.slice(query + 1))) };
}

/**
 * A message's text in one language's `messages` catalogue, its parts filled in. A ref whose code
 * the catalogue does not know is shown as it is: a text a page already translated passes through.
 */
export function messageText(ref: string, catalogue: Texts): string {
  const { code, params } = readMessage(ref);
  const lookUp = (key: string) => (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined);
  const text = lookUp(code);
  return text === undefined ? ref : interpolate(text, params, lookUp);
}

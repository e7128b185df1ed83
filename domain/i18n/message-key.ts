import { messages } from "./en/messages.ts";

/** A domain or server text found in the `messages` catalogue: its key and the parts filled in. */
export interface MessageKey {
  key: string;
  params: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Keys with `{{name}}` parts, each as a pattern that reads those parts back out of a text. */
const templates = Object.keys(messages)
  .filter((key) => key.includes("{{"))
  .map((key) => {
    const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const source = key
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
      .join("");
    return { key, names, pattern: new RegExp(`^${source}$`, "s") };
  });

/**
 * The catalogue key of an English text the domain or the server produced, e.g.
 * "Not enough stock of Tulsi to reopen this order." → its template and `{ title: "Tulsi" }`;
 * undefined for a text the catalogue does not know (it is then shown as it is).
 */
export function messageKey(text: string): MessageKey | undefined {
  if (Object.hasOwn(messages, text)) return { key: text, params: {} };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) {
      return { key: template.key, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
    }
  }
  return undefined;
}

import { messages } from "./en/messages.ts";

/** A domain or server text found in the `messages` catalogue: its key and the parts filled in. */
export interface MessageKey {
  key: string;
  params: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type MessageFinder = (text: string) => MessageKey | undefined;

const finders = new WeakMap<object, MessageFinder>();

/**
 * Finds English texts the domain or the server produced in a `messages` catalogue (keyed by
 * the English, any language): e.g. "Not enough stock of Tulsi to reopen this order." → its
 * template and `{ title: "Tulsi" }`; undefined for a text the catalogue does not know (it is
 * then shown as it is). Built once per catalogue.
 */
export function messageFinder(catalogue: Readonly<Record<string, string>>): MessageFinder {
  const known = finders.get(catalogue);
  if (known) return known;
  // Keys with `{{name}}` parts, each as a pattern that reads those parts back out of a text.
  const templates = Object.keys(catalogue)
    .filter((key) => key.includes("{{"))
    .map((key) => {
      const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
        .join("");
      return { key, names, pattern: new RegExp(`^${source}$`, "s") };
    });
  const find: MessageFinder = (text) => {
    if (Object.hasOwn(catalogue, text)) return { key: text, params: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match) {
        const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
        return { key: template.key, params };
      }
    }
    return undefined;
  };
  finders.set(catalogue, find);
  return find;
}

/** A text's key in the English `messages` catalogue (every key the Hindi one must have). */
export function messageKey(text: string): MessageKey | undefined {
  return messageFinder(messages)(text);
}

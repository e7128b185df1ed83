import { DEFAULT_LANGUAGE, type Language, LOCALES } from "./languages.ts";

/** One namespace's texts: flat keys ("cart.empty") to texts with `{{name}}` parts. */
export type Texts = Readonly<Record<string, string>>;

/**
 * The namespaces each language holds so far: the server holds every one, a page only its
 * language's, added as its components ask for them (app/lib/i18n.ts).
 */
export type Catalogues = Partial<Record<Language, Record<string, Texts>>>;

export type Values = Readonly<Record<string, string | number>>;

/** What a text is asked for by: its key, or its key without the plural ending ("reviews_one" → "reviews"). */
export type TextKey<T> = (keyof T & string) | PluralBase<keyof T & string>;
type PluralBase<K> = K extends `${infer Base}_${Intl.LDMLPluralRule}` ? Base : never;

/**
 * `{{name}}` is filled from the values; `$t(key)` is replaced by that key's text in the same
 * namespace (or by the key itself, unknown): a message names a state in the reader's language.
 */
const PARTS = /\$t\(([^)]*)\)|\{\{(\w+)\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * A key's text in one language, then in English; a `count` value picks the plural form by the
 * language's rules (Hindi says "one" for 0 and 1). Undefined when neither language has it.
 */
function find(catalogues: Catalogues, language: Language, namespace: string, key: string, count: unknown) {
  for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    const texts = catalogues[lang]?.[namespace];
    if (!texts) continue;
    const plural = typeof count === "number" ? texts[`${key}_${pluralOf(lang, count)}`] : undefined;
    const text = plural ?? texts[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

function fill(text: string, values: Values | undefined): string {
  return text.replace(/\{\{(\w+)\}\}/g, (part, name: string) => {
    const value = values?.[name];
    return value === undefined ? part : String(value);
  });
}

/**
 * A text's parts filled in: `{{name}}` from the values, `$t(key)` by `lookUp(key)` (its key
 * filled first), or by the key itself when unknown. Values are never read as parts themselves.
 */
export function interpolate(text: string, values: Values | undefined, lookUp: (key: string) => string | undefined) {
  return text.replace(PARTS, (part, nested: string | undefined, name: string | undefined) => {
    if (nested !== undefined) {
      const nestedKey = fill(nested, values);
      return lookUp(nestedKey) ?? nestedKey;
    }
    const value = values?.[name!];
    return value === undefined ? part : String(value);
  });
}

/**
 * A text in `language`: English when the language lacks it, the key itself when no language has
 * it (a page shows something, the catalogue tests catch the gap). Values are not escaped: React
 * escapes what it renders, and mails escape their own HTML.
 */
export function translate(
  catalogues: Catalogues,
  language: Language,
  namespace: string,
  key: string,
  values?: Values,
): string {
  const text = find(catalogues, language, namespace, key, values?.count);
  if (text === undefined) return key;
  return interpolate(text, values, (nestedKey) => find(catalogues, language, namespace, nestedKey, undefined));
}

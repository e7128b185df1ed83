import type { Language } from "#domain/i18n/languages.ts";
import { lineName, VARIANT_SEPARATOR } from "./variants.ts";

/**
 * The shop's own content in the reader's language (docs/product/language.md#what-is-translated):
 * the Hindi text where the shop wrote one, else the English, which then serves both.
 */
export function inLanguage(language: Language, english: string, hindi: string | null | undefined): string {
  return language === "hi" && hindi ? hindi : english;
}

/** A product, or an order or cart line of one, with its names in both languages. */
export interface NamedProduct {
  title: string;
  titleHi?: string | null | undefined;
  /** The variant's name as sold ('8-inch pot'), or null for a product sold one way. */
  variantName?: string | null | undefined;
  variantNameHi?: string | null | undefined;
}

/**
 * An order line as kept, whose `title` is the line's whole English name (the variant's after
 * ' — '), named as a product: the variant's name is taken off the title to be put back in Hindi.
 */
export function orderLineNamed(line: {
  title: string;
  titleHi: string | null;
  variantName: string | null;
  variantNameHi: string | null;
}): NamedProduct {
  const suffix = line.variantName ? `${VARIANT_SEPARATOR}${line.variantName}` : "";
  if (!suffix || !line.title.endsWith(suffix)) return { title: line.title, titleHi: line.titleHi };
  return {
    title: line.title.slice(0, -suffix.length),
    titleHi: line.titleHi,
    variantName: line.variantName,
    variantNameHi: line.variantNameHi,
  };
}

/**
 * How a product is named to a reader: `name` leads (in Hindi, the Hindi name and variant where
 * the shop has them), and `english`, the name on the pot, the invoice and the courier's slip,
 * follows as a quiet second line; null when it would only repeat `name`.
 */
export function productNames(language: Language, p: NamedProduct): { name: string; english: string | null } {
  const english = lineName(p.title, p.variantName ?? null);
  const name = lineName(
    inLanguage(language, p.title, p.titleHi),
    p.variantName ? inLanguage(language, p.variantName, p.variantNameHi) : null,
  );
  return { name, english: name === english ? null : english };
}

/** The names as one line of text, for mails and documents: `तुलसी — 8 इंच का गमला / Tulsi — 8-inch pot`. */
export function productNameText(language: Language, p: NamedProduct): string {
  const { name, english } = productNames(language, p);
  return english ? `${name} / ${english}` : name;
}

/**
 * The demo catalogue in Hindi (docs/product/language.md#what-is-translated): the products'
 * descriptions and articles, written in two halves, and the names of the ways a product is sold,
 * which follow a few patterns and are derived here rather than written out per product.
 */
import { DEFAULT_VARIANT_NAME } from "#domain/catalogue/variants.ts";
import { HINDI_TEXT_PART_1 } from "./hindi-text-part1.ts";
import { HINDI_ARTICLES, HINDI_TEXT_PART_2 } from "./hindi-text-part2.ts";
import type { HindiArticleText, HindiProductText } from "./types.ts";

export const HINDI_PRODUCT_TEXT: Record<string, HindiProductText> = { ...HINDI_TEXT_PART_1, ...HINDI_TEXT_PART_2 };

/** Every demo article in Hindi by its slug: a plant's own (named by the plant's slug) and the further ones. */
export const HINDI_ARTICLE_TEXT: Record<string, HindiArticleText> = {
  ...Object.fromEntries(Object.entries(HINDI_PRODUCT_TEXT).map(([slug, text]) => [slug, text.blog])),
  ...HINDI_ARTICLES,
};

/** What the demo's variants are a choice of. */
export const HINDI_OPTION_NAMES: Record<string, string> = {
  "Pot size": "गमले का आकार",
  "Sold as": "किस रूप में",
};

/** The demo's variant names by pattern: `8-inch pot (2 ft)` → `8 इंच का गमला (2 फ़ुट)`. */
const VARIANT_PATTERNS: Array<[RegExp, string]> = [
  [/^(\d+)-inch pot$/, "$1 इंच का गमला"],
  [/^(\d+)-inch pot \((\d+) ft\)$/, "$1 इंच का गमला ($2 फ़ुट)"],
  [/^(\d+)-inch nursery bag$/, "$1 इंच की नर्सरी थैली"],
  [/^Seeds, (\d+) g$/, "बीज, $1 ग्राम"],
  [/^Seeds, (\d+)$/, "बीज, $1"],
  [/^Live plant$/, "जीवित पौधा"],
  [/^Grow tray$/, "पौध ट्रे"],
];

/**
 * A demo variant's Hindi name; null for the one default variant, whose name is never shown.
 * A name no pattern knows is an error, so a new demo variant cannot go unnoticed in English.
 */
export function hindiVariantName(name: string): string | null {
  if (name === DEFAULT_VARIANT_NAME) return null;
  const pattern = VARIANT_PATTERNS.find(([re]) => re.test(name));
  if (!pattern) throw new Error(`No Hindi name for the demo variant ${name}`);
  return name.replace(pattern[0], pattern[1]);
}

import { salePricePaise } from "#domain/money.ts";

/**
 * Variants (docs/product/catalogue.md#variants): a product is sold in one or more, each with
 * its own price, discount and stock. What the product itself shows follows from them here.
 */

export interface VariantPricing {
  pricePaise: number;
  discount: number;
  stock: number;
}

/** What the product row keeps of its variants (listed in their order; at least one). */
export interface ProductFigures {
  /** The first variant's: the product's own price and discount. */
  pricePaise: number;
  discount: number;
  /** The lowest price a customer pays for any variant: cards' `From ₹…`, sorting and the price filter. */
  lowestSalePricePaise: number;
  /** Whether the variants' sale prices differ. */
  priceVaries: boolean;
  /** The sum of the variants' stock. */
  stock: number;
}

export function productFigures(variants: readonly VariantPricing[]): ProductFigures {
  const first = variants[0];
  if (!first) throw new Error("A product has at least one variant");
  const salePrices = variants.map((v) => salePricePaise(v.pricePaise, v.discount));
  const lowest = Math.min(...salePrices);
  return {
    pricePaise: first.pricePaise,
    discount: first.discount,
    lowestSalePricePaise: lowest,
    priceVaries: salePrices.some((price) => price !== lowest),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
  };
}

/** The name of a product's one variant when it is sold one way only (as migration 0015 names it): never shown, as the option name is null. */
export const DEFAULT_VARIANT_NAME = "Standard";

/** A variant's name as a line, a mail or a list names it: none for a product sold in one unnamed variant (no option name). */
export function soldVariantName(optionName: string | null, variantName: string): string | null {
  return optionName ? variantName : null;
}

/**
 * The variant a cart line or an order line orders (variants in their order): the one it names,
 * or the default (first) when it names none; undefined when the one it names is not the product's.
 */
export function orderedVariant<V extends { id: string }>(
  variants: readonly V[],
  id: string | undefined,
): V | undefined {
  return id ? variants.find((v) => v.id === id) : variants[0];
}

/**
 * The variant a product page shows: the one `?variant=` names, or the default (first) when it
 * names none or one the product does not have (a page address is typed by people).
 */
export function chosenVariant<V extends { id: string }>(variants: readonly V[], id: string | null | undefined): V {
  return orderedVariant(variants, id ?? undefined) ?? defaultVariant(variants);
}

/** A product's default (first) variant: the one a product sold one way is sold as. */
export function defaultVariant<V>(variants: readonly V[]): V {
  const first = variants[0];
  if (!first) throw new Error("A product has at least one variant");
  return first;
}

/** Between a product's title and its variant's name in a line's name. */
export const VARIANT_SEPARATOR = " — ";

/** A line's name as sold: `Tulsi (Holy Basil) — 6-inch pot`, or the title alone for a product in one unnamed variant. */
export function lineName(title: string, variantName: string | null): string {
  return variantName ? `${title}${VARIANT_SEPARATOR}${variantName}` : title;
}

/** SKUs are typed by people and printed on slips: letters, digits and dashes, upper-cased. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

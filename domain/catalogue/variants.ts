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

/** A line's name as sold: `Tulsi (Holy Basil) — 6-inch pot`, or the title alone for a product in one unnamed variant. */
export function lineName(title: string, variantName: string | null): string {
  return variantName ? `${title} — ${variantName}` : title;
}

/** SKUs are typed by people and printed on slips: letters, digits and dashes, upper-cased. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

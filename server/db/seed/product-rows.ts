/** The columns of a seeded product that follow from its care attributes and variants, and its variant rows. */
import { randomUUID } from "node:crypto";
import { productFigures } from "#domain/catalogue/variants.ts";
import { figureColumns, variantColumns } from "#server/features/catalogue/product-variants.ts";
import type { VariantRecord } from "#server/features/catalogue/rows.ts";
import type { PlantCare, VariantSeed } from "./types.ts";

/** A product's care columns: a plant's attributes, or none. */
export function careColumns(care: PlantCare | null) {
  return {
    light: care?.light ?? null,
    water: care?.water ?? null,
    care_level: care?.careLevel ?? null,
    pet_safe: care ? (care.petSafe ? 1 : 0) : null,
    placement: care?.placement ?? null,
  } as const;
}

/** A product's variant rows, in order: the first carries the product's own id (an old cart line without a variant names it). */
export function variantRows(productId: string, variants: readonly VariantSeed[], at: string): VariantRecord[] {
  return variants.map((v, position) => ({
    ...variantColumns(v, position, at),
    id: position === 0 ? productId : randomUUID(),
    product_id: productId,
    stock: v.stock,
    created_at: at,
  }));
}

/** The product row's figures as its variants make them, its stock their sum, on sale when the first is discounted. */
export function productColumns(variants: readonly VariantSeed[]) {
  const figures = figureColumns(variants);
  return {
    ...figures,
    stock: productFigures(variants).stock,
    on_sale: figures.discount > 0 ? 1 : 0,
  } as const;
}

/** Bounded batches keep every INSERT under both databases' parameter limits. */
export async function insertInChunks<R>(rows: readonly R[], insert: (chunk: R[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

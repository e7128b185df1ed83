import { blogKind } from "./blog.ts";
import { categoryKind } from "./category.ts";
import type { AnyCatalogueKind, CatalogueKindName } from "./kind.ts";
import { nurseryKind } from "./nursery.ts";
import { productKind } from "./product.ts";

/** Every kind of catalogue entry, by name: the admin API and the admin pages are made from this. */
export const CATALOGUE_KINDS = {
  products: productKind,
  categories: categoryKind,
  blogs: blogKind,
  nurseries: nurseryKind,
} as const satisfies Record<CatalogueKindName, AnyCatalogueKind>;

export function isCatalogueKindName(name: string): name is CatalogueKindName {
  return Object.hasOwn(CATALOGUE_KINDS, name);
}

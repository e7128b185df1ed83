import {
  CATEGORY_IMAGE_SLOTS,
  type CATEGORY_SORTS,
  type CategoryImageSlot,
  type CategoryInput,
  categoryFormSchema,
  categoryListQuerySchema,
} from "#domain/schemas/admin-category.ts";
import type { CatalogueKind } from "./kind.ts";

/** A category as the finder lists it: both names and how many products it holds. */
export interface CategoryView {
  slug: string;
  name: string;
  nameHi: string;
  productCount: number;
}

/** The admin table's row and form: `id` is the slug, which names a category in its URLs. */
export interface AdminCategoryView extends CategoryView {
  id: string;
  /** The generic admin table shows an entry's title. */
  title: string;
  position: number;
}

export const categoryKind: CatalogueKind<CategoryInput, CategoryImageSlot, (typeof CATEGORY_SORTS)[number]> = {
  name: "categories",
  noun: "Category",
  plural: "Categories",
  formSchema: categoryFormSchema,
  listSchema: categoryListQuerySchema,
  slots: CATEGORY_IMAGE_SLOTS,
};

import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import { blogAdmin } from "./blog-form.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { categoryAdmin } from "./category-form.tsx";
import { nurseryAdmin } from "./nursery-form.tsx";
import { productAdmin } from "./product-form.tsx";

/**
 * Each kind's admin table columns and form, by kind. A kind's rows only ever meet its own UI,
 * so across kinds the row type is left open.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export const CATALOGUE_ADMIN_UI: Record<CatalogueKindName, CatalogueAdminUi<any>> = {
  products: productAdmin,
  categories: categoryAdmin,
  blogs: blogAdmin,
  nurseries: nurseryAdmin,
};

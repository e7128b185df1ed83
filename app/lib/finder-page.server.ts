import { data } from "react-router";
import { canonicalAddress } from "#domain/i18n/languages.ts";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { CATALOGUE_PAGE_SIZE } from "#domain/catalogue/finder.ts";
import { catalogueFiltersSchema } from "#domain/schemas/catalog-query.ts";
import { queryValues } from "#domain/schemas/fields.ts";
import { knownCategories, listCategories } from "#server/features/catalogue/categories.ts";
import { listProducts, productFacets } from "#server/features/catalogue/products.ts";
import { categoryView, productCardView } from "#server/features/catalogue/presenters.ts";
import type { ShopContext } from "#server/http/load-context.ts";
import { finderHref, type FinderPathname } from "#app/components/catalogue/finder-url.ts";

/**
 * One page of the plant finder, for /plants and /search alike (docs/product/catalogue.md#the-plant-finder):
 * the URL's filters, the page's products as cards, each facet's counts and the page's canonical.
 */
export async function loadFinderPage(request: Request, context: ShopContext, pathname: FinderPathname) {
  const url = new URL(request.url);
  const wanted = pageRequest(url.searchParams, CATALOGUE_PAGE_SIZE);
  if (!wanted) throw data(null, { status: 404 });
  const asked = catalogueFiltersSchema.parse(queryValues(url.searchParams));
  // A page address is kept by people and crawlers: a category since removed is dropped, not a 404.
  const filters = { ...asked, category: await knownCategories(context.db, asked.category) };
  const [{ items, total }, facets, categories] = await Promise.all([
    listProducts(
      context.db,
      { ...filters, featured: false, limit: wanted.limit, offset: wanted.offset },
      "availability",
    ),
    productFacets(context.db, filters),
    listCategories(context.db),
  ]);
  const count = pageCount(total, CATALOGUE_PAGE_SIZE);
  if (wanted.page > count) throw data(null, { status: 404 });
  return {
    products: items.map(productCardView),
    filters,
    facets,
    categories: categories.map(categoryView),
    page: wanted.page,
    count,
    total,
    first: wanted.offset + 1,
    // A filtered page is its own canonical, in the one spelling of its filters.
    canonical: canonicalAddress(
      `${context.config.publicUrl}${finderHref(filters, wanted.page, pathname)}`,
      context.language,
    ),
  };
}

export type FinderPage = Awaited<ReturnType<typeof loadFinderPage>>;

import { lazy, type ReactNode, Suspense, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import type { CatalogueFilters } from "#domain/schemas/catalog-query.ts";
import type { Facets } from "#domain/catalogue/facets.ts";
import type { CategoryView } from "#domain/catalogue/category.ts";
import type { ProductCardView } from "#domain/catalogue/product.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { CatalogueControls } from "./catalogue-controls.tsx";
import { FinderChips } from "./finder-chips.tsx";
import { withFullStylesheet } from "#app/lib/stylesheet.ts";
import { FinderForm } from "./finder-form.tsx";
import { activeFilters, FinderPathContext, type FinderPathname } from "./finder-url.ts";

const loadSheet = () => withFullStylesheet(import("./finder-sheet.tsx"));
const FinderSheet = lazy(loadSheet);

/** What a finder page's loader gives its results (app/lib/finder-page.server.ts). */
export interface FinderResultsData {
  products: ProductCardView[];
  filters: CatalogueFilters;
  facets: Facets;
  categories: CategoryView[];
  page: number;
  count: number;
  total: number;
  first: number;
}

/**
 * The plant finder's filters beside its product cards and pages: /plants and /search show the same
 * (docs/product/catalogue.md#the-plant-finder); each page says what an empty result means.
 */
export function FinderResults({
  data,
  pathname,
  empty,
}: {
  data: FinderResultsData;
  pathname: FinderPathname;
  /** Shown in place of the cards when nothing matches. */
  empty: ReactNode;
}) {
  const { products, filters, facets, categories, page, count, total, first } = data;
  const { t } = useTranslation("catalogue");
  const { search } = useLocation();
  const navigation = useNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const pending = navigation.state === "loading" && navigation.location.pathname === pathname;
  const activeCount = activeFilters(filters).length;
  const finder = { filters, facets, categories };
  return (
    <FinderPathContext value={pathname}>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10 xl:grid-cols-[16.5rem_minmax(0,1fr)]">
        {/* The sidebar on a desktop; on a phone the sheet has the form, or the page's end without JavaScript. */}
        <aside
          aria-labelledby="finder-heading"
          className="order-last hidden noscript:block lg:sticky lg:top-24 lg:order-none lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:pb-4 lg:pr-2"
        >
          <h2 id="finder-heading" className="mb-4 font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
            {t("finder.heading")}
          </h2>
          {!sheetOpen && <FinderForm {...finder} />}
        </aside>

        <section aria-labelledby="catalogue-heading" className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="catalogue-heading" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
                {activeCount ? t("plants.matching") : t("plants.all")}
              </h2>
              <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75" data-testid="catalogue-count">
                {total === 0
                  ? t("plants.none")
                  : t("plants.showing", { first, last: first + products.length - 1, total })}
              </p>
            </div>
            <CatalogueControls
              sort={filters.sort}
              activeCount={activeCount}
              onOpenFilters={() => setSheetOpen(true)}
              onPrepareFilters={() => void loadSheet()}
            />
          </div>
          <FinderChips filters={filters} categories={categories} />

          {products.length === 0 ? (
            <div
              className="mt-8 rounded-3xl bg-white px-6 py-16 text-center shadow-sm dark:bg-night-surface"
              data-testid="catalogue-empty"
            >
              {empty}
            </div>
          ) : (
            <ul
              className={cn(
                "mt-6 grid grid-cols-2 gap-4 transition-opacity duration-200 sm:grid-cols-3 sm:gap-6",
                pending && "opacity-60",
              )}
              aria-busy={pending}
              data-testid="product-grid"
            >
              {products.map((product, i) => (
                // A grid cell, so every card in a row is as tall as the tallest.
                <li
                  key={product.id}
                  className={i < 3 ? "grid" : "grid [contain-intrinsic-size:auto_28rem] [content-visibility:auto]"}
                >
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
          <Pagination pathname={pathname} page={page} count={count} label={t("plants.pages")} search={search} />
        </section>
      </div>

      {sheetOpen && (
        <Suspense fallback={null}>
          <FinderSheet {...finder} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </FinderPathContext>
  );
}

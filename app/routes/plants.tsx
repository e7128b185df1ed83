import { MessageSquareQuote } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { canonicalAddress } from "#domain/i18n/languages.ts";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { CATALOGUE_PAGE_SIZE } from "#domain/catalogue/finder.ts";
import { catalogueFiltersSchema } from "#domain/schemas/catalog-query.ts";
import { queryValues } from "#domain/schemas/fields.ts";
import { bannerKey } from "#server/features/content/site-pictures.ts";
import { knownCategories, listCategories } from "#server/features/catalogue/categories.ts";
import { listProducts, productFacets } from "#server/features/catalogue/products.ts";
import { categoryView, productCardView } from "#server/features/catalogue/presenters.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { CatalogueControls } from "#app/components/catalogue/catalogue-controls.tsx";
import { FinderChips } from "#app/components/catalogue/finder-chips.tsx";
import { FinderForm } from "#app/components/catalogue/finder-form.tsx";
import { activeFilters, cleared, finderHref } from "#app/components/catalogue/finder-url.ts";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import type { Route } from "./+types/plants";

const loadSheet = () => import("#app/components/catalogue/finder-sheet.tsx");
const FinderSheet = lazy(loadSheet);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const wanted = pageRequest(url.searchParams, CATALOGUE_PAGE_SIZE);
  if (!wanted) throw data(null, { status: 404 });
  const asked = catalogueFiltersSchema.parse(queryValues(url.searchParams));
  // A page address is kept by people and crawlers: a category since removed is dropped, not a 404.
  const filters = { ...asked, category: await knownCategories(context.db, asked.category) };
  const [{ items, total }, facets, categories] = await Promise.all([
    listProducts(context.db, { ...filters, featured: false, limit: wanted.limit, offset: wanted.offset }),
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
    canonical: canonicalAddress(`${context.config.publicUrl}${finderHref(filters, wanted.page)}`, context.language),
    banner: bannerKey(2),
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  return [
    { title: loaded && loaded.page > 1 ? t("plants.meta.titlePage", { page: loaded.page }) : t("plants.meta.title") },
    { name: "description", content: t("plants.meta.description") },
    ...(loaded ? [{ tagName: "link", rel: "canonical", href: loaded.canonical }] : []),
  ];
}

export default function Plants({ loaderData }: Route.ComponentProps) {
  const { products, filters, facets, categories, page, count, total, first, banner } = loaderData;
  const { t } = useTranslation("catalogue");
  const { search } = useLocation();
  const navigation = useNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const pending = navigation.state === "loading" && navigation.location.pathname === "/plants";
  const activeCount = activeFilters(filters).length;
  const finder = { filters, facets, categories };
  return (
    <>
      <PageBanner
        title={t("plants.title")}
        imageKey={banner}
        compact={page > 1}
        action={
          <ButtonLink to="/review" variant="accent" prefetch="intent">
            <MessageSquareQuote className="size-4" aria-hidden />
            {t("plants.seeReviews")}
          </ButtonLink>
        }
      >
        <p>{t("plants.intro")}</p>
      </PageBanner>

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
              {activeCount ? (
                <>
                  <p className="font-serif text-2xl font-semibold">{t("plants.noMatch")}</p>
                  <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("plants.noMatchHint")}</p>
                  <Link to={finderHref(cleared(filters))} className={buttonClass("primary", "mt-6")}>
                    {t("plants.clearFilters")}
                  </Link>
                </>
              ) : (
                <>
                  <p className="font-serif text-2xl font-semibold">{t("plants.restocking")}</p>
                  <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("plants.restockingHint")}</p>
                  <Link to="/blog" className={buttonClass("primary", "mt-6")}>
                    {t("home.readGuides")}
                  </Link>
                </>
              )}
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
          <Pagination pathname="/plants" page={page} count={count} label={t("plants.pages")} search={search} />
        </section>
      </div>

      {sheetOpen && (
        <Suspense fallback={null}>
          <FinderSheet {...finder} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

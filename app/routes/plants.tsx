import { MessageSquareQuote } from "lucide-react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { canonicalAddress } from "#domain/i18n/languages.ts";
import { pageCount, pageHref, pageRequest } from "#domain/pagination.ts";
import { CATALOGUE_PAGE_SIZE, catalogueFiltersSchema } from "#domain/schemas/catalog-query.ts";
import { bannerKey } from "#server/features/content/site-pictures.ts";
import { listProducts } from "#server/features/catalogue/products.ts";
import { productCardView } from "#server/features/catalogue/presenters.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { CatalogueControls, catalogueHref } from "#app/components/catalogue/catalogue-controls.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import type { Route } from "./+types/plants";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const wanted = pageRequest(url.searchParams, CATALOGUE_PAGE_SIZE);
  if (!wanted) throw data(null, { status: 404 });
  const filters = catalogueFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const { items, total } = await listProducts(context.db, {
    ...filters,
    featured: false,
    limit: wanted.limit,
    offset: wanted.offset,
  });
  const count = pageCount(total, CATALOGUE_PAGE_SIZE);
  if (wanted.page > count) throw data(null, { status: 404 });
  const origin = context.config.publicUrl;
  // Sorted or filtered views show the same catalogue: search engines index the plain pages.
  const plain = filters.sort === "featured" && !filters.onSale && !filters.inStock;
  return {
    products: items.map(productCardView),
    filters,
    page: wanted.page,
    count,
    total,
    first: wanted.offset + 1,
    canonical: canonicalAddress(`${origin}${pageHref("/plants", plain ? wanted.page : 1)}`, context.language),
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
  const { products, filters, page, count, total, first, banner } = loaderData;
  const { t } = useTranslation("catalogue");
  const { search } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/plants";
  const filtered = filters.onSale || filters.inStock;
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

      <section aria-labelledby="catalogue-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 id="catalogue-heading" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
              {filtered ? t("plants.matching") : t("plants.all")}
            </h2>
            <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75" data-testid="catalogue-count">
              {total === 0
                ? t("plants.none")
                : t("plants.showing", {
                    first,
                    last: first + products.length - 1,
                    total,
                    sort: t(`sort.${filters.sort}`),
                  })}
            </p>
          </div>
          <CatalogueControls filters={filters} />
        </div>

        {products.length === 0 ? (
          <div
            className="mt-10 rounded-3xl bg-white px-6 py-16 text-center shadow-sm dark:bg-night-surface"
            data-testid="catalogue-empty"
          >
            {filtered ? (
              <>
                <p className="font-serif text-2xl font-semibold">{t("plants.noMatch")}</p>
                <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("plants.noMatchHint")}</p>
                <Link
                  to={catalogueHref({ ...filters, onSale: false, inStock: false })}
                  className={buttonClass("primary", "mt-6")}
                >
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
              "mt-6 grid grid-cols-2 gap-4 transition-opacity duration-200 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4",
              pending && "opacity-60",
            )}
            aria-busy={pending}
            data-testid="product-grid"
          >
            {products.map((product, i) => (
              // A grid cell, so every card in a row is as tall as the tallest.
              <li
                key={product.id}
                className={i < 4 ? "grid" : "grid [contain-intrinsic-size:auto_28rem] [content-visibility:auto]"}
              >
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        <Pagination pathname="/plants" page={page} count={count} label={t("plants.pages")} search={search} />
      </section>
    </>
  );
}

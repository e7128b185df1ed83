import { redirect } from "react-router";
import { careOfSearch, withCareWords } from "#domain/catalogue/care-words.ts";
import { CARE_FACETS, type CareFacet } from "#domain/catalogue/care.ts";
import { NO_FILTERS } from "#domain/catalogue/finder.ts";
import { listProducts } from "#server/features/catalogue/products.ts";
import { loadFinderPage } from "#app/lib/finder-page.server.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { FinderResults } from "#app/components/catalogue/finder-results.tsx";
import { finderHref } from "#app/components/catalogue/finder-url.ts";
import { SearchSuggestions } from "#app/components/catalogue/search-suggestions.tsx";
import type { Route } from "./+types/search";

/** Best-rated plants offered when a search finds nothing. */
const POPULAR = 6;

/**
 * The results of the header's search (docs/product/catalogue.md#search): the plant finder on the
 * typed text, care words read as filters; without a text it is the catalogue itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const finder = await loadFinderPage(request, context, "/search");
  const q = finder.filters.q;
  if (!q) throw redirect(finderHref(finder.filters, 1, "/plants"));
  const popular =
    finder.total === 0
      ? await listProducts(
          context.db,
          { ...NO_FILTERS, sort: "rating", featured: false, limit: POPULAR, offset: 0 },
          "availability",
        )
      : null;
  const understood = careOfSearch(q).care ? withCareWords(finder.filters) : null;
  return {
    ...finder,
    q,
    // The care the words were read as, each value as the finder names it.
    care: understood && {
      values: (Object.keys(CARE_FACETS) as CareFacet[]).flatMap((facet) => understood[facet]),
      petSafe: understood.petSafe,
    },
    suggestions: popular && {
      categories: finder.categories.filter((c) => c.productCount > 0),
      plants: popular.items.map((p) => ({ slug: p.slug, title: p.title, titleHi: p.title_hi })),
    },
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  const q = loaded?.q ?? "";
  return [
    { title: t("search.page.metaTitle", { q }) },
    { name: "description", content: t("search.page.metaDescription", { q }) },
    // Results pages are endless and thin copies of the catalogue: crawled for their links, not indexed.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { q, care, suggestions } = loaderData;
  const { t } = useTranslation("catalogue");
  return (
    <>
      <header className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pt-10">
        <h1 className="text-3xl font-semibold text-leaf-900 sm:text-4xl dark:text-leaf-100">
          {t("search.page.title", { q })}
        </h1>
        {care && (
          <p className="mt-2 text-ink/75 dark:text-night-text/75" data-testid="search-care">
            {t("search.page.care")}{" "}
            {[
              ...care.values.map((value) => t(`finder.value.${value}`)),
              ...(care.petSafe ? [t("finder.petSafe")] : []),
            ].join(" · ")}
          </p>
        )}
      </header>
      <FinderResults
        data={loaderData}
        pathname="/search"
        empty={
          <div className="mx-auto grid max-w-xl gap-6">
            <div>
              <p className="font-serif text-2xl font-semibold">{t("search.page.none", { q })}</p>
              <p className="mt-2 text-ink/75 dark:text-night-text/75">{t("search.page.noneHint")}</p>
            </div>
            {suggestions && <SearchSuggestions suggestions={suggestions} />}
          </div>
        }
      />
    </>
  );
}

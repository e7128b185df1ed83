import { X } from "lucide-react";
import { Link } from "react-router";
import type { CategoryView } from "#domain/catalogue/category.ts";
import type { CatalogueFilters } from "#domain/schemas/catalog-query.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Trans } from "#app/components/ui/trans.tsx";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";
import {
  type ActiveFilter,
  activeFilters,
  cleared,
  FLAG_LABEL,
  finderHref,
  useFinderPathname,
  without,
} from "./finder-url.ts";

function ChipLabel({
  filter,
  filters,
  categories,
}: {
  filter: ActiveFilter;
  filters: CatalogueFilters;
  categories: CategoryView[];
}) {
  const { t } = useTranslation("catalogue");
  const language = useLanguage();
  switch (filter.kind) {
    case "search":
      return t("finder.searchChip", { text: filter.text });
    case "flag":
      return t(FLAG_LABEL[filter.name]);
    case "care":
      return t(`finder.value.${filter.value}`);
    case "category": {
      const category = categories.find((c) => c.slug === filter.slug);
      if (!category) return filter.slug;
      return language === "hi" ? category.nameHi : category.name;
    }
    case "price": {
      const { minPrice, maxPrice } = filters;
      const min = minPrice === undefined ? <></> : <Money paise={minPrice} />;
      const max = maxPrice === undefined ? <></> : <Money paise={maxPrice} />;
      const key =
        minPrice === undefined ? "finder.priceUpTo" : maxPrice === undefined ? "finder.priceFrom" : "finder.priceRange";
      return <Trans t={t} i18nKey={key} components={{ min, max }} />;
    }
  }
}

/** The filters that are on, each a link that takes it away, and 'Clear filters' for all of them. */
export function FinderChips({ filters, categories }: { filters: CatalogueFilters; categories: CategoryView[] }) {
  const { t } = useTranslation("catalogue");
  const pathname = useFinderPathname();
  const active = activeFilters(filters);
  if (!active.length) return null;
  return (
    <ul aria-label={t("finder.active")} className="mt-4 flex flex-wrap items-center gap-2" data-testid="finder-chips">
      {active.map((filter) => {
        const href = finderHref(without(filters, filter), 1, pathname);
        return (
          <li key={href}>
            <Link
              to={href}
              preventScrollReset
              className="inline-flex items-center gap-1.5 rounded-full bg-leaf-100 py-1.5 pl-3 pr-2 text-sm font-medium text-leaf-900 transition-colors hover:bg-leaf-200 dark:bg-leaf-900/60 dark:text-leaf-100 dark:hover:bg-leaf-900"
            >
              <span className="sr-only">{t("finder.remove")} </span>
              <ChipLabel filter={filter} filters={filters} categories={categories} />
              <X className="size-3.5" aria-hidden />
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          to={finderHref(cleared(filters), 1, pathname)}
          preventScrollReset
          className="px-2 py-1.5 text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline dark:text-leaf-200"
        >
          {t("plants.clearFilters")}
        </Link>
      </li>
    </ul>
  );
}

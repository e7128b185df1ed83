import { Link } from "react-router";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";

export interface Suggestions {
  categories: ReadonlyArray<{ slug: string; name: string; nameHi: string }>;
  plants: ReadonlyArray<{ slug: string; title: string; titleHi: string | null }>;
}

const chipClass =
  "inline-flex min-h-11 items-center rounded-full bg-leaf-100 px-4 py-2 text-sm font-medium text-leaf-900 transition-colors hover:bg-leaf-200 dark:bg-leaf-900/60 dark:text-leaf-100 dark:hover:bg-leaf-900";

/**
 * Where to go when a search finds nothing (docs/product/catalogue.md#search): the categories and
 * the best-rated plants, on the results page and in the search dialog alike.
 */
export function SearchSuggestions({ suggestions, onPick }: { suggestions: Suggestions; onPick?: () => void }) {
  const { t } = useTranslation("catalogue");
  const language = useLanguage();
  return (
    <div className="grid gap-4 text-left" data-testid="search-suggestions">
      {suggestions.categories.length > 0 && (
        <nav aria-label={t("search.suggest.categories")}>
          <h3 className="mb-2 text-sm font-semibold">{t("search.suggest.categories")}</h3>
          <ul className="flex flex-wrap gap-2">
            {suggestions.categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/plants?category=${encodeURIComponent(category.slug)}`}
                  onClick={onPick}
                  className={chipClass}
                >
                  {language === "hi" ? category.nameHi : category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {suggestions.plants.length > 0 && (
        <nav aria-label={t("search.suggest.popular")}>
          <h3 className="mb-2 text-sm font-semibold">{t("search.suggest.popular")}</h3>
          <ul className="flex flex-wrap gap-2">
            {suggestions.plants.map((plant) => (
              <li key={plant.slug}>
                <Link to={`/plant/${plant.slug}`} onClick={onPick} className={chipClass}>
                  <ProductName title={plant.title} titleHi={plant.titleHi} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

import { SlidersHorizontal } from "lucide-react";
import { Form, useNavigate } from "react-router";
import type { CatalogueFilters, ProductSort } from "#domain/schemas/catalog-query.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** The sort orders in the order the menu lists them; each is named by `sort.<order>` in the catalogue. */
export const SORTS: readonly ProductSort[] = ["featured", "newest", "price-asc", "price-desc", "rating"];

const FILTERS = [
  { name: "onSale", label: "filter.onSale" },
  { name: "inStock", label: "filter.inStock" },
] as const;

/** The catalogue URL for a choice of sort and filters: defaults left out, back to page 1. */
export function catalogueHref(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  if (filters.onSale) params.set("onSale", "1");
  if (filters.inStock) params.set("inStock", "1");
  const query = params.toString();
  return query ? `/plants?${query}` : "/plants";
}

/**
 * Sort and filters as a GET form, so they live in the URL and work without JavaScript
 * (Apply); with JavaScript every change applies at once and the page keeps its scroll.
 */
export function CatalogueControls({ filters }: { filters: CatalogueFilters }) {
  const { t } = useTranslation("catalogue");
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/plants"
      // A new URL (back button, "Clear filters") resets the controls to it.
      key={catalogueHref(filters)}
      className="flex flex-wrap items-center gap-3"
      onChange={(event) => {
        const form = new FormData(event.currentTarget);
        void navigate(
          catalogueHref({
            sort: (form.get("sort") as ProductSort | null) ?? "featured",
            onSale: form.has("onSale"),
            inStock: form.has("inStock"),
          }),
          { preventScrollReset: true },
        );
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium">
        <SlidersHorizontal className="size-4 text-leaf-700 dark:text-leaf-300" aria-hidden />
        {t("sort.label")}
        <select
          name="sort"
          defaultValue={filters.sort}
          className="rounded-full border border-leaf-900/20 bg-white py-2 pl-3 pr-8 text-sm dark:border-white/20 dark:bg-night-surface"
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("filter.legend")}</legend>
        {FILTERS.map(({ name, label }) => (
          <label
            key={name}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-leaf-900/20 px-3 py-2 text-sm font-medium transition-colors has-checked:border-leaf-700 has-checked:bg-leaf-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-500 dark:border-white/20 dark:has-checked:border-leaf-300 dark:has-checked:bg-night-surface"
          >
            <input
              type="checkbox"
              name={name}
              value="1"
              defaultChecked={filters[name]}
              className="size-4 accent-leaf-700 dark:accent-leaf-300"
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit" className={buttonClass("outline", "px-4 py-2")}>
          {t("filter.apply")}
        </button>
      </noscript>
    </Form>
  );
}

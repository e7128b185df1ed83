import { ArrowUpDown, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { PRODUCT_SORTS, type ProductSort } from "#domain/catalogue/finder.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { useApplyFinder } from "./finder-apply.ts";
import { FINDER_FORM_ID } from "./finder-form.tsx";

/** The sort orders in the order the menu lists them; each is named by `sort.<order>` in the catalogue. */
export const SORTS: readonly ProductSort[] = PRODUCT_SORTS;

/**
 * Above the grid: the phone's `Filters (n)` button, which opens the finder's sheet (without
 * JavaScript, a link down to the form), and the sort menu. The menu belongs to the finder's form
 * (`form=`), so a sort is sent with the filters and the filters with a sort.
 */
export function CatalogueControls({
  sort,
  activeCount,
  onOpenFilters,
  onPrepareFilters,
}: {
  sort: ProductSort;
  /** How many filters are on. */
  activeCount: number;
  onOpenFilters: () => void;
  /** A pointer or focus came near the button: fetch the sheet's code. */
  onPrepareFilters: () => void;
}) {
  const { t } = useTranslation("catalogue");
  const apply = useApplyFinder();
  const label = activeCount ? t("finder.open", { count: activeCount }) : t("finder.heading");
  const filtersClass = buttonClass("outline", "px-4 py-2");
  const selectRef = useRef<HTMLSelectElement>(null);
  // A new URL (back button, a chip) shows its own order; the menu keeps its focus.
  useEffect(() => {
    if (selectRef.current) selectRef.current.value = sort;
  }, [sort]);
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto sm:justify-end">
      <div className="lg:hidden noscript:hidden">
        <button
          type="button"
          className={filtersClass}
          aria-haspopup="dialog"
          onClick={onOpenFilters}
          onPointerEnter={onPrepareFilters}
          onFocus={onPrepareFilters}
          data-testid="filters-button"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {label}
        </button>
      </div>
      <div className="hidden max-lg:noscript:block">
        <a href={`#${FINDER_FORM_ID}`} className={filtersClass}>
          <SlidersHorizontal className="size-4" aria-hidden />
          {label}
        </a>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <ArrowUpDown className="size-4 text-leaf-700 dark:text-leaf-300" aria-hidden />
        {/* On a phone the menu, showing its order, says enough beside the Filters button. */}
        <span className="max-sm:sr-only">{t("sort.label")}</span>
        <select
          name="sort"
          form={FINDER_FORM_ID}
          ref={selectRef}
          defaultValue={sort}
          onChange={(event) => apply(event.currentTarget.form)}
          className="rounded-full border border-leaf-900/20 bg-white py-2 pl-3 pr-8 text-sm dark:border-white/20 dark:bg-night-surface"
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="hidden noscript:block">
        <button type="submit" form={FINDER_FORM_ID} className={buttonClass("outline", "px-4 py-2")}>
          {t("finder.applySort")}
        </button>
      </div>
    </div>
  );
}

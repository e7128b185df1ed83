import { LoaderCircle, Search } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { CARE_FACETS, type CareFacet } from "#domain/catalogue/care.ts";
import type { CategoryView } from "#domain/catalogue/category.ts";
import { toRupees } from "#domain/money.ts";
import { SEARCH_MAX_LENGTH } from "#domain/catalogue/finder.ts";
import type { CatalogueFilters } from "#domain/schemas/catalog-query.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";
import type { Facets } from "#domain/catalogue/facets.ts";
import { useApplyFinder } from "./finder-apply.ts";
import {
  activeFilters,
  cleared,
  FLAG_LABEL,
  FLAGS,
  type Flag,
  finderHref,
  type ListFacet,
  useFinderPathname,
} from "./finder-url.ts";

export interface FinderProps {
  filters: CatalogueFilters;
  facets: Facets;
  categories: CategoryView[];
}

/** The one id of the finder's form on the page: the sort menu outside it belongs to it by `form=`. */
export const FINDER_FORM_ID = "finder";

/** Whether the URL has a checkbox's value ticked. */
function ticked(filters: CatalogueFilters, name: string, value: string): boolean {
  if ((FLAGS as readonly string[]).includes(name)) return filters[name as Flag];
  const values = filters[name as ListFacet] as readonly string[] | undefined;
  return values?.includes(value) ?? false;
}

/** A text field's value in the URL (prices in rupees, as typed). */
function typed(filters: CatalogueFilters, name: string): string {
  if (name === "q") return filters.q ?? "";
  const paise = name === "minPrice" ? filters.minPrice : name === "maxPrice" ? filters.maxPrice : undefined;
  return paise === undefined ? "" : String(toRupees(paise));
}

/**
 * Puts the fields as the URL has them when the URL changes by other means than the form (back
 * button, a chip, 'Clear filters'), without remounting them: the field in use keeps its focus.
 */
function followUrl(form: HTMLFormElement, filters: CatalogueFilters) {
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement) || field.form !== form) continue;
    if (field.type === "checkbox") field.checked = ticked(filters, field.name, field.value);
    else field.value = typed(filters, field.name);
  }
}

const PRICE_FIELDS = ["minPrice", "maxPrice"] as const;

const groupClass = "border-t border-leaf-900/10 py-4 first:border-t-0 first:pt-0 dark:border-white/10";
const legendClass = "mb-2 font-serif text-base font-semibold text-leaf-900 dark:text-leaf-100";
const inputClass =
  "h-10 w-full rounded-xl border border-leaf-900/20 bg-white px-3 text-sm placeholder:text-ink/60 dark:border-white/20 dark:bg-night dark:placeholder:text-night-text/60";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The rule above a group is its wrapper's: a fieldset's border would run through its legend.
    <div className={groupClass}>
      <fieldset>
        <legend className={legendClass}>{legend}</legend>
        <div className="-mx-2 flex flex-col">{children}</div>
      </fieldset>
    </div>
  );
}

/** One value to tick, with how many products it would leave; none left (and not ticked): disabled. */
function Choice({
  name,
  value,
  label,
  count,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
}) {
  const disabled = count === 0 && !checked;
  return (
    <label
      className={cn(
        "flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-leaf-500",
        disabled
          ? "cursor-not-allowed text-ink/60 dark:text-night-text/60"
          : "cursor-pointer hover:bg-leaf-50 dark:hover:bg-white/5",
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        disabled={disabled}
        className="size-4 shrink-0 accent-leaf-700 dark:accent-leaf-300"
      />
      <span className="min-w-0">
        {label}
        {count !== undefined && <span className="tabular text-ink/70 dark:text-night-text/70"> ({count})</span>}
      </span>
    </label>
  );
}

/**
 * The plant finder's filters as one GET form (docs/product/catalogue.md#the-plant-finder): it works
 * without JavaScript (Apply filters); with it, ticking a value applies it at once and the rest
 * (search, prices) applies on Enter or the button. In the sidebar on a desktop, in the sheet on a phone.
 */
export function FinderForm({
  filters,
  facets,
  categories,
  inSheet = false,
  onApplied,
}: FinderProps & {
  /** The phone's sheet: its footer shows how many plants the choice leaves. */
  inSheet?: boolean;
  onApplied?: () => void;
}) {
  const { t } = useTranslation("catalogue");
  const language = useLanguage();
  const apply = useApplyFinder();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) followUrl(formRef.current, filters);
  }, [filters]);
  const navigation = useNavigation();
  const pathname = useFinderPathname();
  const pending = navigation.state === "loading" && navigation.location.pathname === pathname;
  const anyActive = activeFilters(filters).length > 0;
  // The range the other filters leave, as a hint in the empty price fields.
  const bounds = {
    minPrice: facets.price.minPaise === null ? "" : String(Math.floor(toRupees(facets.price.minPaise))),
    maxPrice: facets.price.maxPaise === null ? "" : String(Math.ceil(toRupees(facets.price.maxPaise))),
  };

  return (
    <form
      id={FINDER_FORM_ID}
      ref={formRef}
      method="get"
      action={pathname}
      role="search"
      aria-label={t("finder.heading")}
      className={cn("flex flex-col", inSheet && "min-h-0 flex-1")}
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLInputElement && field.type === "checkbox") apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
        onApplied?.();
      }}
    >
      <div className={cn(inSheet && "min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-2")}>
        <div className={groupClass}>
          <label className={cn(legendClass, "block")} htmlFor={`${FINDER_FORM_ID}-q`}>
            {t("finder.search")}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-leaf-700 dark:text-leaf-300"
              aria-hidden
            />
            <input
              id={`${FINDER_FORM_ID}-q`}
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t("finder.searchPlaceholder")}
              autoComplete="off"
              className={cn(inputClass, "pl-9")}
            />
          </div>
        </div>

        <Group legend={t("finder.category")}>
          {categories.map((category) => (
            <Choice
              key={category.slug}
              name="category"
              value={category.slug}
              label={language === "hi" ? category.nameHi : category.name}
              count={facets.category[category.slug] ?? 0}
              checked={filters.category.includes(category.slug)}
            />
          ))}
        </Group>

        {(Object.keys(CARE_FACETS) as CareFacet[]).map((facet) => (
          <Group key={facet} legend={t(`finder.${facet}`)}>
            {CARE_FACETS[facet].map((value) => (
              <Choice
                key={value}
                name={facet}
                value={value}
                label={t(`finder.value.${value}`)}
                count={facets[facet][value] ?? 0}
                checked={ticked(filters, facet, value)}
              />
            ))}
          </Group>
        ))}

        <Group legend={t("filter.legend")}>
          {FLAGS.map((flag) => (
            <Choice
              key={flag}
              name={flag}
              value="1"
              label={t(FLAG_LABEL[flag])}
              count={flag === "petSafe" ? facets.petSafe.true : undefined}
              checked={filters[flag]}
            />
          ))}
        </Group>

        <div className={groupClass}>
          <fieldset>
            <legend className={legendClass}>{t("finder.price")}</legend>
            <div className="flex items-end gap-2">
              {PRICE_FIELDS.map((name) => (
                <label
                  key={name}
                  className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-ink/75 dark:text-night-text/75"
                >
                  {t(name === "minPrice" ? "finder.minPrice" : "finder.maxPrice")}
                  <input
                    type="number"
                    name={name}
                    inputMode="decimal"
                    min={0}
                    step="any"
                    defaultValue={typed(filters, name)}
                    placeholder={bounds[name]}
                    className={cn(inputClass, "tabular text-ink dark:text-night-text")}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>

      {inSheet ? (
        <div className="flex items-center gap-3 border-t border-leaf-900/10 px-6 py-4 dark:border-white/10">
          {anyActive && (
            <Link
              to={finderHref(cleared(filters), 1, pathname)}
              preventScrollReset
              className={buttonClass("ghost", "px-3")}
            >
              {t("plants.clearFilters")}
            </Link>
          )}
          <button type="submit" className={buttonClass("primary", "ml-auto flex-1")} aria-busy={pending}>
            {pending && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />}
            {t("finder.show", { count: facets.total })}
          </button>
        </div>
      ) : (
        <button type="submit" className={buttonClass("outline", "mt-2 w-full")}>
          {t("finder.apply")}
        </button>
      )}
    </form>
  );
}

import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";

/** The page address's quantity (`?qty=`), which − and + set before the page's JavaScript ran. */
export const QUANTITY_PARAM = "qty";

const stepClass =
  "grid size-11 place-items-center text-leaf-800 transition-colors hover:bg-leaf-50 disabled:cursor-not-allowed disabled:opacity-40 dark:text-leaf-200 dark:hover:bg-night";

/**
 * How many to add (at least 1, docs/product/pages.md#product-page; we also stop at the stock):
 * − and + buttons and a number field. Whatever is typed is brought back within 1…max.
 * The field is `name`d, so a form sent before the page's JavaScript ran carries it; − and + then
 * send `stepForm` (a GET form loading the page with `?qty=` one less or more).
 */
export function QuantitySelector({
  value,
  max,
  onChange,
  name,
  stepForm,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  name: string;
  stepForm: string;
}) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  // What is in the field while typing ("" after deleting the digits), next to the number used.
  const [draft, setDraft] = useState(String(value));
  const clamp = (n: number) => Math.min(max, Math.max(1, n));
  const set = (n: number) => {
    const next = clamp(n);
    setDraft(String(next));
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t("quantity.label")}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-full border border-leaf-900/20 bg-white dark:border-white/20 dark:bg-night-surface">
        <button
          type="submit"
          form={stepForm}
          name={QUANTITY_PARAM}
          value={clamp(value - 1)}
          className={stepClass}
          onClick={(event) => {
            event.preventDefault();
            set(value - 1);
          }}
          disabled={value <= 1}
          aria-label={t("quantity.decrease")}
          aria-controls={id}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft}
          onChange={(event) => {
            const typed = event.target.value;
            const n = Number.parseInt(typed, 10);
            if (Number.isNaN(n)) setDraft(typed);
            else set(n);
          }}
          onBlur={() => setDraft(String(value))}
          className="tabular h-11 w-14 border-x border-leaf-900/10 bg-transparent text-center text-base font-semibold [appearance:textfield] dark:border-white/10 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          data-testid="quantity"
        />
        <button
          type="submit"
          form={stepForm}
          name={QUANTITY_PARAM}
          value={clamp(value + 1)}
          className={stepClass}
          onClick={(event) => {
            event.preventDefault();
            set(value + 1);
          }}
          disabled={value >= max}
          aria-label={t("quantity.increase")}
          aria-controls={id}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

import { useSyncExternalStore } from "react";
import { Form, useSearchParams } from "react-router";
import type { VariantView } from "#domain/catalogue/product.ts";
import { Money } from "#app/components/shop/price.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useContent, useTranslation } from "#app/lib/i18n.ts";

const noSubscription = () => () => {};

/** False on the server and in the first render in the browser, true once the page is hydrated. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The product's variants as a radio group named by its option ('Pot size',
 * docs/product/catalogue.md#variants), each a chip with its name and price. It is a GET form to
 * the page (`?variant={id}`): without JavaScript, 'Select' loads the page with the chosen one;
 * with it, choosing replaces `?variant=` in the address (shareable) without loading anything.
 */
export function VariantChoice({
  optionName,
  optionNameHi,
  variants,
  chosen,
  pin,
}: {
  optionName: string;
  optionNameHi: string | null;
  variants: VariantView[];
  chosen: VariantView;
  /** The PIN code the page last checked, kept across a page load without JavaScript. */
  pin: string | null;
}) {
  const { t } = useTranslation("catalogue");
  const content = useContent();
  const option = content(optionName, optionNameHi);
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  const choose = (id: string) =>
    setSearchParams(
      (params) => {
        params.set("variant", id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Form
      method="get"
      replace
      preventScrollReset
      onSubmit={(event) => event.preventDefault()}
      data-testid="variant-choice"
    >
      <fieldset>
        <legend lang={option.lang} className="mb-2 text-sm font-semibold">
          {option.text}
        </legend>
        <div className="flex flex-wrap gap-2">
          {variants.map((variant) => {
            const name = content(variant.name, variant.nameHi);
            return (
              <label
                key={variant.id}
                className={cn(
                  "flex min-h-11 cursor-pointer flex-col justify-center rounded-2xl border px-4 py-2 text-sm transition-colors duration-150",
                  "border-leaf-900/15 bg-white hover:border-leaf-600 dark:border-white/15 dark:bg-night-surface dark:hover:border-leaf-300",
                  "has-checked:border-leaf-700 has-checked:bg-leaf-50 has-checked:ring-2 has-checked:ring-leaf-700",
                  "dark:has-checked:border-leaf-300 dark:has-checked:bg-leaf-900/60 dark:has-checked:ring-leaf-300",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-leaf-700 dark:has-focus-visible:outline-leaf-300",
                )}
              >
                <input
                  type="radio"
                  name="variant"
                  value={variant.id}
                  checked={variant.id === chosen.id}
                  onChange={() => choose(variant.id)}
                  className="sr-only"
                />
                <span lang={name.lang} className="font-semibold">
                  {name.text}
                </span>
                <span className="text-ink/80 dark:text-night-text/80">
                  <Money paise={variant.salePricePaise} />
                  {variant.stock <= 0 && (
                    <span className="text-terracotta-600 dark:text-terracotta-300"> · {t("plant.outOfStock")}</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {pin !== null && <input type="hidden" name="pin" value={pin} />}
      <button type="submit" hidden={hydrated} className={buttonClass("outline", "mt-3")}>
        {t("plant.variant.select")}
      </button>
    </Form>
  );
}

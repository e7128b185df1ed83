import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { salePricePaise } from "#domain/money.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { type CartLine, type LineProblem, lineKey, removeFromCart, updateQuantity } from "#app/lib/cart.ts";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";
import { productNames } from "#domain/catalogue/names.ts";
import { Trans } from "#app/components/ui/trans.tsx";

const PROBLEM_TEXT = {
  gone: "line.gone",
  "sold-out": "line.soldOut",
} as const satisfies Record<LineProblem, string>;

const stepButton =
  "grid size-9 place-items-center rounded-full border border-leaf-900/15 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-white/15 dark:hover:bg-night";

/** The product page, showing the line's variant when it names one. */
function productPath(line: CartLine): string {
  return line.variantName && line.variantId
    ? `/plant/${line.slug}?variant=${encodeURIComponent(line.variantId)}`
    : `/plant/${line.slug}`;
}

/** The line holds all the stock there is: said, so a quantity lowered to it is not a surprise. */
const atStock = (line: CartLine) => line.stock !== null && line.quantity >= line.stock;

/** The cart's lines with quantity controls (never below 1, never above stock) and removal. */
export function CartLines({ lines, problems }: { lines: CartLine[]; problems: Record<string, LineProblem> }) {
  const { t } = useTranslation("checkout");
  const language = useLanguage();
  return (
    <ul className="divide-y divide-leaf-900/10 dark:divide-white/10" data-testid="cart-lines">
      {lines.map((line) => {
        const key = lineKey(line);
        const problem = problems[key];
        const { name } = productNames(language, line);
        return (
          <li key={key} className="flex gap-4 py-4" data-testid="cart-line">
            <Picture
              imageKey={line.image1}
              alt=""
              sizes="96px"
              width={96}
              height={96}
              className="size-20 shrink-0 rounded-2xl object-cover sm:size-24"
            />
            <div className="flex flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <Link to={productPath(line)} className="font-serif text-lg font-semibold hover:underline">
                  <ProductName {...line} />
                </Link>
                <Money
                  paise={salePricePaise(line.pricePaise, line.discount) * line.quantity}
                  className="font-semibold"
                />
              </div>
              {problem ? (
                <p className="text-sm font-semibold text-terracotta-600 dark:text-terracotta-400">
                  {t(PROBLEM_TEXT[problem])}
                </p>
              ) : (
                <p className="text-sm text-ink/75 dark:text-night-text/75">
                  <Trans
                    t={t}
                    i18nKey="line.each"
                    components={{ price: <Money paise={salePricePaise(line.pricePaise, line.discount)} /> }}
                  />
                </p>
              )}
              <div className="flex items-center gap-2">
                {!problem && (
                  <>
                    <button
                      type="button"
                      className={stepButton}
                      aria-label={t("line.decrease", { title: name })}
                      disabled={line.quantity <= 1}
                      onClick={() => updateQuantity(key, line.quantity - 1)}
                    >
                      <Minus className="size-4" aria-hidden />
                    </button>
                    <span
                      className="min-w-8 text-center tabular"
                      aria-label={t("line.quantity", { title: name })}
                      data-testid="line-quantity"
                    >
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      className={stepButton}
                      aria-label={t("line.increase", { title: name })}
                      disabled={atStock(line)}
                      onClick={() => updateQuantity(key, line.quantity + 1)}
                    >
                      <Plus className="size-4" aria-hidden />
                    </button>
                    {atStock(line) && (
                      <span className="text-sm text-ink/75 dark:text-night-text/75" data-testid="line-all-we-have">
                        {t("line.allWeHave", { count: line.quantity })}
                      </span>
                    )}
                  </>
                )}
                <button
                  type="button"
                  className="ml-auto inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm text-terracotta-600 hover:bg-terracotta-500/10 dark:text-terracotta-400"
                  onClick={() => removeFromCart(key)}
                  aria-label={t("line.removeLabel", { title: name })}
                >
                  <Trash2 className="size-4" aria-hidden /> {t("line.remove")}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

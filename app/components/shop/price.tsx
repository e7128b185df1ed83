import { formatINR } from "#domain/money.ts";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/** The one place money is formatted for people. */
export function Money({ paise, className }: { paise: number; className?: string }) {
  return <span className={cn("tabular", className)}>{formatINR(paise)}</span>;
}

/** Sale price, and the struck-out list price when a discount applies. */
export function Price({
  pricePaise,
  salePricePaise,
  discount,
  size = "md",
}: {
  pricePaise: number;
  salePricePaise: number;
  discount: number;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("catalogue");
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <Money
        paise={salePricePaise}
        className={cn("font-semibold text-leaf-800 dark:text-leaf-200", size === "lg" ? "text-2xl" : "text-base")}
      />
      {discount > 0 && (
        <>
          <s
            className="text-sm text-ink/75 dark:text-night-text/75"
            aria-label={t("price.was", { price: formatINR(pricePaise) })}
          >
            <Money paise={pricePaise} />
          </s>
          <DiscountBadge discount={discount} />
        </>
      )}
    </span>
  );
}

/** `10% off`, beside a price. */
export function DiscountBadge({ discount }: { discount: number }) {
  const { t } = useTranslation("catalogue");
  return (
    <span className="rounded-full bg-turmeric-500 px-2 py-0.5 text-xs font-semibold text-ink">
      {t("price.off", { discount })}
    </span>
  );
}

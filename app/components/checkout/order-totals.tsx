import { type CartTotals, type PricingLine, sharedGstRate, summaryAmount, summaryRows } from "#domain/pricing.ts";
import { cn } from "#app/components/ui/cn.ts";
import { useMessageText } from "#app/lib/i18n.ts";

const RULED = "border-t border-leaf-900/10 pt-2 dark:border-white/10";
const TOTAL = "pt-3 text-base font-semibold";
const INCLUDED = "text-xs text-ink/70 dark:text-night-text/70";

/**
 * The summary as a sum that reads top to bottom: MRP total − Discount = Subtotal, + Tax + Delivery
 * Charges = Total (docs/product/orders.md#summary-rows; `summaryRows` is the one order of rows,
 * mails included).
 */
export function OrderTotals({ totals }: { totals: CartTotals<PricingLine> }) {
  // Row names and 'Free' are the domain's English (mails and PDFs share them), shown in the page's language.
  const tm = useMessageText();
  const rows = summaryRows(totals, sharedGstRate(totals.lines));
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm" data-testid="order-totals">
      {rows.map((row) => {
        const ruled = row.role === "equals" || row.role === "total";
        // The tax prices include is said, not added: quieter than the rows that sum.
        const rowClass = cn(ruled && RULED, row.role === "total" && TOTAL, row.role === "included" && INCLUDED);
        return (
          <div key={row.label} className="contents">
            <dt className={rowClass}>{tm(row.label)}</dt>
            <dd
              className={cn(
                "tabular pl-4 text-right",
                rowClass,
                (row.role === "minus" || row.free) && "font-medium text-leaf-700 dark:text-leaf-300",
              )}
              data-testid={row.role === "total" ? "order-total" : undefined}
            >
              {row.free ? tm(summaryAmount(row)) : summaryAmount(row)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

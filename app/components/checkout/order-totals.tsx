import { type CartTotals, type PricingLine } from "#domain/money.ts";
import { Money } from "#app/components/shop/price.tsx";

/** SPEC.md's summary rows: Discount, Subtotal, Tax, Delivery Charges ('Free'), Total. */
export function OrderTotals({ totals }: { totals: CartTotals<PricingLine> }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="order-totals">
      <dt>Discount</dt>
      <dd className="text-right text-leaf-700 dark:text-leaf-300">
        <Money paise={totals.discountPaise} />
      </dd>
      <dt>Subtotal</dt>
      <dd className="text-right">
        <Money paise={totals.subtotalPaise} />
      </dd>
      <dt>Tax (18%)</dt>
      <dd className="text-right">
        <Money paise={totals.taxPaise} />
      </dd>
      <dt>Delivery Charges</dt>
      <dd className="text-right font-medium text-leaf-700 dark:text-leaf-300">Free</dd>
      <dt className="border-t border-leaf-900/10 pt-3 text-base font-semibold dark:border-white/10">Total</dt>
      <dd
        className="border-t border-leaf-900/10 pt-3 text-right text-base font-semibold dark:border-white/10"
        data-testid="order-total"
      >
        <Money paise={totals.totalPaise} />
      </dd>
    </dl>
  );
}

/**
 * Money rules (DECISIONS.md 7). Everything inside the shop is integer paise; the API speaks
 * rupees (SPEC.md's `"price": 249.5`) and converts only through `toRupees`/`toPaise`.
 */

export type Paise = number;

export const TAX_PERCENT = 18;
export const DELIVERY_PAISE: Paise = 0;

/** Rupees as the API speaks them → integer paise. */
export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Integer paise → rupees for JSON answers. */
export function toRupees(paise: Paise): number {
  return paise / 100;
}

/** round(price × (1 − discount/100)) in whole rupees, half up; integer arithmetic only. */
export function salePricePaise(pricePaise: Paise, discountPercent: number): Paise {
  const scaled = pricePaise * (100 - discountPercent); // paise × percent
  return Math.floor((scaled + 5_000) / 10_000) * 100;
}

export interface PricingLine {
  pricePaise: Paise;
  discount: number;
  quantity: number;
}

export interface PricedLine extends PricingLine {
  salePricePaise: Paise;
  lineTotalPaise: Paise;
}

export interface CartTotals<L extends PricingLine> {
  lines: Array<L & PricedLine>;
  /** Σ price × quantity before discounts. */
  listTotalPaise: Paise;
  discountPaise: Paise;
  subtotalPaise: Paise;
  taxPaise: Paise;
  deliveryPaise: Paise;
  totalPaise: Paise;
}

/** The one pricing function: the checkout page and the order service both call it. */
export function priceCart<L extends PricingLine>(lines: readonly L[]): CartTotals<L> {
  const priced = lines.map((line) => {
    const sale = salePricePaise(line.pricePaise, line.discount);
    return { ...line, salePricePaise: sale, lineTotalPaise: sale * line.quantity };
  });
  const listTotalPaise = priced.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const subtotalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const subtotalRupees = subtotalPaise / 100; // whole rupees: every sale price is
  const taxPaise = Math.floor((subtotalRupees * TAX_PERCENT + 50) / 100) * 100;
  return {
    lines: priced,
    listTotalPaise,
    discountPaise: listTotalPaise - subtotalPaise,
    subtotalPaise,
    taxPaise,
    deliveryPaise: DELIVERY_PAISE,
    totalPaise: subtotalPaise + taxPaise + DELIVERY_PAISE,
  };
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,23,456.00` — Indian grouping, two decimals. Only `<Price>` should call this. */
export function formatINR(paise: Paise): string {
  return inr.format(paise / 100);
}

/**
 * Money rules (docs/product/orders.md#prices-and-totals). Everything inside the shop is integer
 * paise; the API speaks rupees (`"price": 249.5`, docs/product/api.md#conventions) and converts
 * only through `toRupees`/`toPaise`.
 */

export type Paise = number;

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

/**
 * Five or fewer in stock is low: the product page says 'Only {n} left' and the admin's
 * dashboard and product table flag it for restocking.
 */
export const LOW_STOCK_LIMIT = 5;

export type StockLevel = "out" | "low" | "in";

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return "out";
  return stock <= LOW_STOCK_LIMIT ? "low" : "in";
}

import { indianDate, indianMinuteOfDay } from "./india/time.ts";

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

/**
 * What the shop's lists say of a product's stock, instead of the count: in stock, 'Only {n} left'
 * at the limit or fewer, or out of stock. A list's answer changes only when this does, so an
 * order for a product with plenty left keeps the lists cached (docs/performance.md).
 */
export type Availability = { level: "in" } | { level: "low"; left: number } | { level: "out" };

export function availabilityOf(stock: number): Availability {
  const level = stockLevel(stock);
  return level === "low" ? { level, left: stock } : { level };
}

/** Whether a list showing `before`'s availability would show another for `after`. */
export function availabilityMoved(before: number, after: number): boolean {
  const [was, is] = [availabilityOf(before), availabilityOf(after)];
  return was.level !== is.level || (was.level === "low" && is.level === "low" && was.left !== is.left);
}

/** The most of a product a list card lets the cart hold: the exact count only when the card says it. */
export function knownStock(availability: Availability): number | null {
  if (availability.level === "in") return null;
  return availability.level === "low" ? availability.left : 0;
}

/** The shop's daily low-stock mail goes from 08:00 India time (docs/product/admin.md#low-stock-mail). */
export const LOW_STOCK_MAIL_MINUTE = 8 * 60;

/**
 * The day of India's calendar whose low-stock mail is due at `at`, given the last day one was
 * written for: today's, once it is 08:00 there and today's has not been written (a morning no
 * server ran at 08:00 is caught up at its first turn after); else null.
 */
export function lowStockMailDay(at: Date, lastDay: string | null): string | null {
  if (indianMinuteOfDay(at) < LOW_STOCK_MAIL_MINUTE) return null;
  const today = indianDate(at);
  return lastDay !== null && lastDay >= today ? null : today;
}

import { describe, expect, it } from "vitest";
import {
  availabilityMoved,
  availabilityOf,
  knownStock,
  LOW_STOCK_LIMIT,
  lowStockMailDay,
  stockLevel,
} from "#domain/stock.ts";

describe("stock levels", () => {
  it("is out at zero (or below, never shown as a count), low up to the limit, in stock above it", () => {
    expect([-1, 0].map(stockLevel)).toEqual(["out", "out"]);
    expect([1, LOW_STOCK_LIMIT].map(stockLevel)).toEqual(["low", "low"]);
    expect([LOW_STOCK_LIMIT + 1, 500].map(stockLevel)).toEqual(["in", "in"]);
  });
});

describe("availability, what lists show instead of the count", () => {
  it("is out of stock at zero, the count itself up to the limit, and only 'in stock' above it", () => {
    expect(availabilityOf(0)).toEqual({ level: "out" });
    expect(availabilityOf(-2)).toEqual({ level: "out" });
    expect(availabilityOf(1)).toEqual({ level: "low", left: 1 });
    expect(availabilityOf(LOW_STOCK_LIMIT)).toEqual({ level: "low", left: LOW_STOCK_LIMIT });
    expect(availabilityOf(LOW_STOCK_LIMIT + 1)).toEqual({ level: "in" });
    expect(availabilityOf(500)).toEqual({ level: "in" });
  });

  it("moves when stock crosses the limit or zero, or changes at all while at the limit or fewer", () => {
    expect(availabilityMoved(50, 48)).toBe(false);
    expect(availabilityMoved(LOW_STOCK_LIMIT + 1, LOW_STOCK_LIMIT + 40)).toBe(false);
    expect(availabilityMoved(LOW_STOCK_LIMIT + 1, LOW_STOCK_LIMIT)).toBe(true);
    expect(availabilityMoved(LOW_STOCK_LIMIT, LOW_STOCK_LIMIT + 1)).toBe(true);
    expect(availabilityMoved(4, 3)).toBe(true);
    expect(availabilityMoved(1, 0)).toBe(true);
    expect(availabilityMoved(0, 7)).toBe(true);
    expect(availabilityMoved(0, -1)).toBe(false);
    expect(availabilityMoved(3, 3)).toBe(false);
  });

  it("tells a list card's cart the count only where the card shows it", () => {
    expect(knownStock(availabilityOf(80))).toBeNull();
    expect(knownStock(availabilityOf(3))).toBe(3);
    expect(knownStock(availabilityOf(0))).toBe(0);
  });
});

/** A moment in India (UTC+5:30) on the `day`th of March 2026, as UTC. */
const ist = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 2, day, hh, mm) - 330 * 60_000);

describe("the low-stock mail's day", () => {
  it("is India's today from 08:00 there until that day's is written", () => {
    expect(lowStockMailDay(ist(10, 7, 59), null)).toBeNull();
    expect(lowStockMailDay(ist(10, 8), null)).toBe("2026-03-10");
    expect(lowStockMailDay(ist(10, 23, 59), "2026-03-09")).toBe("2026-03-10");
    expect(lowStockMailDay(ist(10, 8), "2026-03-10")).toBeNull();
    // Past India's midnight (18:30 UTC) it is the next day there, due again at 08:00.
    expect(lowStockMailDay(ist(11, 0, 30), "2026-03-10")).toBeNull();
    expect(lowStockMailDay(ist(11, 8), "2026-03-10")).toBe("2026-03-11");
  });
});

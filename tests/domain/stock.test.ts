import { describe, expect, it } from "vitest";
import { LOW_STOCK_LIMIT, lowStockMailDay, stockLevel } from "#domain/stock.ts";

describe("stock levels", () => {
  it("is out at zero (or below, never shown as a count), low up to the limit, in stock above it", () => {
    expect([-1, 0].map(stockLevel)).toEqual(["out", "out"]);
    expect([1, LOW_STOCK_LIMIT].map(stockLevel)).toEqual(["low", "low"]);
    expect([LOW_STOCK_LIMIT + 1, 500].map(stockLevel)).toEqual(["in", "in"]);
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

import { describe, expect, it } from "vitest";
import { LOW_STOCK_LIMIT, stockLevel } from "#domain/stock.ts";

describe("stock levels", () => {
  it("is out at zero (or below, never shown as a count), low up to the limit, in stock above it", () => {
    expect([-1, 0].map(stockLevel)).toEqual(["out", "out"]);
    expect([1, LOW_STOCK_LIMIT].map(stockLevel)).toEqual(["low", "low"]);
    expect([LOW_STOCK_LIMIT + 1, 500].map(stockLevel)).toEqual(["in", "in"]);
  });
});

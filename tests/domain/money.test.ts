import { describe, expect, it } from "vitest";
import { formatINR, salePricePaise, toPaise, toRupees } from "#domain/money.ts";
import { priceCart } from "#domain/pricing.ts";

describe("salePricePaise (docs/product/orders.md#prices-and-totals: whole rupees, half up)", () => {
  it.each([
    [24900, 0, 24900],
    [24900, 100, 0],
    [24900, 10, 22400], // 224.1 → 224
    [19900, 15, 16900], // 169.15 → 169
    [999, 50, 500], // 4.995 → 5
    [100, 50, 100], // 0.5 → 1 (half up)
    [24950, 0, 25000], // 249.50 → 250
    [33300, 33, 22300], // 223.11 → 223
    [29900, 12, 26300], // 263.12 → 263
    [14900, 25, 11200], // 111.75 → 112
  ])("price %i paise at %i%% → %i paise", (price, discount, expected) => {
    expect(salePricePaise(price, discount)).toBe(expected);
  });
});

describe("priceCart", () => {
  it("prices an empty cart at zero", () => {
    expect(priceCart([])).toMatchObject({ subtotalPaise: 0, discountPaise: 0, taxPaise: 0, totalPaise: 0 });
  });

  it("computes discount, subtotal, 18% tax and total as docs/product/orders.md#prices-and-totals says", () => {
    const totals = priceCart([
      { pricePaise: 24900, discount: 10, quantity: 2 }, // sale 224 × 2 = 448
      { pricePaise: 19900, discount: 0, quantity: 1 }, // 199
    ]);
    expect(totals.listTotalPaise).toBe(69700);
    expect(totals.subtotalPaise).toBe(64700);
    expect(totals.discountPaise).toBe(5000);
    expect(totals.taxPaise).toBe(11600); // 18% of 647 = 116.46 → 116
    expect(totals.deliveryPaise).toBe(0);
    expect(totals.totalPaise).toBe(76300);
    expect(totals.lines[0]).toMatchObject({ salePricePaise: 22400, lineTotalPaise: 44800 });
  });

  it("rounds the tax half up", () => {
    // 18% of 25 = 4.5 → 5
    expect(priceCart([{ pricePaise: 2500, discount: 0, quantity: 1 }]).taxPaise).toBe(500);
    // 18% of 36 = 6.48 → 6
    expect(priceCart([{ pricePaise: 3600, discount: 0, quantity: 1 }]).taxPaise).toBe(600);
  });

  it("keeps paise in the discount when list prices have paise", () => {
    const totals = priceCart([{ pricePaise: 24950, discount: 0, quantity: 3 }]);
    expect(totals.subtotalPaise).toBe(75000);
    expect(totals.discountPaise).toBe(-150); // rounding up the sale price costs the customer 50 paise a unit
  });

  it("a 100% discount makes the line free", () => {
    const totals = priceCart([{ pricePaise: 50000, discount: 100, quantity: 4 }]);
    expect(totals).toMatchObject({ subtotalPaise: 0, discountPaise: 200000, taxPaise: 0, totalPaise: 0 });
  });

  it("many lines add up without drift", () => {
    const lines = Array.from({ length: 250 }, (_, i) => ({
      pricePaise: 9900 + i * 100,
      discount: i % 41,
      quantity: 1 + (i % 5),
    }));
    const totals = priceCart(lines);
    // Independent exact arithmetic: round half up of p × (100 − d) / 10 000 in BigInt.
    const saleRupees = (p: number, d: number) => (BigInt(p * (100 - d)) * 2n + 10_000n) / 20_000n;
    const expected = lines.reduce((s, l) => s + Number(saleRupees(l.pricePaise, l.discount)) * 100 * l.quantity, 0);
    expect(totals.subtotalPaise).toBe(expected);
    expect(Number.isInteger(totals.totalPaise)).toBe(true);
    expect(totals.totalPaise).toBe(totals.subtotalPaise + totals.taxPaise);
  });
});

describe("edges", () => {
  it("converts rupees and paise", () => {
    expect(toPaise(249.5)).toBe(24950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(24950)).toBe(249.5);
  });

  it("formats with Indian grouping and two decimals", () => {
    expect(formatINR(12345600)).toBe("₹1,23,456.00");
    expect(formatINR(123400)).toBe("₹1,234.00");
    expect(formatINR(0)).toBe("₹0.00");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_RATES } from "#domain/gst.ts";
import {
  deliveryFeePaise,
  freeDeliveryShortfallPaise,
  type OrderFigures,
  priceCart,
  summaryRows,
  taxOf,
} from "#domain/pricing.ts";
import { DEFAULT_SHOP_PRICING, gstWorthSaying, type ShopPricing } from "#domain/shop-pricing.ts";
import { inEnglish } from "#tests/support/messages.ts";

/**
 * docs/product/commerce-core.md: a coupon shared over the lines, GST on what the customer pays,
 * the delivery fee taxed at the principal supply's rate, and prices inclusive of GST.
 */

const FEE: ShopPricing = { deliveryFeePaise: 49_00, freeDeliveryAbovePaise: 499_00, pricesIncludeTax: false };

const line = fc.record({
  pricePaise: fc.integer({ min: 1, max: 5_000 }).map((rupees) => rupees * 100),
  discount: fc.integer({ min: 0, max: 90 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  gstRate: fc.constantFrom(...GST_RATES),
});
const coupon = fc.oneof(
  fc.record({
    code: fc.constant("MONSOON"),
    kind: fc.constant("percent" as const),
    value: fc.integer({ min: 1, max: 90 }),
  }),
  fc.record({
    code: fc.constant("FLAT100"),
    kind: fc.constant("amount" as const),
    value: fc.integer({ min: 1, max: 2_000_00 }),
  }),
);
const pricing = fc.record({
  deliveryFeePaise: fc.integer({ min: 0, max: 200 }).map((rupees) => rupees * 100),
  freeDeliveryAbovePaise: fc.option(fc.integer({ min: 1, max: 2_000 }).map((rupees) => rupees * 100)),
  pricesIncludeTax: fc.boolean(),
});

describe("taxOf", () => {
  it("prices inclusive of GST: taxable value plus tax is the amount to the paisa, at every rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000 }), fc.constantFrom(...GST_RATES), (amount, rate) => {
        const { taxablePaise, taxPaise } = taxOf(amount, rate, true);
        expect(taxablePaise + taxPaise).toBe(amount);
        // The taxable value is the amount's rate-free part, rounded to the nearest paisa.
        expect(Math.abs(taxablePaise * (100 + rate) - amount * 100)).toBeLessThanOrEqual((100 + rate) / 2);
        expect(taxPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("takes the examples as the contract writes them: round(line total × 100 / (100 + rate))", () => {
    expect(taxOf(118_00, 18, true)).toEqual({ taxablePaise: 100_00, taxPaise: 18_00 });
    expect(taxOf(249_00, 5, true)).toEqual({ taxablePaise: 237_14, taxPaise: 11_86 });
    expect(taxOf(100, 12, true)).toEqual({ taxablePaise: 89, taxPaise: 11 });
  });

  it("prices exclusive of GST: the tax is added, rounded to the paisa, halves up", () => {
    expect(taxOf(100_00, 18, false)).toEqual({ taxablePaise: 100_00, taxPaise: 18_00 });
    expect(taxOf(1_50, 5, false)).toEqual({ taxablePaise: 1_50, taxPaise: 8 });
    expect(taxOf(10, 5, false)).toEqual({ taxablePaise: 10, taxPaise: 1 });
  });
});

describe("delivery charges", () => {
  it("charges the fee below the threshold and nothing from it on, nor on an empty cart", () => {
    expect(deliveryFeePaise(FEE, 498_00)).toBe(49_00);
    expect(deliveryFeePaise(FEE, 499_00)).toBe(0);
    expect(deliveryFeePaise(FEE, 0)).toBe(0);
    expect(deliveryFeePaise({ ...FEE, freeDeliveryAbovePaise: null }, 10_000_00)).toBe(49_00);
    expect(deliveryFeePaise(DEFAULT_SHOP_PRICING, 100_00)).toBe(0);
  });

  it("says how much more makes delivery free, only when it is not free already", () => {
    expect(freeDeliveryShortfallPaise(FEE, 400_00)).toBe(99_00);
    expect(freeDeliveryShortfallPaise(FEE, 499_00)).toBeNull();
    expect(freeDeliveryShortfallPaise({ ...FEE, freeDeliveryAbovePaise: null }, 400_00)).toBeNull();
    expect(freeDeliveryShortfallPaise({ ...FEE, deliveryFeePaise: 0 }, 400_00)).toBeNull();
  });

  it("taxes the fee at the rate of the line with the largest taxable value", () => {
    const totals = priceCart(
      [
        { pricePaise: 100_00, discount: 0, quantity: 1, gstRate: 18 },
        { pricePaise: 300_00, discount: 0, quantity: 1, gstRate: 5 },
      ],
      FEE,
    );
    expect(totals.deliveryPaise).toBe(49_00);
    expect(totals.deliveryGstRate).toBe(5);
    expect(totals.deliveryTaxPaise).toBe(2_45);
    // 18.00 + 15.00 + 2.45 = 35.45, rounded to ₹35.
    expect(totals.taxPaise).toBe(35_00);
    expect(totals.totalPaise).toBe(400_00 + 49_00 + 35_00);
  });
});

describe("priceCart with a coupon, a delivery fee and either kind of price", () => {
  it("shares the coupon over the lines so the parts add up, no line below zero, GST on what is paid", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), coupon, pricing, (lines, applied, shop) => {
        const totals = priceCart(lines, shop, applied);
        const shares = totals.lines.map((l) => l.couponPaise);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(totals.couponPaise);
        expect(totals.couponPaise).toBeLessThanOrEqual(totals.subtotalPaise);
        for (const l of totals.lines) {
          const paid = l.lineTotalPaise - l.couponPaise;
          expect(l.couponPaise).toBeGreaterThanOrEqual(0);
          expect(paid).toBeGreaterThanOrEqual(0);
          if (shop.pricesIncludeTax) expect(l.taxablePaise + l.taxPaise).toBe(paid);
          else {
            expect(l.taxablePaise).toBe(paid);
            expect(Math.abs(l.taxPaise * 100 - paid * l.gstRate)).toBeLessThanOrEqual(50);
          }
        }
      }),
    );
  });

  it("sums to the total: exclusive adds the tax rounded to rupees, inclusive contains it exactly", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(coupon),
        pricing,
        (lines, applied, shop) => {
          const t = priceCart(lines, shop, applied);
          const lineTax = t.lines.reduce((sum, l) => sum + l.taxPaise, 0) + t.deliveryTaxPaise;
          const taxable = t.lines.reduce((sum, l) => sum + l.taxablePaise, 0);
          expect(t.listTotalPaise - t.discountPaise).toBe(t.subtotalPaise);
          if (shop.pricesIncludeTax) {
            expect(t.taxPaise).toBe(lineTax);
            expect(t.totalPaise).toBe(t.subtotalPaise - t.couponPaise + t.deliveryPaise);
            expect(taxable + t.taxPaise + (t.deliveryPaise - t.deliveryTaxPaise)).toBe(t.totalPaise);
          } else {
            expect(t.taxPaise % 100).toBe(0);
            expect(Math.abs(t.taxPaise - lineTax)).toBeLessThanOrEqual(50);
            expect(t.totalPaise).toBe(t.subtotalPaise - t.couponPaise + t.deliveryPaise + t.taxPaise);
            expect(taxable + t.deliveryPaise + t.taxPaise).toBe(t.totalPaise);
          }
        },
      ),
    );
  });

  it("prices an example by hand: 10 % off two lines, a fee, prices exclusive of GST", () => {
    const totals = priceCart(
      [
        { pricePaise: 199_00, discount: 0, quantity: 1, gstRate: 5 },
        { pricePaise: 150_00, discount: 0, quantity: 2, gstRate: 18 },
      ],
      FEE,
      { code: "MONSOON10", kind: "percent", value: 10 },
    );
    expect(totals.subtotalPaise).toBe(499_00);
    expect(totals.couponPaise).toBe(49_90);
    // 49.90 shared over 199 : 300 → 19.90 and 30.00.
    expect(totals.lines.map((l) => l.couponPaise)).toEqual([19_90, 30_00]);
    expect(totals.lines.map((l) => l.taxPaise)).toEqual([8_96, 48_60]);
    // The threshold looks at the goods before the coupon: delivery stays free.
    expect(totals.deliveryPaise).toBe(0);
    expect(totals.taxPaise).toBe(58_00);
    expect(totals.totalPaise).toBe(499_00 - 49_90 + 58_00);
    expect(totals.couponCode).toBe("MONSOON10");
  });

  it("without a coupon or a fee, prices exactly as the shop always has", () => {
    const lines = [
      { pricePaise: 249_00, discount: 10, quantity: 3, gstRate: 12 },
      { pricePaise: 99_00, discount: 0, quantity: 1 },
    ];
    const totals = priceCart(lines);
    expect(totals.couponPaise).toBe(0);
    expect(totals.couponCode).toBeNull();
    expect(totals.deliveryPaise).toBe(0);
    expect(totals.deliveryGstRate).toBeNull();
    expect(totals.lines.map((l) => l.taxablePaise)).toEqual(totals.lines.map((l) => l.lineTotalPaise));
  });
});

describe("summary rows say only what is there (issue 30, item 8)", () => {
  const labels = (totals: OrderFigures, rate: number | null) =>
    summaryRows(totals, rate).map((row) => `${inEnglish(row.label)} ${row.role}`);
  const figures = (lines: Parameters<typeof priceCart>[0], pricesIncludeTax = false): OrderFigures => {
    const { lines: _lines, ...totals } = priceCart(lines, { ...DEFAULT_SHOP_PRICING, pricesIncludeTax });
    return totals;
  };

  it("a discount reads MRP total − Discount = Subtotal; without one the sum starts at Subtotal, no −₹0.00", () => {
    expect(labels(figures([{ pricePaise: 200_00, discount: 10, quantity: 1, gstRate: 18 }]), 18)).toEqual([
      "MRP total start",
      "Discount minus",
      "Subtotal equals",
      "Tax (GST 18%) plus",
      "Delivery Charges plus",
      "Total total",
    ]);
    expect(labels(figures([{ pricePaise: 200_00, discount: 0, quantity: 1, gstRate: 18 }]), 18)).toEqual([
      "Subtotal start",
      "Tax (GST 18%) plus",
      "Delivery Charges plus",
      "Total total",
    ]);
  });

  it("a tax of ₹0 (every line at 0 % GST) is not a row, added or included; a free delivery still is", () => {
    const nil = [{ pricePaise: 150_00, discount: 0, quantity: 2, gstRate: 0 }];
    expect(labels(figures(nil), 0)).toEqual(["Subtotal start", "Delivery Charges plus", "Total total"]);
    expect(labels(figures(nil, true), 0)).toEqual(["Subtotal start", "Delivery Charges plus", "Total total"]);
    expect(summaryRows(figures(nil), 0).find((row) => row.role === "plus")?.free).toBe(true);
  });

  it("the product page's GST note: nothing to say at 0 %", () => {
    expect(gstWorthSaying(0)).toBe(false);
    for (const rate of [5, 12, 18, 28]) expect(gstWorthSaying(rate)).toBe(true);
  });
});

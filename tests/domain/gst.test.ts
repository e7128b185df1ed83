import { describe, expect, it } from "vitest";
import { amountInWords, creditNoteNumber, financialYear, invoiceNumber, splitTax } from "#domain/gst.ts";
import { priceCart, sharedGstRate } from "#domain/pricing.ts";

describe("GST rules", () => {
  it("writes amounts in words in the Indian system, ending in Only", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(1_900)).toBe("Rupees Nineteen Only");
    expect(amountInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(amountInWords(1_23_45_678_50)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only",
    );
    expect(amountInWords(58_800)).toBe("Rupees Five Hundred Eighty-Eight Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
  });

  it("dates the financial year April to March in India's time", () => {
    // 31 March 2027 23:59 in India is 18:29 UTC; 1 April 00:00 in India is 31 March 18:30 UTC.
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2627");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2728");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("9900");
    expect(invoiceNumber("VA", "2627", 1)).toBe("VA/2627/00001");
    expect(creditNoteNumber("2728", 42)).toBe("CN/2728/00042");
  });

  it("splits tax half to the Centre and half to the State within a state, an odd paisa to the State", () => {
    expect(splitTax(4_483, true)).toEqual({ cgstPaise: 2_241, sgstPaise: 2_242, igstPaise: 0 });
    expect(splitTax(4_483, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 4_483 });
  });

  it("taxes each line at its own rate; the order's tax is their exact sum rounded to whole rupees", () => {
    const totals = priceCart([
      { pricePaise: 24_900, discount: 0, quantity: 1, gstRate: 18 },
      { pricePaise: 19_900, discount: 10, quantity: 3, gstRate: 5 },
      { pricePaise: 9_900, discount: 0, quantity: 1, gstRate: 0 },
    ]);
    // 249 × 18 % = 44.82; 3 × 179 = 537 × 5 % = 26.85; 99 × 0 % = 0 → 71.67 → ₹72.
    expect(totals.lines.map((l) => l.taxPaise)).toEqual([4_482, 2_685, 0]);
    expect(totals.taxPaise).toBe(7_200);
    expect(totals.subtotalPaise).toBe(24_900 + 53_700 + 9_900);
    expect(totals.totalPaise).toBe(totals.subtotalPaise + 7_200);
    expect(sharedGstRate(totals.lines)).toBeNull();
    expect(sharedGstRate([{ gstRate: 18 }, {}])).toBe(18);
  });

  it("keeps round(18 % of Subtotal) when every rate is 18 (docs/product/tax-invoices.md#tax-on-an-order)", () => {
    const totals = priceCart([
      { pricePaise: 31_300, discount: 15, quantity: 2 },
      { pricePaise: 11_100, discount: 0, quantity: 1 },
    ]);
    expect(totals.taxPaise).toBe(Math.round((totals.subtotalPaise / 100) * 0.18) * 100);
  });
});

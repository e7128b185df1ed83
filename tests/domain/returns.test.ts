import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessage } from "#domain/i18n/message.ts";
import {
  creditedPart,
  creditOfAmount,
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_STATUSES,
  returnDecisionRefusal,
  returnLinesRefusal,
  returnNumber,
  returnRefundRefusal,
  returnWindowRefusal,
} from "#domain/returns.ts";

/** docs/product/commerce-core.md#returns-and-replacements: who may report what, and the credit for part of a line. */

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date("2026-11-20T10:00:00.000Z");
const code = (ref: string | null) => (ref === null ? null : readMessage(ref));

describe("the return window", () => {
  it("opens at delivery and closes the given days after it", () => {
    const after = (ms: number) => new Date(delivered.getTime() + ms);
    expect(returnWindowRefusal(delivered, after(0), DEFAULT_RETURN_WINDOW_DAYS)).toBeNull();
    expect(returnWindowRefusal(delivered, after(3 * DAY), 3)).toBeNull();
    expect(code(returnWindowRefusal(delivered, after(3 * DAY + 1), 3))).toEqual({
      code: "return.windowClosed",
      params: { days: "3" },
    });
    expect(code(returnWindowRefusal(null, after(0), 3))?.code).toBe("return.notDelivered");
  });
});

describe("the units a request may name", () => {
  const sold = [
    { key: "tulsi", title: "Tulsi", quantity: 3 },
    { key: "neem", title: "Neem", quantity: 1 },
  ];

  it("any units delivered and not reported before", () => {
    expect(returnLinesRefusal([{ key: "tulsi", title: "Tulsi", quantity: 3 }], sold, new Map())).toBeNull();
    expect(
      returnLinesRefusal([{ key: "tulsi", title: "Tulsi", quantity: 1 }], sold, new Map([["tulsi", 2]])),
    ).toBeNull();
  });

  it("refuses more than was delivered, a second request for the same units, a line not sold, and nothing", () => {
    expect(code(returnLinesRefusal([{ key: "tulsi", title: "Tulsi", quantity: 4 }], sold, new Map()))).toEqual({
      code: "return.moreThanDelivered",
      params: { quantity: "3", title: "Tulsi" },
    });
    expect(
      code(returnLinesRefusal([{ key: "tulsi", title: "Tulsi", quantity: 2 }], sold, new Map([["tulsi", 2]]))),
    ).toEqual({ code: "return.moreThanDelivered", params: { quantity: "1", title: "Tulsi" } });
    expect(
      code(returnLinesRefusal([{ key: "neem", title: "Neem", quantity: 1 }], sold, new Map([["neem", 1]]))),
    ).toEqual({ code: "return.alreadyReported", params: { title: "Neem" } });
    expect(code(returnLinesRefusal([{ key: "amla", title: "Amla", quantity: 1 }], sold, new Map()))?.code).toBe(
      "return.notInOrder",
    );
    expect(code(returnLinesRefusal([], sold, new Map()))?.code).toBe("return.noLines");
  });
});

describe("the credit for part of a line", () => {
  it("shares the line's taxable value and GST by units, to the paisa", () => {
    const line = { quantity: 3, taxablePaise: 500_00, taxPaise: 90_00 };
    expect(creditedPart(line, 0, 1)).toEqual({ quantity: 1, taxablePaise: 166_67, taxPaise: 30_00 });
    expect(creditedPart(line, 1, 2)).toEqual({ quantity: 2, taxablePaise: 333_33, taxPaise: 60_00 });
  });

  it("adds up to the whole line however it is returned in parts, and no part is negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_00_00_000 }),
        fc.integer({ min: 0, max: 2_00_00_000 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 20 }),
        (quantity, taxablePaise, taxPaise, steps) => {
          const line = { quantity, taxablePaise, taxPaise };
          let credited = 0;
          const parts = [];
          for (const step of steps) {
            const units = Math.min(step, quantity - credited);
            if (units === 0) break;
            parts.push(creditedPart(line, credited, units));
            credited += units;
          }
          if (credited < quantity) parts.push(creditedPart(line, credited, quantity - credited));
          expect(parts.every((p) => p.taxablePaise >= 0 && p.taxPaise >= 0)).toBe(true);
          expect(parts.reduce((sum, p) => sum + p.taxablePaise, 0)).toBe(taxablePaise);
          expect(parts.reduce((sum, p) => sum + p.taxPaise, 0)).toBe(taxPaise);
        },
      ),
    );
  });
});

describe("return numbers", () => {
  it("read RT-{year}-{n}", () => {
    expect(returnNumber(2026, 17)).toBe("RT-2026-17");
  });
});

describe("deciding a request", () => {
  it("only a request still 'Requested' is decided", () => {
    expect(returnDecisionRefusal("Requested")).toBeNull();
    for (const status of RETURN_STATUSES.filter((s) => s !== "Requested"))
      expect(code(returnDecisionRefusal(status))?.code, status).toBe("return.alreadyDecided");
  });

  it("a refund is at least ₹1, at most the lines' value and what is left of the payment", () => {
    expect(returnRefundRefusal(385_95, 385_95, 500_00)).toBeNull();
    expect(returnRefundRefusal(100, 385_95, 500_00)).toBeNull();
    expect(code(returnRefundRefusal(99, 385_95, 500_00))?.code).toBe("return.refund.tooSmall");
    expect(code(returnRefundRefusal(385_96, 385_95, 500_00))).toEqual({
      code: "return.refund.moreThanLines",
      params: { amount: "₹385.95" },
    });
    expect(code(returnRefundRefusal(300_00, 385_95, 200_00))).toEqual({
      code: "return.refund.moreThanPaid",
      params: { amount: "₹200.00" },
    });
  });
});

describe("a credit of an amount over lines", () => {
  const lines = [
    { quantity: 2, taxablePaise: 300_00, taxPaise: 54_00, gstRate: 18 },
    { quantity: 1, taxablePaise: 199_00, taxPaise: 9_95, gstRate: 5 },
  ];

  it("shares the amount by the lines' value and splits each share at its rate", () => {
    // ₹100 over ₹354 and ₹208.95: ₹62.88 and ₹37.12.
    const [first, second] = creditOfAmount(lines, 100_00);
    expect(first!.taxablePaise + first!.taxPaise + second!.taxablePaise + second!.taxPaise).toBe(100_00);
    expect(first).toEqual({ quantity: 2, taxablePaise: 53_29, taxPaise: 9_59 });
    expect(second).toEqual({ quantity: 1, taxablePaise: 35_35, taxPaise: 1_77 });
  });

  it("adds up to the amount, never more than the lines, and no part is negative", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      taxablePaise: fc.integer({ min: 0, max: 10_00_000 }),
      taxPaise: fc.integer({ min: 0, max: 2_00_000 }),
      gstRate: fc.constantFrom(0, 5, 12, 18, 28),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 20_00_000 }),
        (ls, amount) => {
          const value = ls.reduce((sum, l) => sum + l.taxablePaise + l.taxPaise, 0);
          const parts = creditOfAmount(ls, amount);
          const credited = parts.reduce((sum, p) => sum + p.taxablePaise + p.taxPaise, 0);
          expect(credited).toBe(Math.min(amount, value));
          for (const part of parts) expect(part.taxablePaise >= 0 && part.taxPaise >= 0).toBe(true);
        },
      ),
    );
  });
});

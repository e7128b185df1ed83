import { describe, expect, it } from "vitest";
import { unpaidLimitRefusal, unpaidUnitsRefusal, unpaidValueRefusal } from "#domain/order-limits.ts";
import { placeOrderSchema } from "#domain/schemas/order.ts";
import { inEnglish } from "#tests/support/messages.ts";

const LIMITS = { maxUnpaidRupees: 1000, maxUnpaidUnitsPerProduct: 20 };
const held = (valuePaise: number, units: Record<string, number> = {}) => ({
  valuePaise,
  unitsByProduct: new Map(Object.entries(units)),
});
const tulsi = (quantity: number) => ({ productId: "tulsi", title: "Tulsi", quantity });

describe("unpaidLimitRefusal", () => {
  it("allows an order that brings the customer exactly to either cap, refuses one unit or paisa more", () => {
    expect(unpaidLimitRefusal(LIMITS, held(600_00, { tulsi: 15 }), { totalPaise: 400_00, lines: [tulsi(5)] })).toBe(
      null,
    );
    expect(unpaidLimitRefusal(LIMITS, held(600_00, { tulsi: 15 }), { totalPaise: 400_00, lines: [tulsi(6)] })).toBe(
      unpaidUnitsRefusal(20, "Tulsi"),
    );
    expect(unpaidLimitRefusal(LIMITS, held(600_00), { totalPaise: 400_01, lines: [tulsi(1)] })).toBe(
      unpaidValueRefusal(1000_00),
    );
  });

  it("counts only the units already held of the same product", () => {
    const lines = [tulsi(20), { productId: "neem", title: "Neem", quantity: 1 }];
    expect(unpaidLimitRefusal(LIMITS, held(0, { neem: 19, giloy: 20 }), { totalPaise: 100_00, lines })).toBe(null);
    expect(unpaidLimitRefusal(LIMITS, held(0, { neem: 20 }), { totalPaise: 100_00, lines })).toBe(
      unpaidUnitsRefusal(20, "Neem"),
    );
  });

  it("says the value cap in rupees with Indian grouping", () => {
    expect(inEnglish(unpaidValueRefusal(25_000_00))).toContain("at most ₹25,000.00");
  });
});

describe("the order's cart", () => {
  const body = (cart: unknown) => ({ cart, selectedAddress: { savedAddressId: "a1" }, selectedPaymentMethod: "UPI" });

  it("merges repeated lines of one product and refuses more than 100 of it in all", () => {
    const merged = placeOrderSchema.parse(
      body([
        { id: "tulsi", quantity: 60 },
        { product: { id: "tulsi" }, quantity: 40 },
      ]),
    );
    expect(merged.cart).toEqual([{ productId: "tulsi", quantity: 100 }]);
    const over = placeOrderSchema.safeParse(
      body([
        { id: "tulsi", quantity: 100 },
        { id: "tulsi", quantity: 20 },
      ]),
    );
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((issue) => inEnglish(issue.message))).toEqual([
      "At most 100 of one product per order",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  customerMayCancel,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  orderNumber,
  orderNumberFragment,
  stockDirection,
} from "#domain/orders.ts";

describe("stockDirection (docs/product/orders.md#stock)", () => {
  it("returns stock when cancelling and takes it when reopening", () => {
    expect(stockDirection("Order Successful", "Order Cancelled")).toBe(1);
    expect(stockDirection("Shipped", "Order Cancelled")).toBe(1);
    expect(stockDirection("Order Cancelled", "Order Successful")).toBe(-1);
    expect(stockDirection("Order Cancelled", "Processing")).toBe(-1);
  });

  it("moves nothing among the holding statuses or when unchanged", () => {
    for (const from of ORDER_STATUSES) {
      expect(stockDirection(from, from)).toBe(0);
    }
    expect(stockDirection("Order Successful", "Delivered")).toBe(0);
    expect(stockDirection("Processing", "Shipped")).toBe(0);
  });

  it("never moves stock twice over any sequence of changes", () => {
    const sequence = [
      "Processing",
      "Order Cancelled",
      "Order Cancelled",
      "Shipped",
      "Order Cancelled",
      "Delivered",
    ] as const;
    let held = -1; // stock moved since before the order: a new order has taken one unit
    let from: (typeof ORDER_STATUSES)[number] = "Order Successful";
    for (const to of sequence) {
      held += stockDirection(from, to);
      expect(held === -1 || held === 0).toBe(true);
      from = to;
    }
    expect(held).toBe(-1);
  });
});

describe("customerMayCancel", () => {
  it("allows cancelling only before the order ships", () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(["Order Successful", "Processing"]);
  });
});

describe("orderNumberFragment (issue 15: one order number to quote)", () => {
  const id = "089965c1-5d2e-4c6b-9a41-7f2e01164a70";

  it("takes the number as typed: a # and capitals allowed, or the whole id", () => {
    expect(orderNumberFragment("#01164A70")).toBe("01164a70");
    expect(orderNumberFragment(" 01164a70 ")).toBe("01164a70");
    expect(orderNumberFragment(id)).toBe(id);
  });

  it("is null for words and for fragments too short to be a number", () => {
    for (const text of ["Asha", "abc", "#12", "neem@example.in", "98765 43210", ""]) {
      expect(orderNumberFragment(text), text).toBeNull();
    }
  });
});

describe("orderNumber (issue 30: one number, the customer's, everywhere)", () => {
  it("is the id's last 8 characters, as the customer's pages always showed it", () => {
    expect(orderNumber("089965c1-5d2e-4c6b-9a41-7f2e01164a70")).toBe("01164a70");
    expect(orderNumber("7c6ff477-0000-4000-8000-00004315936b")).toBe("4315936b");
  });
});

describe("ORDER_STATUS_TONES (issue 30: 'Delivered' was drawn in a warning colour)", () => {
  it("draws delivered as done, cancelled as stopped, and packing and travelling as under way", () => {
    expect(ORDER_STATUS_TONES).toEqual({
      "Order Successful": "positive",
      Processing: "neutral",
      Shipped: "neutral",
      Delivered: "success",
      "Order Cancelled": "danger",
    });
  });
});

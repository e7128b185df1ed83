import { describe, expect, it } from "vitest";
import { cartQuantity, mergeCarts, sameCart, type StoredCartLine } from "#domain/cart.ts";

const line = (productId: string, quantity: number, variantId?: string): StoredCartLine =>
  variantId ? { productId, variantId, quantity } : { productId, quantity };

describe("merging a device's cart with the server's", () => {
  it("at sign-in (nothing agreed before): the union, a line in both with the larger quantity", () => {
    const server = [line("tulsi", 2), line("neem", 1, "neem-6in")];
    const device = [line("neem", 3, "neem-6in"), line("aloe", 1)];
    expect(mergeCarts(server, device)).toEqual([line("tulsi", 2), line("neem", 3, "neem-6in"), line("aloe", 1)]);
    // The larger, not the sum: merging again changes nothing.
    expect(mergeCarts(mergeCarts(server, device), device)).toEqual(mergeCarts(server, device));
  });

  it("tells two sizes of one plant apart, and a line naming no variant from one naming a variant", () => {
    expect(mergeCarts([line("neem", 1, "neem-6in")], [line("neem", 1, "neem-8in"), line("neem", 2)])).toEqual([
      line("neem", 1, "neem-6in"),
      line("neem", 1, "neem-8in"),
      line("neem", 2),
    ]);
  });

  it("keeps a change made on one side only: added, removed or changed on the server or on the device", () => {
    const base = [line("tulsi", 1), line("neem", 1), line("aloe", 1)];
    // Another device removed neem and raised aloe; this one is still as agreed: the server's cart stands.
    expect(mergeCarts([line("tulsi", 1), line("aloe", 4)], base, base)).toEqual([line("tulsi", 1), line("aloe", 4)]);
    // This device removed tulsi and added mint while the server stayed as agreed.
    const device = [line("neem", 1), line("aloe", 1), line("mint", 2)];
    expect(mergeCarts(base, device, base)).toEqual([line("neem", 1), line("aloe", 1), line("mint", 2)]);
  });

  it("keeps a line changed on both sides with the larger quantity, and one removed on one side but changed on the other", () => {
    const base = [line("tulsi", 1), line("neem", 1)];
    expect(mergeCarts([line("tulsi", 3)], [line("tulsi", 2), line("neem", 5)], base)).toEqual([
      line("tulsi", 3),
      line("neem", 5),
    ]);
  });

  it("holds at most 50 lines (the server's first) and 100 of one line", () => {
    const server = Array.from({ length: 40 }, (_, i) => line(`s${i}`, 1));
    const device = Array.from({ length: 30 }, (_, i) => line(`d${i}`, 1));
    const merged = mergeCarts(server, device);
    expect(merged).toHaveLength(50);
    expect(merged.slice(0, 40)).toEqual(server);
    expect(mergeCarts([line("tulsi", 250)], [])).toEqual([line("tulsi", 100)]);
  });

  it("compares carts line by line", () => {
    expect(sameCart([line("a", 1), line("b", 2, "b2")], [line("a", 1), line("b", 2, "b2")])).toBe(true);
    expect(sameCart([line("a", 1)], [line("a", 2)])).toBe(false);
    expect(sameCart([line("a", 1), line("b", 1)], [line("b", 1), line("a", 1)])).toBe(false);
    expect(sameCart([], [line("a", 1)])).toBe(false);
  });
});

describe("a cart line's quantity", () => {
  it("stays from 1 to 100 and within the stock, while a sold-out line keeps 1", () => {
    expect([0, 1, 2.7, 100, 101, 1e9].map((q) => cartQuantity(q))).toEqual([1, 1, 2, 100, 100, 100]);
    expect(cartQuantity(5, 3)).toBe(3);
    expect(cartQuantity(5, 0)).toBe(1);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as CartModule from "#app/lib/cart.ts";

/** The cart store runs in the browser; a Map-backed localStorage stands in for the page's. */
function installBrowserStorage() {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", { addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal("localStorage", storage);
  return store;
}

const tulsi = {
  id: "p1",
  slug: "tulsi",
  title: "Tulsi",
  pricePaise: 19900,
  discount: 10,
  image1: "plant-tulsi",
  stock: 3,
};
const neem = { id: "p2", slug: "neem", title: "Neem", pricePaise: 29900, discount: 0, image1: null, stock: 10 };

describe("cart store (SPEC.md section 4)", () => {
  let store: Map<string, string>;
  let cart: typeof CartModule;

  beforeEach(async () => {
    vi.resetModules();
    store = installBrowserStorage();
    cart = await import("#app/lib/cart.ts");
  });

  it("appends a new product and raises the quantity of one already present", () => {
    cart.addToCart(tulsi, 1);
    cart.addToCart(neem, 2);
    cart.addToCart(tulsi, 1);
    expect(cart.readCart().map((l) => [l.id, l.quantity])).toEqual([
      ["p1", 2],
      ["p2", 2],
    ]);
    expect(JSON.parse(store.get("cart")!)).toHaveLength(2);
  });

  it("never goes above the stock or below 1", () => {
    cart.addToCart(tulsi, 5);
    expect(cart.readCart()[0]!.quantity).toBe(3);
    cart.updateQuantity("p1", 0);
    expect(cart.readCart()[0]!.quantity).toBe(1);
    cart.updateQuantity("p1", 99);
    expect(cart.readCart()[0]!.quantity).toBe(3);
  });

  it("removes a line and empties the cart", () => {
    cart.addToCart(tulsi);
    cart.addToCart(neem);
    cart.removeFromCart("p1");
    expect(cart.readCart().map((l) => l.id)).toEqual(["p2"]);
    cart.clearCart();
    expect(cart.readCart()).toEqual([]);
  });

  it("ignores and logs an invalid product", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(cart.addToCart(null)).toBeNull();
    expect(cart.addToCart({ ...tulsi, id: "" })).toBeNull();
    expect(error).toHaveBeenCalledWith("Invalid product object", null);
    expect(cart.readCart()).toEqual([]);
  });

  it("drops malformed stored lines instead of failing", () => {
    store.set("cart", JSON.stringify([{ id: 1 }, { ...tulsi, quantity: 2 }, "junk"]));
    expect(cart.readCart().map((l) => l.id)).toEqual(["p1"]);
    store.set("cart", "{not json");
    expect(cart.readCart()).toEqual([]);
  });
});

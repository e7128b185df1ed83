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

describe("cart store (docs/product/pages.md#browser-storage)", () => {
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

describe("refreshing a stored cart at checkout", () => {
  let cart: typeof CartModule;
  beforeEach(async () => {
    vi.resetModules();
    installBrowserStorage();
    cart = await import("#app/lib/cart.ts");
  });

  const lines = [
    { ...tulsi, quantity: 3 },
    { ...neem, quantity: 2 },
    { ...neem, id: "p3", slug: "giloy", title: "Giloy", quantity: 1 },
  ];

  it("takes current prices, pictures and stock, keeps quantities within stock, and leaves a gone line as it was", () => {
    const fresh = {
      p1: { ...tulsi, pricePaise: 17900, discount: 0, image1: "plant-tulsi-2", stock: 2 },
      p2: { ...neem, stock: 0 },
      p3: null,
    };
    expect(cart.refreshLines(lines, fresh)).toEqual([
      { ...tulsi, pricePaise: 17900, discount: 0, image1: "plant-tulsi-2", stock: 2, quantity: 2 },
      { ...neem, stock: 0, quantity: 1 },
      lines[2],
    ]);
    expect(cart.lineProblems(lines, fresh)).toEqual({ p2: "sold-out", p3: "gone" });
  });

  it("keeps the stored picture when the product has none, and leaves lines not asked about alone", () => {
    const fresh = { p1: { ...tulsi, image1: null } };
    expect(cart.refreshLines(lines, fresh)[0]!.image1).toBe("plant-tulsi");
    expect(cart.refreshLines(lines, fresh).slice(1)).toEqual(lines.slice(1));
    expect(cart.lineProblems(lines, fresh)).toEqual({});
  });
});

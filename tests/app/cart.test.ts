import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as CartModule from "#app/lib/cart.ts";
import { priceCart } from "#domain/pricing.ts";
import { DEFAULT_SHOP_PRICING } from "#domain/shop-pricing.ts";
import { availabilityOf } from "#domain/stock.ts";

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

/** A product as the tests describe it: the fields a card and the cart read. */
interface TestProduct {
  id: string;
  slug: string;
  title: string;
  pricePaise: number;
  discount: number;
  gstRate: number;
  image1: string | null;
  stock: number;
}

const tulsi: TestProduct = {
  id: "p1",
  slug: "tulsi",
  title: "Tulsi",
  pricePaise: 19900,
  discount: 10,
  gstRate: 18,
  image1: "plant-tulsi",
  stock: 3,
};
const neem: TestProduct = {
  id: "p2",
  slug: "neem",
  title: "Neem",
  pricePaise: 29900,
  discount: 0,
  gstRate: 18,
  image1: null,
  stock: 10,
};

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
    store.set(
      "cart",
      JSON.stringify([{ id: 1 }, { ...tulsi, quantity: 2 }, "junk", { ...neem, gstRate: 7, quantity: 1 }]),
    );
    expect(cart.readCart().map((l) => l.id)).toEqual(["p1"]);
    store.set("cart", "{not json");
    expect(cart.readCart()).toEqual([]);
  });
});

/** The product's card in a list: its availability, not its stock; sold one way, in a variant carrying the product's id (as freshOf's). */
function cardOf({ stock, image1, ...product }: TestProduct, variantId = product.id) {
  return {
    ...product,
    variantId,
    titleHi: null,
    salePricePaise: product.pricePaise,
    rating: 0,
    availability: availabilityOf(stock),
    image: image1,
    alt: "",
    blogSlug: null,
    fromPricePaise: null,
    category: "",
    optionName: null,
  };
}

describe("a quick add from a list card, which knows availability, not stock", () => {
  let cart: typeof CartModule;
  beforeEach(async () => {
    vi.resetModules();
    installBrowserStorage();
    cart = await import("#app/lib/cart.ts");
  });

  it("stops at the count when the card says 'Only n left'", () => {
    cart.addToCart(cart.cartProductOf(cardOf(tulsi)), 5);
    expect(cart.readCart()[0]).toMatchObject({ quantity: 3, stock: 3 });
  });

  it("takes what is asked when the card says 'In stock', and the cart's refresh lowers it to the stock", () => {
    const plenty = { ...neem, stock: 7 };
    for (let i = 0; i < 9; i++) cart.addToCart(cart.cartProductOf(cardOf(plenty)));
    expect(cart.readCart()[0]).toMatchObject({ quantity: 9, stock: null });
    const [refreshed] = cart.refreshLines(cart.readCart(), { p2: freshOf(plenty) });
    expect(refreshed).toMatchObject({ quantity: 7, stock: 7 });
  });

  it("raises the line the cart's refresh named the variant of, where the variant's id is not the product's", () => {
    const sapling = { ...neem, stock: 7 };
    const card = cart.cartProductOf(cardOf(sapling, "v-sapling"));
    cart.addToCart(card);
    const variant = { id: "v-sapling", name: "Standard", nameHi: null, pricePaise: 9900, discount: 0, stock: 7 };
    cart.replaceCart(cart.refreshLines(cart.readCart(), { p2: freshOf(sapling, [variant]) }));
    cart.addToCart(card, 2);
    expect(cart.readCart()).toEqual([expect.objectContaining({ variantId: "v-sapling", quantity: 3 })]);
  });

  it("knows there are none when the card says 'Out of Stock' (its button is not shown then)", () => {
    expect(cart.cartProductOf(cardOf({ ...neem, stock: 0 })).stock).toBe(0);
  });
});

/** A product as the checkout reads it now: by default sold in one unnamed variant carrying the product's id. */
function freshOf(
  product: Omit<typeof tulsi, "image1"> & { image1: string | null },
  variants: Array<{
    id: string;
    name: string;
    nameHi: string | null;
    pricePaise: number;
    discount: number;
    stock: number;
  }> = [
    {
      id: product.id,
      name: "Default",
      nameHi: null,
      pricePaise: product.pricePaise,
      discount: product.discount,
      stock: product.stock,
    },
  ],
  optionName: string | null = null,
) {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    titleHi: null,
    image1: product.image1,
    optionName,
    gstRate: product.gstRate,
    variants,
  };
}

describe("GST in the cart (docs/product/orders.md#prices-and-totals)", () => {
  let cart: typeof CartModule;
  beforeEach(async () => {
    vi.resetModules();
    installBrowserStorage();
    cart = await import("#app/lib/cart.ts");
  });

  // ₹105 with GST included: ₹5 of it is tax at 5 %, ₹16.02 would be at the default 18 %.
  const sapling = { ...neem, id: "p5", slug: "sapling", pricePaise: 10500, gstRate: 5 };
  const included = { ...DEFAULT_SHOP_PRICING, pricesIncludeTax: true };

  it("taxes a line put in the cart from its card at its product's rate", () => {
    cart.addToCart(cart.cartProductOf(cardOf(sapling)));
    expect(cart.readCart()[0]!.gstRate).toBe(5);
    expect(priceCart(cart.readCart(), included).taxPaise).toBe(500);
  });

  it("gives a line kept before lines carried their rate its product's rate when the checkout refreshes it", () => {
    const { gstRate: _, ...old } = { ...sapling, quantity: 2 };
    expect(cart.rateUnknown(old)).toBe(true);
    const [refreshed] = cart.refreshLines([old], { p5: freshOf(sapling) });
    expect(refreshed!.gstRate).toBe(5);
    expect(cart.rateUnknown(refreshed!)).toBe(false);
    expect(priceCart([refreshed!], included).taxPaise).toBe(1000);
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
      p1: freshOf({ ...tulsi, pricePaise: 17900, discount: 0, image1: "plant-tulsi-2", stock: 2 }),
      p2: freshOf({ ...neem, stock: 0 }),
      p3: null,
    };
    // A line kept before variants names its product's default variant from now on (without a name: it has one).
    const unnamed = { variantName: null, variantNameHi: null, titleHi: null };
    expect(cart.refreshLines(lines, fresh)).toEqual([
      {
        ...tulsi,
        ...unnamed,
        variantId: "p1",
        pricePaise: 17900,
        discount: 0,
        image1: "plant-tulsi-2",
        stock: 2,
        quantity: 2,
      },
      { ...neem, ...unnamed, variantId: "p2", stock: 0, quantity: 1 },
      lines[2],
    ]);
    expect(cart.lineProblems(lines, fresh)).toEqual({ p2: "sold-out", p3: "gone" });
  });

  it("keeps the stored picture when the product has none, and leaves lines not asked about alone", () => {
    const fresh = { p1: freshOf({ ...tulsi, image1: null }) };
    expect(cart.refreshLines(lines, fresh)[0]!.image1).toBe("plant-tulsi");
    expect(cart.refreshLines(lines, fresh).slice(1)).toEqual(lines.slice(1));
    expect(cart.lineProblems(lines, fresh)).toEqual({});
  });
});

describe("variants in the cart (docs/product/catalogue.md#variants)", () => {
  let store: Map<string, string>;
  let cart: typeof CartModule;
  beforeEach(async () => {
    vi.resetModules();
    store = installBrowserStorage();
    cart = await import("#app/lib/cart.ts");
  });

  const small = {
    id: "p1",
    name: "4-inch pot",
    nameHi: null as string | null,
    pricePaise: 19900,
    discount: 10,
    stock: 5,
  };
  const large = {
    id: "v-large",
    name: "8-inch pot",
    nameHi: "8 इंच का गमला",
    pricePaise: 39900,
    discount: 0,
    stock: 2,
  };
  const tulsiDetail = {
    ...freshOf(tulsi, [small, large], "Pot size"),
    variantId: small.id,
    availability: availabilityOf(small.stock + large.stock),
    titleHi: null,
    image: tulsi.image1,
    salePricePaise: 17910,
    rating: 0,
    alt: "",
    blogSlug: null,
    gstRate: 5,
    fromPricePaise: 17910,
    category: "medicinal-plants",
    pricePaise: small.pricePaise,
    discount: small.discount,
    stock: small.stock + large.stock,
    scientificName: "Ocimum tenuiflorum",
    description: "",
    descriptionHi: null,
    optionNameHi: "गमले का आकार",
    images: [],
    updatedAt: "",
    care: { light: null, water: null, careLevel: null, petSafe: null, placement: null },
    variants: [small, large].map((v) => ({ ...v, sku: v.id.toUpperCase(), salePricePaise: v.pricePaise })),
    reviewCount: 0,
  };
  const variantOf = (v: typeof small) =>
    cart.cartVariantOf(tulsiDetail, tulsiDetail.variants.find((x) => x.id === v.id)!);

  it("keeps two sizes of one plant as two lines, named with their size, and raises the quantity of the same size", () => {
    cart.addToCart(variantOf(small), 1);
    cart.addToCart(variantOf(large), 1);
    cart.addToCart(variantOf(small), 2);
    expect(cart.readCart().map((l) => [l.id, l.variantId, l.quantity, cart.cartLineName(l)])).toEqual([
      ["p1", "p1", 3, "Tulsi — 4-inch pot"],
      ["p1", "v-large", 1, "Tulsi — 8-inch pot"],
    ]);
    expect(cart.readCart()[1]!.pricePaise).toBe(large.pricePaise);
    // Its Hindi name goes with it, for the Hindi cart (docs/product/language.md#what-is-translated).
    expect(cart.readCart().map((l) => l.variantNameHi)).toEqual([null, "8 इंच का गमला"]);
    cart.updateQuantity("v-large", 2);
    cart.removeFromCart("p1");
    expect(cart.readCart().map((l) => [l.variantId, l.quantity])).toEqual([["v-large", 2]]);
  });

  it("keeps a quantity within the variant's own stock, not the product's", () => {
    cart.addToCart(variantOf(large), 5);
    expect(cart.readCart()[0]!.quantity).toBe(large.stock);
    cart.updateQuantity("v-large", 6);
    expect(cart.readCart()[0]!.quantity).toBe(large.stock);
  });

  it("reads a line stored before variants as its product's default variant, one line with it", () => {
    store.set("cart", JSON.stringify([{ ...tulsi, quantity: 1 }]));
    expect(cart.readCart()).toHaveLength(1);
    expect(cart.cartLineName(cart.readCart()[0]!)).toBe("Tulsi");
    // The default variant carries the product's id: adding it from the product page raises that line.
    cart.addToCart(variantOf(small), 1);
    expect(cart.readCart().map((l) => [cart.lineKey(l), l.quantity])).toEqual([["p1", 2]]);
  });

  it("at checkout, takes each line's price and stock from its variant, merges lines that turn out one, and marks a gone variant", () => {
    const stored = [
      // A product card's line: the default variant, not named yet.
      { ...tulsi, variantId: null, variantName: null, quantity: 1 },
      { ...tulsi, variantId: "p1", variantName: "4-inch pot", quantity: 2 },
      { ...tulsi, variantId: "v-large", variantName: "8-inch pot", pricePaise: 1, quantity: 4 },
      { ...tulsi, variantId: "v-gone", variantName: "12-inch pot", quantity: 1 },
    ];
    const fresh = { p1: freshOf(tulsi, [small, large], "Pot size") };
    const refreshed = cart.refreshLines(stored, fresh);
    expect(refreshed.map((l) => [l.variantId, cart.cartLineName(l), l.pricePaise, l.stock, l.quantity])).toEqual([
      ["p1", "Tulsi — 4-inch pot", small.pricePaise, small.stock, 3],
      ["v-large", "Tulsi — 8-inch pot", large.pricePaise, large.stock, large.stock],
      ["v-gone", "Tulsi — 12-inch pot", tulsi.pricePaise, tulsi.stock, 1],
    ]);
    expect(cart.lineProblems(refreshed, fresh)).toEqual({ "v-gone": "gone" });
    expect(cart.lineProblems(refreshed, { p1: freshOf(tulsi, [small, { ...large, stock: 0 }], "Pot size") })).toEqual({
      "v-large": "sold-out",
      "v-gone": "gone",
    });
  });
});

describe("the order request (POST /api/orders, Confirm Order)", () => {
  it("names each line's variant, and none for a line kept before variants (the default is meant)", async () => {
    const { orderRequest } = await import("#app/lib/checkout-state.ts");
    const request = orderRequest({
      cart: [
        { ...tulsi, quantity: 1 },
        { ...tulsi, variantId: "v-large", variantName: "8-inch pot", quantity: 2 },
        { ...neem, variantId: null, variantName: null, quantity: 3 },
      ],
      selectedAddress: {
        savedAddressId: "a1",
        recipient: "",
        mobile: "",
        street: "",
        landmark: "",
        city: "",
        state: "",
        zip: "",
      },
      selectedPaymentMethod: { method: "cod" },
      idempotencyKey: "k",
    });
    expect(request.cart).toEqual([
      { id: "p1", quantity: 1 },
      { id: "p1", variantId: "v-large", quantity: 2 },
      { id: "p2", quantity: 3 },
    ]);
  });
});

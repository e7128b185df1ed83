import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { defaultVariant, setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

/** The server cart's API (docs/product/api.md#cart): each customer's own cart, read and replaced whole. */

interface Line {
  productId: string;
  variantId?: string;
  quantity: number;
}

describe.each(DATABASE_KINDS)("cart API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;
  let plain: string;
  let other: string;
  /** Their only variants: what a line naming none is stored as. */
  let plainVariant: string;
  let otherVariant: string;
  /** A product sold in sizes, and two of its variants. */
  let sized: { productId: string; small: string; large: string };

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const put = (body: unknown, user: TestUser) => api.json("/api/cart", body, "PUT", as(user));
  const stored = async (user: TestUser) => {
    const res = await api.request("/api/cart", { headers: as(user) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { cart: Line[] }).cart;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
    const single = await t.db
      .selectFrom("products")
      .select("id")
      .where("option_name", "is", null)
      .orderBy("slug")
      .limit(2)
      .execute();
    [plain, other] = single.map((p) => p.id) as [string, string];
    plainVariant = (await defaultVariant(t.db, plain)).id;
    otherVariant = (await defaultVariant(t.db, other)).id;
    await setStock(t.db, plain, 500);
    await setStock(t.db, other, 3);
    const variants = await t.db
      .selectFrom("product_variants")
      .innerJoin("products", "products.id", "product_variants.product_id")
      .select(["product_variants.id", "product_variants.product_id"])
      .where("products.option_name", "is not", null)
      .orderBy("product_variants.product_id")
      .orderBy("product_variants.position")
      .execute();
    const productId = variants[0]!.product_id;
    const [small, large] = variants.filter((v) => v.product_id === productId).map((v) => v.id) as [string, string];
    sized = { productId, small, large };
    await setStock(t.db, productId, 50, small);
    await setStock(t.db, productId, 50, large);
  });
  afterAll(() => t.close());

  it.each([
    ["GET", undefined],
    ["PUT", { cart: [] }],
  ])("%s /api/cart answers a visitor 401", async (method, body) => {
    const res = body === undefined ? await api.request("/api/cart") : await api.json("/api/cart", body, method);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(apiRefusal("request.signInRequired"));
  });

  it("is emptied by the order it became, whichever client placed it", async () => {
    const buyer = await signUp(api, "Meena Joshi");
    expect((await put({ cart: [{ productId: plain, quantity: 2 }] }, buyer)).status).toBe(200);
    const placed = await api.json(
      "/api/orders",
      {
        cart: [{ id: plain, quantity: 2 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      as(buyer),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await stored(buyer)).toEqual([]);
  });

  it("starts empty, privately", async () => {
    const res = await api.request("/api/cart", { headers: as(asha) });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ cart: [] });
  });

  it("keeps what PUT stores, in its order, sizes apart, and answers it; each customer has their own", async () => {
    const cart = [
      { productId: sized.productId, variantId: sized.large, quantity: 2 },
      { productId: plain, quantity: 1 },
      { productId: sized.productId, variantId: sized.small, quantity: 1 },
    ];
    const res = await put({ cart }, asha);
    expect(res.status).toBe(200);
    // Every line names its variant: a line naming none is the default one's.
    const kept = [cart[0], { productId: plain, variantId: plainVariant, quantity: 1 }, cart[2]];
    expect(await res.json()).toEqual({ cart: kept });
    expect(await stored(asha)).toEqual(kept);
    expect(await stored(ravi)).toEqual([]);
    // A null variant is the default one, as an absent one, and the same line as one naming it.
    await put(
      {
        cart: [
          { productId: plain, variantId: null, quantity: 2 },
          { productId: plain, variantId: plainVariant, quantity: 1 },
        ],
      },
      ravi,
    );
    expect(await stored(ravi)).toEqual([{ productId: plain, variantId: plainVariant, quantity: 3 }]);
    // An empty cart empties it.
    expect(await (await put({ cart: [] }, ravi)).json()).toEqual({ cart: [] });
    expect(await stored(ravi)).toEqual([]);
  });

  it("keeps quantities within 100 and the stock, merging lines of one variant", async () => {
    const res = await put(
      {
        cart: [
          { productId: plain, quantity: 250 },
          { productId: other, quantity: 7 },
          { productId: sized.productId, variantId: sized.small, quantity: 30 },
          { productId: sized.productId, variantId: sized.small, quantity: 30 },
        ],
      },
      asha,
    );
    expect(await res.json()).toEqual({
      cart: [
        { productId: plain, variantId: plainVariant, quantity: 100 },
        { productId: other, variantId: otherVariant, quantity: 3 },
        { productId: sized.productId, variantId: sized.small, quantity: 50 },
      ],
    });
  });

  it("drops lines of products or variants that are not sold, and keeps a sold-out line at 1", async () => {
    await setStock(t.db, other, 0);
    const res = await put(
      {
        cart: [
          { productId: "no-such-product", quantity: 1 },
          { productId: plain, variantId: sized.small, quantity: 1 },
          { productId: other, quantity: 2 },
          { productId: plain, quantity: 1 },
        ],
      },
      asha,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      cart: [
        { productId: other, variantId: otherVariant, quantity: 1 },
        { productId: plain, variantId: plainVariant, quantity: 1 },
      ],
    });
    await setStock(t.db, other, 3);
  });

  it.each([
    ["a body without a cart", {}, "order.cart.notList"],
    ["a cart that is no list", { cart: "tulsi" }, "order.cart.notList"],
    ["a line that is no object", { cart: [42] }, "order.cart.lineNotObject"],
    ["a line without a product", { cart: [{ quantity: 1 }] }, "order.cart.lineNeedsProduct"],
    ["an empty product id", { cart: [{ productId: "", quantity: 1 }] }, "order.cart.lineNeedsProduct"],
    ["a quantity of 0", { cart: [{ productId: "p", quantity: 0 }] }, "order.cart.quantityTooSmall"],
    ["a negative quantity", { cart: [{ productId: "p", quantity: -2 }] }, "order.cart.quantityTooSmall"],
    ["a fractional quantity", { cart: [{ productId: "p", quantity: 1.5 }] }, "order.cart.quantityNotWhole"],
    ["a quantity as text", { cart: [{ productId: "p", quantity: "2" }] }, "order.cart.quantityNotWhole"],
    [
      "51 lines",
      { cart: Array.from({ length: 51 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })) },
      "cart.tooManyLines",
    ],
  ])("refuses %s with 400, keeping the cart", async (_case, body, code) => {
    const before = await stored(asha);
    const res = await put(body, asha);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe(code);
    expect(await stored(asha)).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.request("/api/cart", {
      method: "PUT",
      headers: { ...as(asha), "Content-Type": "application/json" },
      body: "{cart:",
    });
    expect(res.status).toBe(400);
  });

  it("moves the time of the change only when the lines change", async () => {
    await put({ cart: [{ productId: plain, quantity: 1 }] }, ravi);
    const past = "2026-01-01T00:00:00.000Z";
    await t.db.updateTable("carts").set({ updated_at: past }).where("user_id", "=", ravi.id).execute();
    const changedAt = () =>
      t.db.selectFrom("carts").select("updated_at").where("user_id", "=", ravi.id).executeTakeFirstOrThrow();
    await put({ cart: [{ productId: plain, quantity: 1 }] }, ravi);
    expect((await changedAt()).updated_at).toBe(past);
    await put({ cart: [{ productId: plain, quantity: 2 }] }, ravi);
    expect((await changedAt()).updated_at > past).toBe(true);
  });
});

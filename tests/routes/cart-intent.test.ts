import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToAdd, withIntent } from "#app/lib/cart-intent.ts";
import { loader as signInPage } from "#app/routes/signin.tsx";
import { loader as signUpPage } from "#app/routes/signup.tsx";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { action as plantAction } from "#app/routes/plant.tsx";
import { getCart } from "#server/features/cart/cart.ts";
import { signUp as signUpByApi, type TestUser } from "#tests/support/users.ts";
import { setStock } from "#tests/support/stock.ts";

describe("the sign-in address of a visitor's 'Add to cart' (docs/product/pages.md#adding-to-the-cart)", () => {
  it("names the variant after the quantity for a product offering a choice, and keeps it on the other auth page", () => {
    const from = "/plant/tulsi-holy-basil?variant=v2";
    expect(signInToAdd(from, { slug: "tulsi-holy-basil", variantId: "v2", variantName: "8-inch pot" }, 2)).toBe(
      "/signin?redirectTo=%2Fplant%2Ftulsi-holy-basil%3Fvariant%3Dv2&add=tulsi-holy-basil&qty=2&variant=v2",
    );
    for (const variantId of [null, "neem"])
      expect(signInToAdd("/plants", { slug: "neem", variantId, variantName: null }, 1)).toBe(
        "/signin?redirectTo=%2Fplants&add=neem&qty=1",
      );
    expect(withIntent("/signup", new URLSearchParams("add=neem&qty=1&variant=v9&other=x"))).toBe(
      "/signup?add=neem&qty=1&variant=v9",
    );
  });
});

describe.each(DATABASE_KINDS)("a visitor's add-to-cart intent with a variant (?variant=) on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let tulsi: { id: string; title: string; variants: Array<{ id: string; name: string; price_paise: number }> };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    const product = await t.db
      .selectFrom("products")
      .select(["id", "title"])
      .where("slug", "=", "tulsi-holy-basil")
      .executeTakeFirstOrThrow();
    const variants = await t.db
      .selectFrom("product_variants")
      .select(["id", "name", "price_paise"])
      .where("product_id", "=", product.id)
      .orderBy("position")
      .execute();
    tulsi = { ...product, variants };
  });
  afterAll(() => t.close());

  const intentOf = async (page: typeof signInPage | typeof signUpPage, query: string) =>
    (await callRoute(page, api.shop, new Request(`${SHOP_ORIGIN}/signin?${query}`))).intent;

  it("puts the chosen variant, named and priced, in the cart; the default one without ?variant= or for an unknown id", async () => {
    const [first, second] = tulsi.variants;
    for (const page of [signInPage, signUpPage]) {
      const intent = await intentOf(page, `add=tulsi-holy-basil&qty=2&variant=${second!.id}`);
      expect(intent).toMatchObject({
        product: { id: tulsi.id, variantId: second!.id, variantName: second!.name, pricePaise: second!.price_paise },
        quantity: 2,
      });
    }
    for (const query of ["add=tulsi-holy-basil", "add=tulsi-holy-basil&variant=no-such-variant"])
      expect((await intentOf(signInPage, query))?.product).toMatchObject({
        variantId: first!.id,
        variantName: first!.name,
      });
  });

  it("keeps the quantity within the variant's own stock, and is none when that variant is sold out", async () => {
    const [, second, third] = tulsi.variants;
    await setStock(t.db, tulsi.id, 3, second!.id);
    expect((await intentOf(signInPage, `add=tulsi-holy-basil&qty=50&variant=${second!.id}`))?.quantity).toBe(3);
    await setStock(t.db, tulsi.id, 0, third!.id);
    expect(await intentOf(signInPage, `add=tulsi-holy-basil&variant=${third!.id}`)).toBeNull();
  });
});

describe.each(DATABASE_KINDS)("'Add to cart' sent as a plain form, before the page's script ran, on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let tulsi: { id: string; variants: Array<{ id: string }> };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUpByApi(api, "Plain Adder");
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "tulsi-holy-basil")
      .executeTakeFirstOrThrow();
    const variants = await t.db
      .selectFrom("product_variants")
      .select("id")
      .where("product_id", "=", product.id)
      .orderBy("position")
      .execute();
    tulsi = { ...product, variants };
  });
  afterAll(() => t.close());

  const add = (fields: Record<string, string>, as: TestUser | null = customer) =>
    callRoute(
      plantAction,
      api.shop,
      formPost("/plant/tulsi-holy-basil", { intent: "add", ...fields }, as ? { Cookie: as.cookie } : {}),
      undefined,
      { slug: "tulsi-holy-basil" },
    );

  it("puts the variant in the customer's server cart, raising its line, and goes back saying so", async () => {
    const [, second] = tulsi.variants;
    const back = `/plant/tulsi-holy-basil?variant=${second!.id}&added=1`;
    const fields = { productId: tulsi.id, variantId: second!.id, quantity: "2", back };
    expect((await redirectOf(add(fields))).location).toBe(`/plant/tulsi-holy-basil?variant=${second!.id}&added=1`);
    await redirectOf(add({ ...fields, quantity: "1" }));
    expect(await getCart(t.db, customer.id)).toEqual([{ productId: tulsi.id, variantId: second!.id, quantity: 3 }]);
    // From a card, naming no variant: the default one, and back to the list.
    expect((await redirectOf(add({ productId: tulsi.id, quantity: "1", back: "/plants" }))).location).toBe(
      "/plants?added=1",
    );
    expect(await getCart(t.db, customer.id)).toContainEqual({
      productId: tulsi.id,
      variantId: tulsi.variants[0]!.id,
      quantity: 1,
    });
  });

  it("sends a visitor to sign in with the product, and refuses a sold-out variant, another product's or a bad quantity", async () => {
    const [, , third] = tulsi.variants;
    const visitor = await redirectOf(
      add({ productId: tulsi.id, variantId: third!.id, quantity: "2", back: "/plant/tulsi-holy-basil" }, null),
    );
    expect(visitor.location).toBe(
      signInToAdd("/plant/tulsi-holy-basil", { slug: "tulsi-holy-basil", variantId: third!.id, variantName: "x" }, 2),
    );
    await setStock(t.db, tulsi.id, 0, third!.id);
    const soldOut = await answerOf(add({ productId: tulsi.id, variantId: third!.id, quantity: "1", back: "/" }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ error: expect.stringContaining("order.place.outOfStock") });
    const bad = await answerOf(add({ productId: tulsi.id, quantity: "0", back: "/" }));
    expect(bad.status).toBe(400);
    const [other] = await t.db
      .selectFrom("product_variants")
      .select("id")
      .where("product_id", "<>", tulsi.id)
      .execute();
    const notItsVariant = await answerOf(add({ productId: tulsi.id, variantId: other!.id, quantity: "1", back: "/" }));
    expect(notItsVariant.status).toBe(404);
    expect(notItsVariant.body).toMatchObject({ error: expect.stringContaining("catalogue.variants.notFound") });
    expect(await getCart(t.db, customer.id)).not.toContainEqual(expect.objectContaining({ variantId: other!.id }));
  });
});

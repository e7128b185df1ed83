import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import { createTestApp } from "#tests/support/app.ts";
import { pageBuild } from "#tests/support/pages.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

/** How a key of the loader data appears in the page (a string in the script that streams it). */
const serializedKey = (key: string) => `\\"${key}\\"`;

describe.each(DATABASE_KINDS)("page lists carry availability, not stock, on %s", (kind) => {
  let t: TestDatabase;
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let product: { id: string; slug: string; title: string };
  let lists: string[];

  const cached = async (path: string) => (await shop.request(path)).headers.get("x-cache") === "hit";
  const warm = async (...paths: string[]) => {
    for (const path of paths) await shop.request(path);
    for (const path of paths) expect(await cached(path), path).toBe(true);
  };
  const order = async (quantity: number) => {
    const res = await shop.json(
      "/api/orders",
      {
        cart: [{ id: product.id, quantity }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: asha.cookie },
    );
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    shop = await createTestApp(t, { ui: await pageBuild() });
    asha = await signUp(shop, "Asha Verma");
    // A product sold in one variant that the catalogue's first page shows.
    const html = await (await shop.request("/plants")).text();
    const slugs = [...html.matchAll(/href="\/plant\/([^"?]+)"/g)].map((m) => m[1]!);
    product = await t.db
      .selectFrom("products")
      .select(["id", "slug", "title"])
      .where("slug", "in", slugs)
      .where("option_name", "is", null)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    lists = ["/plants", `/search?q=${encodeURIComponent(product.title.split(" ")[0]!)}`];
    await setStock(t.db, product.id, 50);
  });
  afterAll(() => t.close());

  it("serialize each card's availability, never its count", async () => {
    for (const path of [...lists, "/"]) {
      const html = await (await shop.request(path)).text();
      expect(html, path).toContain(serializedKey("availability"));
      expect(html, path).not.toContain(serializedKey("stock"));
    }
    expect(await (await shop.request(`/plant/${product.slug}`)).text()).toContain(serializedKey("stock"));
  });

  it("stay cached through an order that leaves a product in stock, which drops its page and JSON", async () => {
    const own = [`/plant/${product.slug}`, `/api/products/${product.slug}`];
    await warm(...lists, ...own);
    await order(2);
    for (const path of lists) expect(await cached(path), path).toBe(true);
    for (const path of own) expect(await cached(path), path).toBe(false);
    const json = (await (await shop.request(`/api/products/${product.slug}`)).json()) as { stock: number };
    expect(json.stock).toBe(48);
  });

  it("are dropped when an order takes a product to 'Only n left', moves n, or empties it", async () => {
    await setStock(t.db, product.id, LOW_STOCK_LIMIT + 1);
    const soldOutCards = async () => (await (await shop.request("/plants")).text()).split(">Out of Stock<").length;
    const soldOutBefore = await soldOutCards();
    for (const [quantity, left] of [
      [1, LOW_STOCK_LIMIT],
      [1, LOW_STOCK_LIMIT - 1],
      [LOW_STOCK_LIMIT - 1, 0],
    ] as const) {
      await warm(...lists);
      await order(quantity);
      for (const path of lists) expect(await cached(path), `${path} at ${left} left`).toBe(false);
    }
    expect(await soldOutCards()).toBe(soldOutBefore + 1);
  });
});

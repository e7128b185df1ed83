import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salePricePaise } from "#domain/money.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

/** Variants (docs/product/catalogue.md#variants): the admin's product form, and orders of one size or pack. */

interface VariantJson {
  id: string;
  name: string;
  nameHi: string | null;
  sku: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
}

interface ProductJson {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
  optionName: string | null;
  variants: VariantJson[];
  priceFrom: number;
}

interface OrderJson {
  id: string;
  subtotal: number;
  items: Array<{
    productId: string;
    variantId: string | null;
    variantName: string | null;
    title: string;
    price: number;
    listPrice: number;
    quantity: number;
  }>;
}

const MINT = {
  title: "Pudina",
  slug: "pudina-sizes",
  description: "Fresh mint for chutneys, in two pot sizes.",
  category: "kitchen-herbs",
  optionName: "Pot size",
};

const rupees = (paise: number) => paise / 100;
const saleRupees = (price: number, discount: number) => rupees(salePricePaise(Math.round(price * 100), discount));

describe.each(DATABASE_KINDS)("variants on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let asha: TestUser;

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const send = (method: string, path: string, body: unknown) => api.json(path, body, method, as(admin));
  const order = (u: TestUser, cart: unknown) =>
    api.json(
      "/api/orders",
      { cart, selectedAddress: DELIVERY_ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(u),
    );
  const productJson = async (slug: string) =>
    (await (await api.request(`/api/products/${slug}`)).json()) as ProductJson;
  const variantRows = (productId: string) =>
    t.db.selectFrom("product_variants").selectAll().where("product_id", "=", productId).orderBy("position").execute();
  const productRow = (id: string) =>
    t.db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** The product's row and its variants', to show a refused write changed nothing. */
  const snapshot = async (id: string) => ({ product: await productRow(id), variants: await variantRows(id) });
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A product of its own, in two pot sizes, for the tests that rewrite its variants. */
  async function twoSizes(slug: string) {
    const entry = { ...MINT, title: `Pudina ${slug}`, slug };
    const res = await send("POST", "/api/admin/products", {
      ...entry,
      variants: [
        { name: "4-inch pot", sku: `${slug.toUpperCase()}-4IN`, price: 149, discount: 0, stock: 3 },
        { name: "6-inch pot", sku: `${slug.toUpperCase()}-6IN`, price: 249, discount: 0, stock: 4 },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { entry, product: (await res.json()) as ProductJson };
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // Many orders by few customers: only the stock is under test here.
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Meera Admin");
    asha = await signUp(api, "Asha Verma");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  describe("the admin's product form", () => {
    it("creates a product in two variants: its stock is their sum, its price the first's, priceFrom the lowest", async () => {
      const res = await send("POST", "/api/admin/products", {
        ...MINT,
        variants: [
          { name: "4-inch pot", sku: "pudina-4in", price: 199, discount: 0, stock: 5 },
          { name: "8-inch pot", sku: "PUDINA-8IN", price: 249, discount: 50, stock: 7 },
        ],
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const created = (await res.json()) as ProductJson;
      expect(created).toMatchObject({
        optionName: "Pot size",
        price: 199,
        discount: 0,
        salePrice: 199,
        stock: 12,
        priceFrom: saleRupees(249, 50),
      });
      expect(created.variants.map(({ id: _id, nameHi: _nameHi, ...v }) => v)).toEqual([
        { name: "4-inch pot", sku: "PUDINA-4IN", price: 199, discount: 0, salePrice: 199, stock: 5 },
        { name: "8-inch pot", sku: "PUDINA-8IN", price: 249, discount: 50, salePrice: saleRupees(249, 50), stock: 7 },
      ]);
      expect(await productJson(MINT.slug)).toEqual(created);
      expect((await variantRows(created.id)).map((v) => v.id)).toEqual(created.variants.map((v) => v.id));
      expect(await productRow(created.id)).toMatchObject({
        stock: 12,
        price_paise: 19_900,
        sale_price_paise: salePricePaise(24_900, 50),
        price_varies: 1,
      });
    });

    it("reads variants from a multipart form's variants.N fields, as the admin page sends them", async () => {
      const form = new FormData();
      const fields = {
        title: "Lemongrass",
        slug: "lemongrass-sizes",
        description: "Lemongrass for tea, in a pot or as a slip.",
        category: "kitchen-herbs",
        optionName: "Sold as",
        "variants.0.name": "Pot",
        "variants.0.sku": "",
        "variants.0.price": "149",
        "variants.0.discount": "",
        "variants.0.stock": "4",
        "variants.1.name": "Slips, 5",
        "variants.1.sku": "LEMONGRASS-SLIPS",
        "variants.1.price": "79.5",
        "variants.1.discount": "10",
        "variants.1.stock": "9",
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const res = await api.request("/api/admin/products", { method: "POST", body: form, headers: as(admin) });
      expect(res.status, await res.clone().text()).toBe(201);
      const created = (await res.json()) as ProductJson;
      expect(created.stock).toBe(13);
      expect(created.variants.map((v) => [v.name, v.sku, v.price, v.discount, v.stock])).toEqual([
        ["Pot", "LEMONGRASS-SIZES", 149, 0, 4],
        ["Slips, 5", "LEMONGRASS-SLIPS", 79.5, 10, 9],
      ]);
      expect(created.priceFrom).toBe(saleRupees(79.5, 10));
    });

    it("renames, reprices, removes and adds variants in one save", async () => {
      const before = await productJson(MINT.slug);
      const [small, large] = before.variants;
      const res = await send("PUT", `/api/admin/products/${before.id}`, {
        ...MINT,
        variants: [
          { id: small!.id, name: "5-inch pot", sku: small!.sku, price: 219, discount: 10, stock: 5, stockWas: 5 },
          { name: "12-inch pot", sku: "PUDINA-12IN", price: 499, discount: 0, stock: 2 },
        ],
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const saved = (await res.json()) as ProductJson;
      expect(saved.variants.map(({ id: _id, nameHi: _nameHi, ...v }) => v)).toEqual([
        { name: "5-inch pot", sku: small!.sku, price: 219, discount: 10, salePrice: saleRupees(219, 10), stock: 5 },
        { name: "12-inch pot", sku: "PUDINA-12IN", price: 499, discount: 0, salePrice: 499, stock: 2 },
      ]);
      expect(saved.variants[0]!.id).toBe(small!.id);
      expect(saved).toMatchObject({ price: 219, discount: 10, stock: 7, priceFrom: saleRupees(219, 10) });
      const rows = await variantRows(before.id);
      expect(rows.map((v) => v.id)).not.toContain(large!.id);
      expect(rows).toHaveLength(2);
      expect((await productRow(before.id)).stock).toBe(7);
    });

    it("two products saved at once with the same new SKU: one is saved, the other refused with 409 naming it", async () => {
      const racers = ["sku-racer-a", "sku-racer-b"].map((slug) =>
        send("POST", "/api/admin/products", {
          ...MINT,
          title: slug,
          slug,
          variants: [{ name: "4-inch pot", sku: "SKU-RACE-1", price: 149, discount: 0, stock: 1 }],
        }),
      );
      const statuses = (await Promise.all(racers)).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      const holders = await t.db
        .selectFrom("product_variants")
        .select("product_id")
        .where("sku", "=", "SKU-RACE-1")
        .execute();
      expect(holders).toHaveLength(1);
    });

    it("hands SKUs between variants in one save: swapped, or taken over from a removed one", async () => {
      const { entry, product } = await twoSizes("pudina-swap");
      const [first, second] = product.variants;
      const line = (v: (typeof product.variants)[number], sku: string) => ({
        id: v.id,
        name: v.name,
        sku,
        price: v.price,
        discount: v.discount,
        stock: v.stock,
      });
      const swapped = await send("PUT", `/api/admin/products/${product.id}`, {
        ...entry,
        variants: [line(first!, second!.sku), line(second!, first!.sku)],
      });
      expect(swapped.status, await swapped.clone().text()).toBe(200);
      expect(((await swapped.json()) as ProductJson).variants.map((v) => v.sku)).toEqual([second!.sku, first!.sku]);

      const taken = await send("PUT", `/api/admin/products/${product.id}`, {
        ...entry,
        variants: [
          line(first!, second!.sku),
          { name: "Jumbo pot", sku: first!.sku, price: 599, discount: 0, stock: 1 },
        ],
      });
      expect(taken.status, await taken.clone().text()).toBe(200);
      const saved = (await taken.json()) as ProductJson;
      expect(saved.variants.map((v) => v.sku)).toEqual([second!.sku, first!.sku]);
      expect(saved.variants.map((v) => v.id)).not.toContain(second!.id);
      expect(saved.stock).toBe(first!.stock + 1);
    });

    it("refuses variants whose blank SKUs would be made alike (400 naming the later one), changing nothing", async () => {
      const { entry, product } = await twoSizes("pudina-blank");
      const was = await snapshot(product.id);
      const bigPot = (price: number) => ({ name: "Big pot", sku: "", price, discount: 0, stock: 1 });
      const res = await send("PUT", `/api/admin/products/${product.id}`, {
        ...entry,
        variants: [bigPot(300), bigPot(320), bigPot(340)],
      });
      expect(res.status, await res.clone().text()).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty("variants.2.sku");
      expect(await snapshot(product.id)).toEqual(was);
    });

    it("an API client sending no variants sets the first variant's price and stock, and keeps the others", async () => {
      const before = await productJson(MINT.slug);
      const res = await send("PUT", `/api/admin/products/${before.id}`, { ...MINT, price: 229, discount: 0, stock: 6 });
      expect(res.status, await res.clone().text()).toBe(200);
      const saved = (await res.json()) as ProductJson;
      expect(saved.variants.map((v) => [v.id, v.name, v.price, v.stock])).toEqual([
        [before.variants[0]!.id, "5-inch pot", 229, 6],
        [before.variants[1]!.id, "12-inch pot", 499, 2],
      ]);
      expect(saved.stock).toBe(8);
    });

    it("refuses a SKU another product uses with 409 naming it, and changes nothing", async () => {
      const mint = await productJson(MINT.slug);
      const before = await snapshot(mint.id);
      const res = await send("PUT", `/api/admin/products/${mint.id}`, {
        ...MINT,
        variants: [
          { id: mint.variants[0]!.id, name: "5-inch pot", sku: mint.variants[0]!.sku, price: 229, stock: 6 },
          { name: "10-inch pot", sku: "tulsi-holy-basil-10in", price: 599, stock: 1 },
        ],
      });
      expect(res.status).toBe(409);
      const taken = "The SKU TULSI-HOLY-BASIL-10IN is already used by another product";
      expect(await res.json()).toEqual({
        error: taken,
        code: "catalogue.variant.sku.taken",
        fields: { "variants.1.sku": taken },
      });
      expect(await snapshot(mint.id)).toEqual(before);
      const created = await send("POST", "/api/admin/products", {
        ...MINT,
        slug: "pudina-clash",
        variants: [{ name: "Pot", sku: "PUDINA-12IN", price: 100, stock: 1 }],
      });
      expect(created.status).toBe(409);
      expect(((await created.json()) as { fields: object }).fields).toEqual({
        "variants.0.sku": "The SKU PUDINA-12IN is already used by another product",
      });
      expect(await t.db.selectFrom("products").select("id").where("slug", "=", "pudina-clash").execute()).toEqual([]);
    });

    it.each([
      [
        "the same SKU twice",
        {
          optionName: "Pot size",
          variants: [
            { name: "Small", sku: "TWIN-SKU", price: 100, stock: 1 },
            { name: "Large", sku: "twin-sku", price: 200, stock: 1 },
          ],
        },
        { "variants.1.sku": "Each variant needs its own SKU" },
      ],
      [
        "two variants and no option name",
        {
          optionName: "",
          variants: [
            { name: "Small", sku: "NAMELESS-S", price: 100, stock: 1 },
            { name: "Large", sku: "NAMELESS-L", price: 200, stock: 1 },
          ],
        },
        {
          optionName: "Name the choice (for example Pot size) when a product has more than one variant",
        },
      ],
      [
        "a variant without a name or a price",
        {
          optionName: "Pot size",
          variants: [
            { name: "Small", sku: "OK-1", price: 100, stock: 1 },
            { sku: "OK-2", stock: 1 },
          ],
        },
        { "variants.1.name": "Each variant needs a name", "variants.1.price": "Price is required" },
      ],
      ["no variant at all", { optionName: "", variants: [] }, { variants: "A product needs at least one variant" }],
    ])("refuses %s with 400 at the field, storing nothing", async (_case, change, fields) => {
      const res = await send("POST", "/api/admin/products", { ...MINT, slug: "pudina-refused", ...change });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: object }).fields).toEqual(fields);
      expect(await t.db.selectFrom("products").select("id").where("slug", "=", "pudina-refused").execute()).toEqual([]);
    });

    it("refuses an edit whose variant's stock moved since the form was loaded (409), and changes nothing", async () => {
      const mint = await productJson(MINT.slug);
      const [small, large] = mint.variants;
      const sold = await order(asha, [{ id: mint.id, variantId: large!.id, quantity: 1 }]);
      expect(sold.status).toBe(201);
      const before = await snapshot(mint.id);
      const stale = await send("PUT", `/api/admin/products/${mint.id}`, {
        ...MINT,
        title: "Pudina renamed",
        variants: [
          { ...small!, stockWas: small!.stock },
          { ...large!, price: 999, stock: 10, stockWas: large!.stock },
        ],
      });
      expect(stale.status).toBe(409);
      const conflict = `The stock of Pudina — 12-inch pot changed to ${large!.stock - 1} while you were editing (orders came in). Check the new stock and save again.`;
      expect(await stale.json()).toEqual({
        error: conflict,
        code: "catalogue.variant.stockChanged",
        fields: { "variants.1.stock": conflict, stock: conflict },
      });
      expect(await snapshot(mint.id)).toEqual(before);

      // Saved again with the stock it now shows, the edit goes through.
      const fresh = await send("PUT", `/api/admin/products/${mint.id}`, {
        ...MINT,
        variants: [
          { ...small!, stockWas: small!.stock },
          { ...large!, stock: 10, stockWas: large!.stock - 1 },
        ],
      });
      expect(fresh.status).toBe(200);
      expect(((await fresh.json()) as ProductJson).stock).toBe(small!.stock + 10);
    });

    it("refuses a variant id of another product (409), changing nothing", async () => {
      const mint = await productJson(MINT.slug);
      const tulsi = await productJson("tulsi-holy-basil");
      const before = await snapshot(mint.id);
      const res = await send("PUT", `/api/admin/products/${mint.id}`, {
        ...MINT,
        variants: [{ ...tulsi.variants[0]!, sku: "PUDINA-STOLEN" }],
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(
        apiRefusal("catalogue.variant.unknown", { "variants.0.id": "catalogue.variant.unknown" }),
      );
      expect(await snapshot(mint.id)).toEqual(before);
      expect(await variantRows(tulsi.id)).toHaveLength(tulsi.variants.length);
    });

    it("deleting a product deletes its variants", async () => {
      const mint = await productJson(MINT.slug);
      const res = await api.request(`/api/admin/products/${mint.id}`, { method: "DELETE", headers: as(admin) });
      expect(res.status).toBe(204);
      expect(await variantRows(mint.id)).toEqual([]);
      expect((await api.request(`/api/products/${MINT.slug}`)).status).toBe(404);
    });
  });

  describe("POST /api/orders with variantId", () => {
    it("charges the variant's price, takes its stock, and names it on the order line", async () => {
      const tulsi = await productJson("tulsi-holy-basil");
      const [small, large, largest] = tulsi.variants;
      const res = await order(asha, [{ id: tulsi.id, variantId: large!.id, quantity: 2 }]);
      expect(res.status).toBe(201);
      const placed = (await res.json()) as OrderJson;
      expect(placed.items).toEqual([
        expect.objectContaining({
          productId: tulsi.id,
          variantId: large!.id,
          variantName: large!.name,
          title: `Tulsi (Holy Basil) — ${large!.name}`,
          price: large!.salePrice,
          listPrice: large!.price,
          quantity: 2,
        }),
      ]);
      expect(placed.subtotal).toBe(large!.salePrice * 2);
      const after = await productJson("tulsi-holy-basil");
      expect(after.variants.map((v) => v.stock)).toEqual([small!.stock, large!.stock - 2, largest!.stock]);
      expect(after.stock).toBe(tulsi.stock - 2);
      expect((await productRow(tulsi.id)).stock).toBe(tulsi.stock - 2);
      const mail = api.sent.findLast((m) => m.to === asha.email)!;
      expect(mail.text).toContain(`Tulsi (Holy Basil) — ${large!.name}`);
    });

    it("a line naming no variant orders the default one; lines with and without its id are one line", async () => {
      const tulsi = await productJson("tulsi-holy-basil");
      const [small] = tulsi.variants;
      const res = await order(asha, [
        { id: tulsi.id, quantity: 1 },
        { id: tulsi.id, variantId: small!.id, quantity: 2 },
      ]);
      expect(res.status).toBe(201);
      const placed = (await res.json()) as OrderJson;
      expect(placed.items).toHaveLength(1);
      expect(placed.items[0]).toMatchObject({
        variantId: small!.id,
        variantName: small!.name,
        title: `Tulsi (Holy Basil) — ${small!.name}`,
        price: small!.salePrice,
        quantity: 3,
      });
      expect((await productJson("tulsi-holy-basil")).variants[0]!.stock).toBe(small!.stock - 3);
    });

    it("a product sold in one variant is ordered and named as before", async () => {
      const powder = await productJson("amla-powder");
      const res = await order(asha, [{ id: powder.id, quantity: 1 }]);
      expect(res.status).toBe(201);
      expect(((await res.json()) as OrderJson).items[0]).toMatchObject({
        variantId: powder.variants[0]!.id,
        variantName: null,
        title: powder.title,
      });
    });

    it("refuses an unknown variant, or one of another product, with 409 and changes nothing", async () => {
      const tulsi = await productJson("tulsi-holy-basil");
      const neem = await productJson("neem");
      const [orders, before] = [await orderCount(), await snapshot(tulsi.id)];
      for (const variantId of ["no-such-variant", neem.variants[1]!.id]) {
        const res = await order(asha, [
          { id: neem.id, quantity: 1 },
          { id: tulsi.id, variantId, quantity: 1 },
        ]);
        expect(res.status, variantId).toBe(409);
        expect(await res.json()).toEqual(apiRefusal("order.place.variantGone"));
      }
      expect(await orderCount()).toBe(orders);
      expect(await snapshot(tulsi.id)).toEqual(before);
      expect((await productJson("neem")).variants).toEqual(neem.variants);
    });

    it("refuses more than the variant holds, naming it, though its other sizes have stock", async () => {
      const tulsi = await productJson("tulsi-holy-basil");
      const largest = tulsi.variants[2]!;
      await setStock(t.db, tulsi.id, 3, largest.id);
      const res = await order(asha, [{ id: tulsi.id, variantId: largest.id, quantity: 4 }]);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: `Only 3 of Tulsi (Holy Basil) — ${largest.name} left in stock. Please lower the quantity.`,
        code: "order.place.stockTooLow",
      });
      await setStock(t.db, tulsi.id, 0, largest.id);
      const out = await order(asha, [{ id: tulsi.id, variantId: largest.id, quantity: 1 }]);
      expect(await out.json()).toEqual({
        error: `Tulsi (Holy Basil) — ${largest.name} is out of stock.`,
        code: "order.place.outOfStock",
      });
      expect((await order(asha, [{ id: tulsi.id, variantId: tulsi.variants[0]!.id, quantity: 1 }])).status).toBe(201);
    });

    it("50 concurrent orders for one variant with stock 10 fulfil exactly 10; its other sizes keep theirs", async () => {
      const giloy = await productJson("giloy");
      const [small, large] = giloy.variants;
      await setStock(t.db, giloy.id, 30, small!.id);
      await setStock(t.db, giloy.id, 10, large!.id);
      const customers = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp(api, `Rush ${i}`)));
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          order(customers[i % 5]!, [{ id: giloy.id, variantId: large!.id, quantity: 1 }]),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      const variants = await variantRows(giloy.id);
      expect(variants.map((v) => v.stock)).toEqual([30, 0]);
      expect((await productRow(giloy.id)).stock).toBe(30);
      const sold = await t.db
        .selectFrom("order_items")
        .select((eb) => eb.fn.sum<number>("quantity").as("n"))
        .where("variant_id", "=", large!.id)
        .executeTakeFirstOrThrow();
      expect(Number(sold.n)).toBe(10);
    });

    it("an admin saving a product while orders take its sizes' stock: no one waits on the other, no unit is lost", async () => {
      const { entry, product } = await twoSizes("pudina-rush");
      const [small, large] = product.variants;
      const customers = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(api, `Busy ${i}`)));
      // Each save reprices both sizes and leaves their stock as loaded, while orders take from both.
      const saves = Array.from({ length: 6 }, (_, i) =>
        send("PUT", `/api/admin/products/${product.id}`, {
          ...entry,
          variants: [small!, large!].map((v) => ({ ...v, price: v.price + i, stockWas: v.stock })),
        }),
      );
      const orders = Array.from({ length: 12 }, (_, i) =>
        order(customers[i % 4]!, [
          { id: product.id, variantId: large!.id, quantity: 1 },
          { id: product.id, variantId: small!.id, quantity: 1 },
        ]),
      );
      const statuses = (await Promise.all([...saves, ...orders])).map((r) => r.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      const placed = statuses.slice(saves.length).filter((status) => status === 201).length;
      const variants = await variantRows(product.id);
      expect(variants.map((v) => v.stock)).toEqual([small!.stock - placed, large!.stock - placed]);
      expect((await productRow(product.id)).stock).toBe(small!.stock + large!.stock - 2 * placed);
    });

    it("cancelling an order gives its stock back to the variant it took it from", async () => {
      const giloy = await productJson("giloy");
      const [small, large] = giloy.variants;
      await setStock(t.db, giloy.id, 5, large!.id);
      const placed = (await (
        await order(asha, [{ id: giloy.id, variantId: large!.id, quantity: 3 }])
      ).json()) as OrderJson;
      expect((await variantRows(giloy.id)).map((v) => v.stock)).toEqual([small!.stock, 2]);
      const cancelled = await api.json("/api/auth/cancel-order", { orderId: placed.id }, "PUT", as(asha));
      expect(cancelled.status).toBe(200);
      expect((await variantRows(giloy.id)).map((v) => v.stock)).toEqual([small!.stock, 5]);
      expect((await productRow(giloy.id)).stock).toBe(small!.stock + 5);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPaise } from "#domain/money.ts";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import type { ProductRow } from "#server/features/catalogue/rows.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { callRoute, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("the /checkout loader on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let products: ProductRow[];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Cart Keeper");
    products = await t.db
      .selectFrom("products")
      .selectAll()
      .where("stock", ">", 5)
      .where("image1", "is not", null)
      .orderBy("id")
      .limit(2)
      .execute();
  });
  afterAll(() => t.close());

  const load = (search: string, as: TestUser | null = customer) =>
    callRoute(
      checkoutLoader,
      api.shop,
      new Request(`${SHOP_ORIGIN}/checkout${search}`, { headers: as ? { Cookie: as.cookie } : {} }),
    );

  it("with ?ids= reads the cart's products as they are now: paise and media keys, null for one that is gone", async () => {
    const ids = [...products.map((p) => p.id), "no-such-product"];
    const { fresh } = await load(`?${new URLSearchParams({ ids: ids.join(",") })}`);
    for (const p of products) {
      const variants = await t.db
        .selectFrom("product_variants")
        .selectAll()
        .where("product_id", "=", p.id)
        .orderBy("position")
        .execute();
      expect(fresh?.[p.id]).toEqual({
        id: p.id,
        slug: p.slug,
        title: p.title,
        titleHi: p.title_hi,
        gstRate: p.gst_rate,
        image1: p.image1,
        optionName: p.option_name,
        variants: variants.map((v) => ({
          id: v.id,
          name: v.name,
          nameHi: v.name_hi,
          sku: v.sku,
          pricePaise: v.price_paise,
          discount: v.discount,
          salePricePaise: v.sale_price_paise,
          stock: v.stock,
        })),
      });
    }
    expect(fresh?.["no-such-product"]).toBeNull();

    // The same figures as GET /api/products?ids=, which speaks rupees and picture URLs.
    const fromApi = (await (await api.request(`/api/products?ids=${products[0]!.id}`)).json()) as Array<{
      price: number;
      image1: string;
    }>;
    expect(toPaise(fromApi[0]!.price)).toBe(fresh?.[products[0]!.id]?.variants[0]!.pricePaise);
    expect(fromApi[0]!.image1).toContain(`/media/${products[0]!.image1}-`);
  });

  it("reads every variant of a product sold in sizes, in order, each with its own price and stock", async () => {
    const tulsi = await t.db
      .selectFrom("products")
      .select(["id", "option_name"])
      .where("slug", "=", "tulsi-holy-basil")
      .executeTakeFirstOrThrow();
    const { fresh } = await load(`?ids=${tulsi.id}`);
    const variants = fresh?.[tulsi.id]?.variants ?? [];
    expect(fresh?.[tulsi.id]?.optionName).toBe("Pot size");
    expect(variants.length).toBeGreaterThan(1);
    // The default variant of a product that was sold before variants carries the product's id.
    expect(variants[0]!.id).toBe(tulsi.id);
    expect(new Set(variants.map((v) => v.pricePaise)).size).toBe(variants.length);
  });

  it("without ?ids= answers only the saved addresses and cards (and the payment methods offered); a visitor is sent to sign in", async () => {
    const page = await load("");
    expect(page).toEqual({
      addresses: [],
      cards: [],
      fresh: null,
      paymentMethods: ["Cash on Delivery", "UPI", "Card"],
    });
    expect(await redirectOf(load("?ids=x", null))).toEqual({
      status: 302,
      location: "/signin?redirectTo=%2Fcheckout%3Fids%3Dx",
    });
  });

  it("offers what the owner chose and the shop can take: Card and UPI off are not offered; a real shop not set up offers Cash on Delivery", async () => {
    const demo = (await api.shop.settings.shop())!;
    try {
      await api.shop.settings.saveShop({ ...demo, paymentMethods: ["Cash on Delivery", "UPI"] }, null);
      expect((await load("")).paymentMethods).toEqual(["Cash on Delivery", "UPI"]);
      await api.shop.settings.saveShop({ ...demo, paymentMethods: ["Card", "Pay online"] }, null);
      // 'Pay online' waits for the Razorpay keys.
      expect((await load("")).paymentMethods).toEqual(["Card"]);

      await t.db.deleteFrom("settings").where("key", "=", "shop").execute();
      api.shop.settings.forget();
      const realShop = { ...api.shop, config: { ...api.shop.config, demoData: false } };
      const page = await callRoute(
        checkoutLoader,
        realShop,
        new Request(`${SHOP_ORIGIN}/checkout`, { headers: { Cookie: customer.cookie } }),
      );
      // No UPI ID to be paid to, and no Card until the owner turns it on.
      expect(page.paymentMethods).toEqual(["Cash on Delivery"]);
    } finally {
      await api.shop.settings.saveShop(demo, null);
    }
  });
});

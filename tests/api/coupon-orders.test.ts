import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { setVariant } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * docs/product/commerce-core.md#coupons, #delivery-charges, #prices-inclusive-of-gst: an order with
 * a coupon, its refusals, its uses counted with the order (never past max_uses, given back on
 * cancellation), a delivery fee and tax-inclusive prices, down to the invoice.
 */

interface OrderJson {
  id: string;
  status: string;
  totalAmount: number;
  subtotal: number;
  tax: number;
  shippingCost: number;
  couponCode: string | null;
  couponDiscount: number;
  pricesIncludeTax: boolean;
}

const ADDRESS = {
  street: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411001",
  recipient: "Asha Verma",
  mobile: "9876543210",
};
const DAY = 24 * 60 * 60 * 1000;

/** The invoice's totals block read back: its parts (taxable value, taxes, round off) and its total, in paise. */
function invoiceSums(text: string): { parts: number; total: number } {
  const paise = (figure: string) => Math.round(Number(figure.replace(/,/g, "")) * 100);
  const parts = [...text.matchAll(/^\s+(?:Taxable value|CGST|SGST|IGST|Round off)\s+(-?[\d,]+\.\d\d)$/gm)];
  const total = /Total \(₹\)\s+([\d,]+\.\d\d)/.exec(text);
  return { parts: parts.reduce((sum, m) => sum + paise(m[1]!), 0), total: total ? paise(total[1]!) : NaN };
}

describe.each(DATABASE_KINDS)("coupons, delivery charges and inclusive prices on orders on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let admin: TestUser;
  let plant: string;
  let oil: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const order = (u: TestUser, couponCode?: unknown, quantity = 2) =>
    api.json(
      "/api/orders",
      {
        cart: [
          { id: plant, quantity },
          { id: oil, quantity: 1 },
        ],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
        ...(couponCode === undefined ? {} : { couponCode }),
      },
      "POST",
      as(u),
    );
  const coupon = (code: string, columns: Record<string, unknown> = {}) => {
    const at = new Date().toISOString();
    return t.db
      .insertInto("coupons")
      .values({
        code,
        kind: "percent",
        value: 10,
        min_subtotal_paise: 0,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_customer: 1,
        active: 1,
        created_at: at,
        updated_at: at,
        ...columns,
      })
      .execute();
  };
  const usesOf = async (code: string) =>
    (await t.db.selectFrom("coupons").select("uses").where("code", "=", code).executeTakeFirstOrThrow()).uses;
  const stockOf = async (id: string) =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;
  const saveSettings = async (settings: object) => {
    const res = await api.json("/api/admin/settings", { ...DEMO_SHOP_SETTINGS, ...settings }, "PUT", as(admin));
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields?: Record<string, string> };
    expect(body.fields?.couponCode).toBe(body.error);
    return body.error;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Coupon Admin");
    await setRole(t.db, admin.id, "admin");
    const products = await t.db
      .selectFrom("products")
      .select("id")
      .where("option_name", "is", null)
      .orderBy("slug")
      .limit(2)
      .execute();
    plant = products[0]!.id;
    oil = products[1]!.id;
    await setVariant(t.db, plant, { stock: 10_000, pricePaise: 150_00, discount: 0 });
    await setVariant(t.db, oil, { stock: 10_000, pricePaise: 199_00, discount: 0 });
    await t.db.updateTable("products").set({ gst_rate: 18, hsn_code: "0602" }).where("id", "=", plant).execute();
    await t.db.updateTable("products").set({ gst_rate: 5, hsn_code: "3301" }).where("id", "=", oil).execute();
  });
  beforeEach(async () => {
    asha = await signUp(api, "Asha Verma");
    await saveSettings({ deliveryFee: 0, freeDeliveryAbove: "", pricesIncludeTax: false });
  });
  afterAll(() => t.close());

  it("takes a valid coupon off the order, shares it over the lines and charges GST on what is paid", async () => {
    await coupon("MONSOON10");
    const res = await order(asha, " monsoon10 ");
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as OrderJson;
    // 2 × ₹150 + ₹199 = ₹499; 10 % = ₹49.90, shared 300 : 199 → ₹30.00 and ₹19.90.
    expect(placed).toMatchObject({ couponCode: "MONSOON10", couponDiscount: 49.9, subtotal: 499 });
    const items = await t.db
      .selectFrom("order_items")
      .select(["coupon_paise", "taxable_paise", "tax_paise", "line_total_paise"])
      .where("order_id", "=", placed.id)
      .orderBy("line_total_paise", "desc")
      .execute();
    expect(items).toEqual([
      { coupon_paise: 30_00, taxable_paise: 270_00, tax_paise: 48_60, line_total_paise: 300_00 },
      { coupon_paise: 19_90, taxable_paise: 179_10, tax_paise: 8_96, line_total_paise: 199_00 },
    ]);
    // 48.60 + 8.96 = 57.56 → ₹58; 499 − 49.90 + 58 = 507.10.
    expect(placed.tax).toBe(58);
    expect(placed.totalAmount).toBe(507.1);
    expect(await usesOf("MONSOON10")).toBe(1);
  });

  it.each([
    ["an unknown code", "NOSUCHCODE", {}, "This coupon is not valid"],
    ["a code of the wrong shape", "SALE-10", {}, "This coupon is not valid"],
    ["an inactive coupon", "PAUSED10", { active: 0 }, "This coupon is not valid"],
    [
      "a coupon not yet started",
      "SOON10",
      { starts_at: new Date(Date.now() + DAY).toISOString() },
      "This coupon is not valid",
    ],
    ["an expired coupon", "OLD10", { ends_at: new Date(Date.now() - DAY).toISOString() }, "This coupon has expired"],
    ["a subtotal below the minimum", "BIG10", { min_subtotal_paise: 600_00 }, "Add ₹101.00 more to use this coupon"],
    ["a used-up coupon", "GONE10", { max_uses: 1, uses: 1 }, "This coupon is not valid"],
  ])("refuses %s with its message and changes nothing", async (_case, code, columns, error) => {
    if (code !== "NOSUCHCODE" && code !== "SALE-10") await coupon(code, columns);
    const before = await stockOf(plant);
    const orders = await t.db.selectFrom("orders").select("id").execute();
    expect(await refusal(await order(asha, code))).toBe(error);
    expect(await stockOf(plant)).toBe(before);
    expect(await t.db.selectFrom("orders").select("id").execute()).toHaveLength(orders.length);
  });

  it("refuses a second use by the same customer, and counts it again once the first order is cancelled", async () => {
    await coupon("ONCE10");
    const first = (await (await order(asha, "ONCE10")).json()) as OrderJson;
    expect(await refusal(await order(asha, "ONCE10"))).toBe("You have already used this coupon");
    expect(await usesOf("ONCE10")).toBe(1);
    const cancel = await api.json("/api/auth/cancel-order", { orderId: first.id }, "PUT", as(asha));
    expect(cancel.status).toBe(200);
    expect(await usesOf("ONCE10")).toBe(0);
    expect((await order(asha, "ONCE10")).status).toBe(201);
    expect(await usesOf("ONCE10")).toBe(1);
  });

  it("never counts more uses than max_uses under concurrent orders", async () => {
    await coupon("FIRST3", { max_uses: 3 });
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(api, `Racer ${i}`)));
    const answers = await Promise.all(customers.map((c) => order(c, "FIRST3", 1)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(await usesOf("FIRST3")).toBe(3);
    const held = await t.db.selectFrom("orders").select("id").where("coupon_code", "=", "FIRST3").execute();
    expect(held).toHaveLength(3);
  });

  it("refuses an amount coupon's code of the wrong type as bad input", async () => {
    const res = await order(asha, 1234);
    expect(res.status).toBe(400);
  });

  it("charges the delivery fee below the threshold, taxed at the principal supply's rate, on its own invoice line", async () => {
    await saveSettings({ deliveryFee: 49, freeDeliveryAbove: 1000 });
    const res = await order(asha);
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as OrderJson;
    expect(placed.shippingCost).toBe(49);
    const row = await t.db
      .selectFrom("orders")
      .select(["delivery_tax_paise", "delivery_gst_rate"])
      .where("id", "=", placed.id)
      .executeTakeFirstOrThrow();
    // The plants (₹300 at 18 %) outweigh the oil (₹199 at 5 %): the fee is taxed at 18 %.
    expect(row).toEqual({ delivery_tax_paise: 8_82, delivery_gst_rate: 18 });
    // 54.00 + 9.95 + 8.82 = 72.77 → ₹73.
    expect(placed.tax).toBe(73);
    expect(placed.totalAmount).toBe(499 + 49 + 73);

    const invoice = await api.request(`/api/orders/${placed.id}/invoice`, { headers: as(asha) });
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toMatch(/Delivery charges\s+9965\s+1\s+49\.00\s+49\.00/);
    expect(text).toContain("Round off");
    expect(invoiceSums(text)).toEqual({ parts: 621_00, total: 621_00 });

    const free = (await (await order(asha, undefined, 6)).json()) as OrderJson;
    expect(free.shippingCost).toBe(0);
  });

  it("with prices including GST, the total is the lines less the coupon plus delivery, the tax inside it", async () => {
    await saveSettings({ deliveryFee: 40, freeDeliveryAbove: "", pricesIncludeTax: true });
    await coupon("FLAT50", { kind: "amount", value: 50_00 });
    const res = await order(asha, "FLAT50");
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as OrderJson;
    expect(placed.pricesIncludeTax).toBe(true);
    expect(placed.totalAmount).toBe(499 - 50 + 40);
    const items = await t.db
      .selectFrom("order_items")
      .select(["taxable_paise", "tax_paise", "line_total_paise", "coupon_paise"])
      .where("order_id", "=", placed.id)
      .execute();
    for (const item of items)
      expect(item.taxable_paise + item.tax_paise).toBe(item.line_total_paise - item.coupon_paise);

    const invoice = await api.request(`/api/orders/${placed.id}/invoice`, { headers: as(asha) });
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toMatch(/Rate incl\. GST\s+Discount/);
    expect(invoiceSums(text)).toEqual({ parts: 489_00, total: 489_00 });
    expect(text).toContain("489.00");
    expect(text).not.toContain("Round off");
  });

  it("answers the settings it saved, and refuses a negative fee and a threshold that is not a number", async () => {
    await saveSettings({ deliveryFee: 49, freeDeliveryAbove: 999, pricesIncludeTax: true });
    const saved = (await (await api.request("/api/admin/settings", { headers: as(admin) })).json()) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ deliveryFee: 49, freeDeliveryAbove: 999, pricesIncludeTax: true });
    for (const bad of [{ deliveryFee: -1 }, { deliveryFee: 10.5 }, { freeDeliveryAbove: "lots" }]) {
      const res = await api.json("/api/admin/settings", { ...DEMO_SHOP_SETTINGS, ...bad }, "PUT", as(admin));
      expect(res.status).toBe(400);
    }
    const after = (await (await api.request("/api/admin/settings", { headers: as(admin) })).json()) as Record<
      string,
      unknown
    >;
    expect(after).toMatchObject({ deliveryFee: 49, freeDeliveryAbove: 999 });
  });
});

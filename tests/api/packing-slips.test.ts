import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * Packing slips (docs/product/admin.md#orders): one order's, and several in one PDF, never a
 * price; and the orders list's search by the delivery PIN code, which finds the orders to print.
 */

const MAHIM = {
  recipient: "Farida Shaikh",
  mobile: "9822012345",
  street: "5 Lady Jamshedji Road",
  landmark: "Next to the Mahim church",
  city: "Mumbai",
  state: "Maharashtra",
  zip: "400016",
};
const KOCHI = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "9 Broadway",
  city: "Kochi",
  state: "Kerala",
  zip: "682031",
};

interface ProductJson {
  id: string;
  variants: Array<{ id: string; name: string; sku: string }>;
}

describe.each(DATABASE_KINDS)("packing slips on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let farida: TestUser;
  let tulsi: ProductJson;
  let plainProductId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const place = async (address: object, cart: unknown) => {
    const res = await api.json(
      "/api/orders",
      { cart, selectedAddress: address, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(farida),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const get = (path: string, u?: TestUser) => api.request(path, { headers: u ? as(u) : {} });
  const textOf = async (res: Response) => {
    expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Slip Admin");
    farida = await signUp(api, "Farida Shaikh");
    await setRole(t.db, admin.id, "admin");
    const created = await api.json(
      "/api/admin/products",
      {
        title: "Tulsi Slip Test",
        slug: "tulsi-slip-test",
        description: "Holy basil in two pot sizes, for the packing slips.",
        category: "kitchen-herbs",
        optionName: "Pot size",
        variants: [
          { name: "4-inch pot", sku: "TULSI-SLIP-4IN", price: 149, discount: 0, stock: 50 },
          { name: "6-inch pot", sku: "TULSI-SLIP-6IN", price: 249, discount: 0, stock: 50 },
        ],
      },
      "POST",
      as(admin),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    tulsi = (await created.json()) as ProductJson;
    const plain = await t.db
      .selectFrom("products")
      .select("id")
      .where("stock", ">", 20)
      .where("option_name", "is", null)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    plainProductId = plain.id;
  });
  afterAll(() => t.close());

  it("one order's slip: the shop, the order number and date, the address with landmark and mobile, each line's variant, SKU and quantity, no price", async () => {
    const order = await place(MAHIM, [
      { id: tulsi.id, variantId: tulsi.variants[1]!.id, quantity: 2 },
      { id: tulsi.id, variantId: tulsi.variants[0]!.id, quantity: 1 },
      { id: plainProductId, quantity: 3 },
    ]);
    const res = await get(`/api/admin/orders/${order.id}/packing-slip`, admin);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="packing-slip-${order.id.slice(-8)}.pdf"`);
    const text = await textOf(res);
    for (const particular of [
      "Packing slip",
      "Vanaushadhi",
      "14, Greenfield Estate, Baner Road",
      "Pune, Maharashtra 411045",
      `Order number: #${order.id.slice(-8)}`,
      "Order date:",
      "Farida Shaikh",
      "5 Lady Jamshedji Road",
      "Landmark: Next to the Mahim church",
      "Mumbai, Maharashtra 400016",
      "Mobile: +91 98220 12345",
      "Tulsi Slip Test",
      "6-inch pot",
      "TULSI-SLIP-6IN",
      "4-inch pot",
      "TULSI-SLIP-4IN",
      "Total items: 6",
    ]) {
      expect(text).toContain(particular);
    }
    // The variant is printed apart, not repeated in the item's name.
    expect(text).not.toContain("Tulsi Slip Test — 6-inch pot");
    expect(text).toMatch(/6-inch pot\s+TULSI-SLIP-6IN\s+2/);
    expect(text).not.toContain("₹");
    // One number, the customer's (issue 30): the id's start is printed nowhere.
    expect(text).not.toContain(order.id.slice(0, 8));
    expect(text).not.toMatch(/249|149\.00|Total \(/);
  });

  it("several orders print as one PDF, a page each, in the order asked", async () => {
    const first = await place(KOCHI, [{ id: tulsi.id, variantId: tulsi.variants[0]!.id, quantity: 4 }]);
    const second = await place(MAHIM, [{ id: plainProductId, quantity: 1 }]);
    const res = await get(`/api/admin/orders/packing-slips?ids=${second.id},${first.id}`, admin);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="packing-slips.pdf"');
    const pages = (await textOf(res)).split("\f").filter((page) => page.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order number: #${second.id.slice(-8)}`);
    expect(pages[0]).toContain("Landmark: Next to the Mahim church");
    expect(pages[0]).toContain("Total items: 1");
    expect(pages[1]).toContain(`Order number: #${first.id.slice(-8)}`);
    expect(pages[1]).toContain("Kochi, Kerala 682031");
    expect(pages[1]).toContain("Total items: 4");
    // Repeated as a query string repeats a name, too.
    const repeated = await get(`/api/admin/orders/packing-slips?ids=${first.id}&ids=${second.id}`, admin);
    expect((await textOf(repeated)).split("\f").filter((page) => page.trim())).toHaveLength(2);
  });

  it("only an admin prints them: a visitor is asked to sign in, a customer refused", async () => {
    const order = await place(KOCHI, [{ id: plainProductId, quantity: 1 }]);
    for (const path of [
      `/api/admin/orders/${order.id}/packing-slip`,
      `/api/admin/orders/packing-slips?ids=${order.id}`,
    ]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, farida)).status, path).toBe(403);
    }
  });

  it("the orders list finds an order by its delivery PIN code, spaced or not, and not by part of one", async () => {
    const order = await place({ ...KOCHI, zip: "682035" }, [{ id: plainProductId, quantity: 1 }]);
    const found = async (q: string) => {
      const res = await get(`/api/admin/orders?q=${encodeURIComponent(q)}`, admin);
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ id: string }>).map((o) => o.id);
    };
    expect(await found("682035")).toEqual([order.id]);
    expect(await found(" 682 035 ")).toEqual([order.id]);
    expect(await found("68203")).toEqual([]);
    const csv = await (await get("/api/admin/orders.csv?q=682035", admin)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });

  it("refuses no ids, too many, and an id that names no order", async () => {
    const order = await place(KOCHI, [{ id: plainProductId, quantity: 1 }]);
    const idsInvalid = apiRefusal("admin.order.idsInvalid?max=100", { ids: "admin.order.idsInvalid?max=100" });
    for (const query of ["", "?ids=", "?ids=,,", `?ids=${Array.from({ length: 101 }, (_, i) => `id${i}`).join(",")}`]) {
      const res = await get(`/api/admin/orders/packing-slips${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual(idsInvalid);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await get(`/api/admin/orders/packing-slips?ids=${order.id},${unknown}`, admin);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(apiRefusal(`order.packingSlips.notFound?id=${unknown}`));
    expect((await get(`/api/admin/orders/${unknown}/packing-slip`, admin)).status).toBe(404);
  });
});

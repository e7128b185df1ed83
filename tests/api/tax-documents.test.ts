import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYear } from "#domain/gst.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setVariant } from "#tests/support/stock.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

// The demo shop is in Pune, Maharashtra (GSTIN 27…).
const PUNE = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "22 FC Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411004",
};
const MADURAI = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const INVOICE_NUMBER = /VA\/\d{4}\/\d{5}/;

describe.each(DATABASE_KINDS)("tax invoices and credit notes on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const place = async (address: object, quantity = 2) => {
    const res = await api.json(
      "/api/orders",
      {
        cart: [{ id: productId, quantity }],
        selectedAddress: {
          ...address,
          recipient: "Asha Verma",
          mobile: "9876543210",
          landmark: "Opposite the post office",
        },
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      as(asha),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; totalAmount: number };
  };
  const download = (id: string, document: string, u?: TestUser) =>
    api.request(`/api/orders/${id}/${document}`, { headers: u ? as(u) : {} });
  const textOf = async (res: Response) => {
    expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
    admin = await signUp(api, "Invoice Admin");
    await setRole(t.db, admin.id, "admin");
    const product = await t.db.selectFrom("products").select("id").orderBy("slug").executeTakeFirstOrThrow();
    productId = product.id;
    await setVariant(t.db, productId, { stock: 1000, pricePaise: 24_900, discount: 0 });
    await t.db.updateTable("products").set({ hsn_code: "0602", gst_rate: 18 }).where("id", "=", productId).execute();
  });
  afterAll(() => t.close());

  it("an order shipped within the shop's state is invoiced with CGST and SGST, every particular printed", async () => {
    const order = await place(PUNE);
    const res = await download(order.id, "invoice", asha);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="VA-\d{4}-\d{5}\.pdf"$/);
    const text = await textOf(res);
    for (const particular of [
      "Tax Invoice",
      "Vanaushadhi Herbs Private Limited",
      "GSTIN: 27AAFCV1234K1Z9",
      "Place of supply: Maharashtra (27)",
      "Reverse charge: No",
      "Asha Verma",
      "22 FC Road",
      "Landmark: Opposite the post office",
      "Mobile: +91 98765 43210",
      "0602",
      "CGST",
      "SGST",
      "9% 44.82",
      "498.00",
      // 2 × ₹249 = ₹498, tax 18 % = ₹89.64, rounded to ₹90: the total is ₹588.
      "Round off",
      "Rupees Five Hundred Eighty-Eight Only",
    ]) {
      expect(text).toContain(particular);
    }
    expect(text).not.toContain("IGST");
    expect(text).toMatch(new RegExp(`Invoice number: ${INVOICE_NUMBER.source}`));
    expect(order.totalAmount).toBe(588);
  });

  it("an order shipped to another state is invoiced with IGST", async () => {
    const order = await place(MADURAI, 1);
    const text = await textOf(await download(order.id, "invoice", asha));
    expect(text).toContain("Place of supply: Tamil Nadu (33)");
    expect(text).toContain("IGST");
    expect(text).toContain("18% 44.82");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("only its customer and the admins may read an invoice: others are told it does not exist", async () => {
    const order = await place(PUNE, 1);
    expect((await download(order.id, "invoice")).status).toBe(401);
    expect((await download(order.id, "invoice", ravi)).status).toBe(404);
    expect((await download(order.id, "invoice", admin)).status).toBe(200);
    expect((await download("00000000-0000-4000-8000-000000000000", "invoice", asha)).status).toBe(404);
  });

  it("a cancelled order has a credit note in its own series naming the invoice; a live one has none", async () => {
    const order = await place(PUNE, 1);
    expect((await download(order.id, "credit-note", asha)).status).toBe(404);
    const invoiceNumber = (
      await t.db.selectFrom("orders").select("invoice_number").where("id", "=", order.id).executeTakeFirstOrThrow()
    ).invoice_number!;
    expect(invoiceNumber).toMatch(INVOICE_NUMBER);
    expect((await api.json("/api/auth/cancel-order", { orderId: order.id }, "PUT", as(asha))).status).toBe(200);

    const text = await textOf(await download(order.id, "credit-note", asha));
    expect(text).toContain("Credit Note");
    expect(text).toMatch(/Credit note number: CN\/\d{4}\/\d{5}/);
    expect(text).toContain(`Against invoice ${invoiceNumber}`);
    expect(text).toContain("Reverse charge: No");
    expect((await download(order.id, "credit-note", ravi)).status).toBe(404);
    expect((await download(order.id, "credit-note", admin)).status).toBe(200);
  });

  const invoiceNumberOf = async (id: string) =>
    (await t.db.selectFrom("orders").select("invoice_number").where("id", "=", id).executeTakeFirstOrThrow())
      .invoice_number;
  const serial = (invoiceNumber: string | null) => Number(invoiceNumber?.split("/")[2]);

  it("reading an invoice or a credit note writes nothing, whether the order has one or not", async () => {
    const invoiced = await place(PUNE, 1);
    expect((await api.json("/api/auth/cancel-order", { orderId: invoiced.id }, "PUT", as(asha))).status).toBe(200);
    // An order the shop has not invoiced, as if placed before it gave its particulars.
    const unnumbered = await place(PUNE, 1);
    const issued = await t.db
      .selectFrom("orders")
      .select(["invoice_number", "invoice_date", "seller_json"])
      .where("id", "=", unnumbered.id)
      .executeTakeFirstOrThrow();
    const setInvoice = (invoice: typeof issued) =>
      t.db.updateTable("orders").set(invoice).where("id", "=", unnumbered.id).execute();
    await setInvoice({ invoice_number: null, invoice_date: null, seller_json: null });
    const state = async () => ({
      counters: await t.db.selectFrom("document_counters").selectAll().orderBy("series").orderBy("period").execute(),
      orders: await t.db.selectFrom("orders").selectAll().orderBy("id").execute(),
      events: await t.db
        .selectFrom("order_events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .execute(),
    });
    const before = await state();
    for (const reader of [asha, admin]) {
      expect((await download(invoiced.id, "invoice", reader)).status).toBe(200);
      expect((await download(invoiced.id, "credit-note", reader)).status).toBe(200);
      expect((await download(unnumbered.id, "invoice", reader)).status).toBe(409);
    }
    expect(await state()).toEqual(before);
    expect(await invoiceNumberOf(unnumbered.id)).toBeNull();
    await setInvoice(issued); // its number back: the next test counts the orders still waiting for one
  });

  it("orders placed before the shop gave its GST particulars are invoiced when it saves them: in placing order, no gap", async () => {
    await t.db.deleteFrom("settings").where("key", "=", "shop").execute();
    api.shop.settings.forget();
    const placeApart = async (address: object) => {
      const order = await place(address, 1);
      await new Promise((resolve) => setTimeout(resolve, 2)); // the next is placed at a later millisecond
      return order;
    };
    const first = await placeApart(PUNE);
    const cancelled = await placeApart(MADURAI);
    const last = await placeApart(PUNE);
    const early = [first, cancelled, last];
    expect((await api.json("/api/auth/cancel-order", { orderId: cancelled.id }, "PUT", as(asha))).status).toBe(200);
    for (const order of early) {
      expect(await invoiceNumberOf(order.id)).toBeNull();
      const refused = await download(order.id, "invoice", asha);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        error: "The shop's GST particulars are not set yet, so no invoice can be issued",
      });
    }
    expect((await download(cancelled.id, "credit-note", asha)).status).toBe(409);

    const counter = await t.db
      .selectFrom("document_counters")
      .select("last_number")
      .where("series", "=", "invoice")
      .where("period", "=", financialYear(new Date()))
      .executeTakeFirstOrThrow();
    expect((await api.json("/api/admin/settings", DEMO_SHOP_SETTINGS, "PUT", as(admin))).status).toBe(200);

    const numbers = await Promise.all(early.map((order) => invoiceNumberOf(order.id)));
    expect(numbers.map(serial)).toEqual([1, 2, 3].map((n) => counter.last_number + n));
    for (const [order, number] of [
      [first, numbers[0]],
      [last, numbers[2]],
    ] as const) {
      expect(await textOf(await download(order.id, "invoice", asha))).toContain(`Invoice number: ${number}`);
    }
    const creditNote = await textOf(await download(cancelled.id, "credit-note", asha));
    expect(creditNote).toContain(`Against invoice ${numbers[1]}`);
    // Saving again issues nothing new: each order keeps its number.
    expect((await api.json("/api/admin/settings", DEMO_SHOP_SETTINGS, "PUT", as(admin))).status).toBe(200);
    expect(await Promise.all(early.map((order) => invoiceNumberOf(order.id)))).toEqual(numbers);
  });
});

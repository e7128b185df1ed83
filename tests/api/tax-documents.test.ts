import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/services/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

// The demo shop is in Pune, Maharashtra (GSTIN 27…).
const PUNE = { street: "22 FC Road", city: "Pune", state: "Maharashtra", zip: "411004" };
const MADURAI = { street: "7 Temple Street", city: "Madurai", state: "Tamil Nadu", zip: "625001" };
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
    await t.db
      .updateTable("products")
      .set({ stock: 1000, price_paise: 24_900, discount: 0, hsn_code: "0602", gst_rate: 18 })
      .where("id", "=", productId)
      .execute();
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

  it("an order placed before invoicing began gets the next number when first asked for, and keeps it", async () => {
    const order = await place(PUNE, 1);
    await t.db
      .updateTable("orders")
      .set({ invoice_number: null, invoice_date: null, seller_json: null })
      .where("id", "=", order.id)
      .execute();
    const first = await textOf(await download(order.id, "invoice", asha));
    const number = first.match(INVOICE_NUMBER)![0];
    const again = await textOf(await download(order.id, "invoice", admin));
    expect(again.match(INVOICE_NUMBER)![0]).toBe(number);
  });
});

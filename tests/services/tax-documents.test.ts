import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { issueCreditNote, issueInvoice } from "#server/services/orders/tax-documents.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { orderRow } from "#tests/support/orders.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("invoice and credit-note numbers on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({
      ...t,
      config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 },
    });
    customer = await signUp(api, "Meena Iyer");
    // One customer places all fifty unpaid orders: the caps on unpaid orders are not under test here.
    await api.shop.settings.saveShop(
      { ...DEMO_SHOP_SETTINGS, orderLimits: { maxUnpaidRupees: 10_000_000, maxUnpaidUnitsPerProduct: 10_000 } },
      null,
    );
  });
  afterAll(() => t.close());

  const fyInvoices = async (fy: string) =>
    (
      await t.db.selectFrom("orders").select("invoice_number").where("invoice_number", "like", `VA/${fy}/%`).execute()
    ).map((o) => Number(o.invoice_number!.split("/")[2]));

  it("fifty orders placed at once get invoice numbers 1 to 50: no gap, no duplicate", async () => {
    const product = await t.db.selectFrom("products").select("id").orderBy("slug").executeTakeFirstOrThrow();
    await t.db.updateTable("products").set({ stock: 1000 }).where("id", "=", product.id).execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.json(
          "/api/orders",
          {
            cart: [{ id: product.id, quantity: 1 }],
            selectedAddress: { street: "12 MG Road", city: "Pune", state: "Maharashtra", zip: "411001" },
            selectedPaymentMethod: "Cash on Delivery",
          },
          "POST",
          { Cookie: customer.cookie },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const rows = await t.db.selectFrom("orders").select("invoice_number").execute();
    const fy = rows[0]!.invoice_number!.split("/")[1]!;
    const numbers = (await fyInvoices(fy)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("a new financial year starts a new series at 1, in India's time; credit notes count on their own", async () => {
    const insert = async () => {
      const row = orderRow({ user_id: customer.id, user_email: customer.email });
      await t.db.insertInto("orders").values(row).execute();
      return row.id;
    };
    const issue = (id: string, at: string) =>
      t.db.transaction().execute((trx) => issueInvoice(trx, id, DEMO_SHOP_SETTINGS, new Date(at)));
    const [march, april, april2] = [await insert(), await insert(), await insert()];
    await issue(march, "2098-03-31T18:29:59Z"); // 23:59:59 on 31 March in India: FY 2097–98
    await issue(april, "2098-03-31T18:30:00Z"); // midnight, 1 April in India: FY 2098–99
    await issue(april2, "2098-04-02T09:00:00Z");
    await issue(april2, "2098-04-03T09:00:00Z"); // issued once: asking again takes no number
    expect(await fyInvoices("9798")).toEqual([1]);
    expect((await fyInvoices("9899")).sort()).toEqual([1, 2]);

    await t.db.transaction().execute((trx) => issueCreditNote(trx, april, new Date("2098-05-01T09:00:00Z")));
    await t.db.transaction().execute((trx) => issueCreditNote(trx, april, new Date("2098-05-02T09:00:00Z")));
    const credited = await t.db
      .selectFrom("orders")
      .select(["credit_note_number", "credit_note_date"])
      .where("id", "=", april)
      .executeTakeFirstOrThrow();
    expect(credited).toEqual({ credit_note_number: "CN/9899/00001", credit_note_date: "2098-05-01T09:00:00.000Z" });
  });
});

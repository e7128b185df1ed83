import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYear } from "#domain/gst.ts";
import { ORDER_CANCELLED, ORDER_SUCCESSFUL } from "#domain/orders.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { issueCreditNote, issueDueDocuments, issueInvoice } from "#server/features/orders/tax-documents.ts";
import { createSettingsStore, writeSettings } from "#server/features/settings/settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { orderRow } from "#tests/support/orders.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

// One customer places all fifty unpaid orders: the caps on unpaid orders are not under test here.
const SETTINGS = {
  ...DEMO_SHOP_SETTINGS,
  orderLimits: { maxUnpaidRupees: 10_000_000, maxUnpaidUnitsPerProduct: 10_000 },
};

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
    await api.shop.settings.saveShop(SETTINGS, null);
  });
  afterAll(() => t.close());

  const fyInvoices = async (fy: string) =>
    (
      await t.db.selectFrom("orders").select("invoice_number").where("invoice_number", "like", `VA/${fy}/%`).execute()
    ).map((o) => Number(o.invoice_number!.split("/")[2]));

  it("fifty orders placed at once get invoice numbers 1 to 50: no gap, no duplicate", async () => {
    const product = await t.db.selectFrom("products").select("id").orderBy("slug").executeTakeFirstOrThrow();
    await setStock(t.db, product.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.json(
          "/api/orders",
          {
            cart: [{ id: product.id, quantity: 1 }],
            selectedAddress: DELIVERY_ADDRESS,
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

  // The shop forgets its particulars, as one started with DEMO_DATA=false that has not set them yet.
  const withoutParticulars = async () => {
    await t.db.deleteFrom("settings").where("key", "=", "shop").execute();
    api.shop.settings.forget();
  };
  const lastInvoiceNumber = async () =>
    (
      await t.db
        .selectFrom("document_counters")
        .select("last_number")
        .where("series", "=", "invoice")
        .where("period", "=", financialYear(new Date()))
        .executeTakeFirst()
    )?.last_number ?? 0;
  const serialsOf = async (ids: string[]) => {
    const rows = await t.db
      .selectFrom("orders")
      .select(["invoice_number"])
      .where("id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((o) => (o.invoice_number ? Number(o.invoice_number.split("/")[2]) : null));
  };

  it("two servers saving the particulars at once number each waiting order once, in placing order, no gap", async () => {
    await withoutParticulars();
    const start = Date.now();
    const waiting = Array.from({ length: 8 }, (_, i) =>
      orderRow({
        user_id: customer.id,
        user_email: customer.email,
        status: i === 3 ? ORDER_CANCELLED : ORDER_SUCCESSFUL,
        created_at: new Date(start + i).toISOString(),
      }),
    );
    await t.db.insertInto("orders").values(waiting).execute();
    const before = await lastInvoiceNumber();
    const servers = [createSettingsStore(t.db, t.kind), createSettingsStore(t.db, t.kind)];
    await Promise.all(servers.map((server) => server.saveShop(SETTINGS, null)));

    expect(await serialsOf(waiting.map((o) => o.id))).toEqual(waiting.map((_, i) => before + i + 1));
    expect(await lastInvoiceNumber()).toBe(before + waiting.length);
    const credited = await t.db
      .selectFrom("orders")
      .select("credit_note_number")
      .where("id", "=", waiting[3]!.id)
      .executeTakeFirstOrThrow();
    expect(credited.credit_note_number).toMatch(/^CN\/\d{4}\/\d{5}$/);
  });

  it("at start, orders placed before invoicing began on a shop that already had its particulars are numbered", async () => {
    await withoutParticulars();
    const waiting = orderRow({ user_id: customer.id, user_email: customer.email });
    await t.db.insertInto("orders").values(waiting).execute();
    // An upgraded shop: the particulars were there already, written before invoicing began.
    await writeSettings(t.db, "shop", SETTINGS, null);
    const before = await lastInvoiceNumber();
    await createSettingsStore(t.db, t.kind).issueWaitingDocuments();
    expect(await serialsOf([waiting.id])).toEqual([before + 1]);
    await createSettingsStore(t.db, t.kind).issueWaitingDocuments();
    expect(await lastInvoiceNumber()).toBe(before + 1);
  });

  it("an order placed while the first particulars are being saved waits for them and is invoiced", async () => {
    await withoutParticulars();
    const buyer = await signUp(api, "Kavya Rao");
    const product = await t.db.selectFrom("products").select("id").orderBy("slug").executeTakeFirstOrThrow();
    let commitSave = () => {};
    const saveHeldOpen = t.db.transaction().execute(async (trx) => {
      await writeSettings(trx, "shop", SETTINGS, null);
      await issueDueDocuments(trx, t.kind, SETTINGS, new Date());
      await new Promise<void>((resolve) => (commitSave = resolve));
    });
    // This server has not heard of the save: its cache still says the shop has no particulars.
    const placing = api.json(
      "/api/orders",
      {
        cart: [{ id: product.id, quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: buyer.cookie },
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the order is inside its transaction by now
    commitSave();
    await saveHeldOpen;
    const res = await placing;
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await serialsOf([id])).toEqual([await lastInvoiceNumber()]);
  });
});

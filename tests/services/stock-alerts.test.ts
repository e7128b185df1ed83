import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#domain/i18n/languages.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { sendStockAlerts } from "#server/features/stock-alerts/send-stock-alerts.ts";
import { subscribeToStockAlert } from "#server/features/stock-alerts/subscribe.ts";
import { unsubscribeStockAlerts } from "#server/features/stock-alerts/unsubscribe.ts";
import { createJobRunner, shopJobs } from "#server/jobs.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * Back in stock (docs/product/catalogue.md#back-in-stock): whatever gives the stock back (an
 * admin's edit, a cancellation, an unpaid order's expiry), each waiting address gets exactly one
 * mail in the outbox, an unsubscribed one none, and no sweep mails anyone twice.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const MINUTE = 60_000;

interface ProductJson {
  id: string;
  slug: string;
  variants: Array<{ id: string; name: string; sku: string; stock: number }>;
}

describe.each(DATABASE_KINDS)("back-in-stock alerts on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let buyer: TestUser;
  /** Signed in, and last read the shop in Hindi. */
  let meena: TestUser;
  const visitor = "arjun@example.in";
  const hindiVisitor = "sita@example.in";

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, stockAlertRateLimit: 1000, ordersPerHour: 1000 } });
    admin = await signUp(api, "Stock Admin");
    buyer = await signUp(api, "Last Unit Buyer");
    meena = await signUp(api, "Meena Pillai");
    await setRole(t.db, admin.id, "admin");
    await t.db.updateTable("profiles").set({ language: "hi" }).where("user_id", "=", meena.id).execute();
  });
  afterAll(() => t.close());

  const entryOf = (slug: string) => ({
    title: `Giloy ${slug}`,
    slug,
    description: "Giloy vine, grown in our partner nursery.",
    category: "medicinal-plants",
  });
  /** A product of its own in one variant, with `stock` units. */
  async function product(slug: string, stock: number): Promise<ProductJson> {
    const res = await api.json("/api/admin/products", { ...entryOf(slug), price: 199, discount: 0, stock }, "POST", {
      Cookie: admin.cookie,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as ProductJson;
  }
  const stockOf = async (p: ProductJson) =>
    (
      await t.db
        .selectFrom("product_variants")
        .select("stock")
        .where("id", "=", p.variants[0]!.id)
        .executeTakeFirstOrThrow()
    ).stock;

  async function waitFor(p: ProductJson, who: { user?: TestUser; email?: string; language?: Language }) {
    await subscribeToStockAlert(api.shop, {
      productId: p.id,
      input: { email: who.email },
      user: who.user ? { id: who.user.id, email: who.user.email } : null,
      ip: "203.0.113.1",
      language: who.language ?? "en",
    });
  }

  /** The mails in the outbox about `p`, by recipient. */
  async function outboxAbout(p: ProductJson) {
    const rows = await t.db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject", "text_body"])
      .where("text_body", "like", `%/plant/${p.slug}%`)
      .execute();
    return rows;
  }
  const recipients = async (p: ProductJson) => (await outboxAbout(p)).map((m) => m.recipient).sort();

  async function order(p: ProductJson, payment: string): Promise<string> {
    const res = await api.json(
      "/api/orders",
      { cart: [{ id: p.id, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: payment },
      "POST",
      { Cookie: buyer.cookie },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  let unsubscribeToken = "";

  it("(a) an admin's edit: each waiting address is mailed once, in its own language", async () => {
    const giloy = await product("giloy-admin", 0);
    await waitFor(giloy, { email: visitor });
    await waitFor(giloy, { email: hindiVisitor, language: "hi" });
    await waitFor(giloy, { user: meena });
    expect(await sendStockAlerts(api.shop)).toBe(0);

    const [variant] = giloy.variants;
    const saved = await api.json(
      `/api/admin/products/${giloy.id}`,
      {
        ...entryOf(giloy.slug),
        titleHi: "गिलोय",
        variants: [
          { id: variant!.id, name: variant!.name, sku: variant!.sku, price: 199, discount: 0, stock: 6, stockWas: 0 },
        ],
      },
      "PUT",
      { Cookie: admin.cookie },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await sendStockAlerts(api.shop)).toBe(3);
    expect(await recipients(giloy)).toEqual([visitor, meena.email, hindiVisitor].sort());

    const mails = await outboxAbout(giloy);
    const subject = (to: string) => mails.find((m) => m.recipient === to)!.subject;
    expect(subject(visitor)).toBe("Giloy giloy-admin is back in stock");
    // The visitor in the language of the page they asked on; the customer in the one they last read the shop in.
    expect(subject(hindiVisitor)).toBe("गिलोय / Giloy giloy-admin फिर से स्टॉक में है");
    expect(subject(meena.email)).toBe("गिलोय / Giloy giloy-admin फिर से स्टॉक में है");
    const english = mails.find((m) => m.recipient === visitor)!.text_body;
    expect(english).toContain(`${t.config.publicUrl}/plant/giloy-admin?lang=en`);
    expect(english).toContain(`${t.config.publicUrl}/stock-alerts/unsubscribe?token=`);
    expect(mails.find((m) => m.recipient === meena.email)!.text_body).toContain("नमस्ते Meena Pillai,");

    // Never twice: another sweep mails no one, nor does the stock selling out and coming back again.
    expect(await sendStockAlerts(api.shop)).toBe(0);
    await setStock(t.db, giloy.id, 0);
    await setStock(t.db, giloy.id, 4);
    expect(await sendStockAlerts(api.shop)).toBe(0);
    expect(await outboxAbout(giloy)).toHaveLength(3);
    unsubscribeToken = /stock-alerts\/unsubscribe\?token=([\w-]+)/.exec(english)![1]!;
  });

  it("(b) a cancellation: the last unit given back is told of once to each address waiting", async () => {
    const tulsi = await product("giloy-cancel", 1);
    const orderId = await order(tulsi, "Cash on Delivery");
    expect(await stockOf(tulsi)).toBe(0);
    await waitFor(tulsi, { email: visitor });
    await waitFor(tulsi, { user: meena });
    // The visitor asks twice: still one alert, one mail.
    await waitFor(tulsi, { email: visitor.toUpperCase() });

    const cancelled = await api.json("/api/auth/cancel-order", { orderId }, "PUT", { Cookie: buyer.cookie });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(tulsi)).toBe(1);
    // Two app servers sweeping at once still mail each address once.
    const counts = await Promise.all([sendStockAlerts(api.shop), sendStockAlerts(api.shop)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await recipients(tulsi)).toEqual([visitor, meena.email].sort());
  });

  it("(c) an unpaid order's expiry, through the shop's jobs: mailed in the same turn, never to an unsubscribed address", async () => {
    const neem = await product("giloy-expiry", 1);
    const orderId = await order(neem, "UPI");
    expect(await stockOf(neem)).toBe(0);
    await waitFor(neem, { email: visitor });
    await waitFor(neem, { user: meena });
    // The visitor follows the link of the mail they had: their alert for this one stops too.
    expect(await unsubscribeStockAlerts(t.db, { token: unsubscribeToken })).toEqual({ email: visitor, stopped: 1 });

    const placed = new Date(Date.now() - 61 * MINUTE).toISOString();
    await t.db.updateTable("orders").set({ created_at: placed }).where("id", "=", orderId).execute();
    const runner = createJobRunner(api.shop, shopJobs(api.shop));
    const ran = await runner.tick();
    expect(ran).toEqual(expect.arrayContaining(["expire-unpaid-orders", "send-stock-alerts"]));
    expect(await stockOf(neem)).toBe(1);
    expect(await recipients(neem)).toEqual([meena.email]);

    // The next turn finds nothing more to send.
    await runner.tick(Date.now() + MINUTE);
    expect(await recipients(neem)).toEqual([meena.email]);
  });

  it("leaves an alert waiting while its variant is still sold out, and forgets nothing once it is back", async () => {
    const brahmi = await product("giloy-later", 0);
    await waitFor(brahmi, { email: hindiVisitor, language: "hi" });
    expect(await sendStockAlerts(api.shop)).toBe(0);
    const waiting = await t.db.selectFrom("stock_alerts").selectAll().where("product_id", "=", brahmi.id).execute();
    expect(waiting).toEqual([expect.objectContaining({ notified_at: null, unsubscribe_hash: null })]);
    await t.db.updateTable("product_variants").set({ stock: 2 }).where("id", "=", brahmi.variants[0]!.id).execute();
    expect(await sendStockAlerts(api.shop)).toBe(1);
    expect(await recipients(brahmi)).toEqual([hindiVisitor]);
  });
});

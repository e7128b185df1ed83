import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "#domain/i18n/message.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { sendStockAlerts } from "#server/features/stock-alerts/send-stock-alerts.ts";
import { escapeHtml } from "#server/mail/templates.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** Back in stock (docs/product/catalogue.md#back-in-stock): 'Notify me' and the mail's unsubscribe link. */

interface ProductJson {
  id: string;
  slug: string;
  variants: Array<{ id: string; name: string; stock: number }>;
}

const LIMIT = 6;

describe.each(DATABASE_KINDS)("stock alerts API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  /** Two pot sizes: the small one sold out, the large one in stock. */
  let pudina: ProductJson;
  let ip = 10;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // A proxy in front names each caller's address, so each test has its own hourly limit.
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true, stockAlertRateLimit: LIMIT } });
    admin = await signUp(api, "Stock Admin");
    customer = await signUp(api, "Kavya Iyer");
    await setRole(t.db, admin.id, "admin");
    const res = await api.json(
      "/api/admin/products",
      {
        title: "Pudina",
        slug: "pudina-alerts",
        description: "Fresh mint for chutneys, in two pot sizes.",
        category: "medicinal-plants",
        optionName: "Pot size",
        variants: [
          { name: "4-inch pot", sku: "PUDINA-ALERT-4IN", price: 149, discount: 0, stock: 0 },
          { name: "6-inch pot", sku: "PUDINA-ALERT-6IN", price: 249, discount: 0, stock: 4 },
        ],
      },
      "POST",
      { Cookie: admin.cookie },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    pudina = (await res.json()) as ProductJson;
  });
  afterAll(() => t.close());

  const small = () => pudina.variants[0]!.id;
  const large = () => pudina.variants[1]!.id;
  /** Each call from an address of its own unless told otherwise: the limit has its own test. */
  const notify = (productId: string, body: unknown, options: { user?: TestUser; from?: string } = {}) =>
    api.json(`/api/products/${productId}/stock-alerts`, body, "POST", {
      "X-Forwarded-For": options.from ?? `203.0.113.${ip++}`,
      ...(options.user && { Cookie: options.user.cookie }),
    });
  /** A product of the demo catalogue, not Pudina. */
  const anotherProduct = async () =>
    ((await (await api.request("/api/products?limit=2")).json()) as ProductJson[]).find((p) => p.id !== pudina.id)!;
  const alertsOf = (email: string) =>
    t.db.selectFrom("stock_alerts").selectAll().where("email", "=", email).orderBy("created_at").execute();

  it("sets a visitor's alert for a sold-out variant: 200 with the variant and the address, lower-cased", async () => {
    const res = await notify(pudina.id, { variantId: small(), email: "  Ravi.Menon@Example.IN " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ productId: pudina.id, variantId: small(), email: "ravi.menon@example.in" });
    expect(await alertsOf("ravi.menon@example.in")).toEqual([
      expect.objectContaining({
        product_id: pudina.id,
        variant_id: small(),
        user_id: null,
        language: "en",
        notified_at: null,
        unsubscribe_hash: null,
      }),
    ]);
  });

  it("asking again while the address waits changes nothing, and answers the same", async () => {
    const res = await notify(pudina.id, { variantId: small(), email: "RAVI.MENON@example.in" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ productId: pudina.id, variantId: small(), email: "ravi.menon@example.in" });
    expect(await alertsOf("ravi.menon@example.in")).toHaveLength(1);
  });

  it("a signed-in customer needs one click: their account's address, whatever the body says", async () => {
    const res = await notify(pudina.id, { variantId: small(), email: "someone-else@example.in" }, { user: customer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ productId: pudina.id, variantId: small(), email: customer.email });
    expect(await alertsOf(customer.email)).toEqual([expect.objectContaining({ user_id: customer.id })]);
    expect(await alertsOf("someone-else@example.in")).toEqual([]);
    expect((await notify(pudina.id, { variantId: small() }, { user: customer })).status).toBe(200);
    expect(await alertsOf(customer.email)).toHaveLength(1);
  });

  it("refuses a visitor without an address, or with one that is not an address: 400 naming the field", async () => {
    const missing = await notify(pudina.id, { variantId: small() });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(
      apiRefusal(message("field.email.required"), { email: message("field.email.required") }),
    );
    for (const email of ["not-an-address", "a@b", "two words@example.in", 42]) {
      const res = await notify(pudina.id, { variantId: small(), email });
      expect(res.status, String(email)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty("email");
    }
  });

  it("refuses a variant in stock with 409: there is nothing to wait for", async () => {
    const res = await notify(pudina.id, { variantId: large(), email: "asha@example.in" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(apiRefusal(message("stockAlert.inStock")));
    // No variant named: the product's first, which is sold out.
    const first = await notify(pudina.id, { email: "asha@example.in" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { variantId: string }).variantId).toBe(small());
    expect(await alertsOf("asha@example.in")).toHaveLength(1);
  });

  it("answers 404 for an unknown product, and for a variant that is not the product's", async () => {
    const unknown = await notify("no-such-product", { email: "asha@example.in" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(apiRefusal(message("catalogue.products.notFound")));
    const other = await anotherProduct();
    for (const variantId of ["no-such-variant", other.variants[0]!.id]) {
      const res = await notify(pudina.id, { variantId, email: "asha@example.in" });
      expect(res.status, variantId).toBe(404);
      expect(await res.json()).toEqual(apiRefusal(message("catalogue.variants.notFound")));
    }
  });

  it(`answers 429 past STOCK_ALERT_RATE_LIMIT (${LIMIT} here) an hour from one address`, async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < LIMIT; i++)
      expect((await notify(pudina.id, { variantId: small(), email: `many-${i}@example.in` }, { from })).status).toBe(
        200,
      );
    const over = await notify(pudina.id, { variantId: small(), email: "one-more@example.in" }, { from });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(apiRefusal(message("stockAlert.tooManyRecent")));
    expect(await alertsOf("one-more@example.in")).toEqual([]);
  });

  describe("the mail and its unsubscribe link", () => {
    const unsubscribe = (body: unknown) => api.json("/api/stock-alerts/unsubscribe", body);
    /** The token of the unsubscribe link in the newest mail to `email`. */
    const tokenMailedTo = (email: string) => {
      const mail = api.sent.findLast((m) => m.to === email)!;
      return new URL(/https?:\/\/\S+\/stock-alerts\/unsubscribe\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    };

    it("refuses a token it never mailed with 404, and a missing one with 400", async () => {
      const unknown = await unsubscribe({ token: "no-such-token" });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual(apiRefusal(message("stockAlert.unsubscribe.invalid")));
      for (const body of [{}, { token: "" }, { token: 7 }, { token: "x".repeat(201) }])
        expect((await unsubscribe(body)).status, JSON.stringify(body)).toBe(400);
    });

    it("mails each waiting address once when the variant is back, and the link stops the address's other alerts", async () => {
      // Ravi also waits for another product, still sold out.
      const other = await anotherProduct();
      await setStock(t.db, other.id, 0);
      expect((await notify(other.id, { email: "ravi.menon@example.in" })).status).toBe(200);

      await setStock(t.db, pudina.id, 5, small());
      const before = api.sent.length;
      const mailed = await sendStockAlerts(api.shop);
      const mails = api.sent.slice(before);
      expect(mails).toHaveLength(mailed);
      expect(mails.filter((m) => m.to === "ravi.menon@example.in")).toHaveLength(1);
      expect(mails.filter((m) => m.to === customer.email)).toHaveLength(1);
      const mail = mails.find((m) => m.to === "ravi.menon@example.in")!;
      expect(mail.subject).toBe("Pudina — 4-inch pot is back in stock");
      const page = `${t.config.publicUrl}/plant/pudina-alerts?variant=${small()}&lang=en`;
      expect(mail.text).toContain(page);
      expect(mail.html).toContain(`href="${escapeHtml(page)}"`);
      expect(await sendStockAlerts(api.shop)).toBe(0);

      const token = tokenMailedTo("ravi.menon@example.in");
      const res = await unsubscribe({ token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ email: "ravi.menon@example.in", stopped: 1 });
      expect(await alertsOf("ravi.menon@example.in")).toEqual([
        expect.objectContaining({ variant_id: small(), notified_at: expect.any(String) }),
      ]);
      // Followed again: the same address, nothing left to stop.
      const again = await unsubscribe({ token });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ email: "ravi.menon@example.in", stopped: 0 });

      // The other product comes back: Ravi, unsubscribed, is not mailed.
      await setStock(t.db, other.id, 3);
      const after = api.sent.length;
      await sendStockAlerts(api.shop);
      expect(api.sent.slice(after).filter((m) => m.to === "ravi.menon@example.in")).toEqual([]);
    });

    it("stores only a hash of the token: the link's token is nowhere in the table", async () => {
      const token = tokenMailedTo(customer.email);
      const [alert] = await alertsOf(customer.email);
      expect(alert!.unsubscribe_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await t.db.selectFrom("stock_alerts").selectAll().execute())).not.toContain(token);
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailLowStock } from "#server/features/dashboard/mail-low-stock.ts";
import { createJobRunner, shopJobs } from "#server/jobs.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { escapeHtml } from "#server/mail/templates.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp } from "#tests/support/users.ts";

/**
 * The shop's daily low-stock mail (docs/product/admin.md#low-stock-mail): from 08:00 India time,
 * once a day however many servers run it, to the shop's address, listing the variants running
 * low with the sold out first; nothing when nothing is low or the shop has no address.
 */

/** A moment in India (UTC+5:30) on the `day`th of March 2026, as UTC. */
const ist = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 2, day, hh, mm) - 330 * 60_000);

describe.each(DATABASE_KINDS)("the low-stock mail on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let shopEmail: string;
  /** A product sold in sizes (its first two), and two sold one way only. */
  let sized: {
    id: string;
    title: string;
    titleHi: string | null;
    sizes: Array<{ id: string; name: string; sku: string }>;
  };
  let single: Array<{ id: string; title: string; sku: string }>;

  const job = () => shopJobs(api.shop).find((j) => j.name === "mail-low-stock")!;
  const mailsToShop = (from: number): Mail[] => api.sent.slice(from).filter((m) => m.to === shopEmail);
  /** Mails the job writes to the shop at `at`. */
  async function run(at: Date) {
    const before = api.sent.length;
    const count = await job().run(at);
    return { count, mails: mailsToShop(before) };
  }
  const lines = (mail: Mail) => mail.text.split("\n").filter((line) => line.includes(" · SKU "));

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    shopEmail = (await api.shop.settings.shop())!.email;
    const product = await t.db
      .selectFrom("products")
      .select(["id", "title", "title_hi as titleHi"])
      .where("option_name", "is not", null)
      .where("title_hi", "is not", null)
      .where("id", "in", (eb) =>
        eb.selectFrom("product_variants").select("product_id").groupBy("product_id").having(eb.fn.countAll(), ">=", 2),
      )
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    const sizes = await t.db
      .selectFrom("product_variants")
      .select(["id", "name", "sku"])
      .where("product_id", "=", product.id)
      .orderBy("position")
      .limit(2)
      .execute();
    sized = { ...product, sizes };
    single = await t.db
      .selectFrom("products as p")
      .innerJoin("product_variants as v", "v.product_id", "p.id")
      .select(["p.id", "p.title", "v.sku"])
      .where("p.option_name", "is", null)
      .orderBy("p.slug")
      .limit(3)
      .execute();
  });
  beforeEach(async () => {
    // Every variant well stocked, then the few each test needs running low.
    await t.db.updateTable("product_variants").set({ stock: 50 }).execute();
  });
  afterAll(() => t.close());

  async function runLow() {
    await setStock(t.db, sized.id, 3, sized.sizes[0]!.id);
    await setStock(t.db, sized.id, 0, sized.sizes[1]!.id);
    await setStock(t.db, single[0]!.id, 5);
    await setStock(t.db, single[1]!.id, 1);
    // One more than the limit: not low.
    await setStock(t.db, single[2]!.id, 6);
  }

  it("mails the shop once, from 08:00 India time, its variants running low with the sold out first", async () => {
    await runLow();
    expect((await run(ist(10, 7, 59))).mails).toEqual([]);
    const { count, mails } = await run(ist(10, 8));
    expect(count).toBe(1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Low stock at Vanaushadhi: 4 to restock");
    expect(lines(mail)).toEqual([
      `${sized.title} — ${sized.sizes[1]!.name} · SKU ${sized.sizes[1]!.sku} · sold out`,
      `${single[1]!.title} · SKU ${single[1]!.sku} · 1 left`,
      `${sized.title} — ${sized.sizes[0]!.name} · SKU ${sized.sizes[0]!.sku} · 3 left`,
      `${single[0]!.title} · SKU ${single[0]!.sku} · 5 left`,
    ]);
    expect(mail.text).toContain("These products, or sizes of them, have 5 or fewer left (sold out first):");
    const link = `${t.config.publicUrl}/admin/products?sort=stock&dir=asc&lang=en`;
    expect(mail.text).toContain(`Open the products: ${link}`);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&#38;")}"`);
    expect(mail.html).toContain(`<li>${escapeHtml(lines(mail)[1]!)}</li>`);

    // Not again that day, at any later turn; the next morning's goes at 08:00 again.
    for (const at of [ist(10, 8, 30), ist(10, 14), ist(10, 23, 59), ist(11, 7, 30)]) {
      expect((await run(at)).mails).toEqual([]);
    }
    expect((await run(ist(11, 8))).mails).toHaveLength(1);
  });

  it("writes one mail when two app servers take the same turn, or two runs go at once", async () => {
    await runLow();
    const servers = [createJobRunner(api.shop, shopJobs(api.shop)), createJobRunner(api.shop, shopJobs(api.shop))];
    const before = api.sent.length;
    // A half-hour turn starts at 08:00 in India.
    const ran = await Promise.all(servers.map((server) => server.tick(ist(12, 8, 0).getTime() + 5_000)));
    expect(ran.flat().filter((name) => name === "mail-low-stock")).toEqual(["mail-low-stock"]);
    expect(mailsToShop(before)).toHaveLength(1);
    await Promise.all(servers.map((server) => server.tick(ist(12, 8, 30).getTime())));
    expect(mailsToShop(before)).toHaveLength(1);

    const counts = await Promise.all([mailLowStock(api.shop, ist(13, 9)), mailLowStock(api.shop, ist(13, 9))]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(mailsToShop(before)).toHaveLength(2);
    const outbox = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", shopEmail)
      .where("subject", "like", "Low stock%")
      .execute();
    expect(outbox.length).toBe(api.sent.filter((m) => m.to === shopEmail).length);
  });

  it("writes nothing on a morning with nothing low, nor later that day when something runs low", async () => {
    expect(await run(ist(14, 8))).toEqual({ count: 0, mails: [] });
    await runLow();
    expect((await run(ist(14, 11))).mails).toEqual([]);
    expect((await run(ist(15, 8))).mails).toHaveLength(1);
  });

  it("writes nothing while the shop has no settings, and mails the day's once it has them", async () => {
    await runLow();
    const saved = await t.db.selectFrom("settings").selectAll().where("key", "=", "shop").executeTakeFirstOrThrow();
    await t.db.deleteFrom("settings").where("key", "=", "shop").execute();
    api.shop.settings.forget();
    try {
      expect(await run(ist(16, 8))).toEqual({ count: 0, mails: [] });
    } finally {
      await t.db.insertInto("settings").values(saved).execute();
      api.shop.settings.forget();
    }
    expect((await run(ist(16, 10))).mails).toHaveLength(1);
  });

  it("names the rest by their count past 50 lines, and writes in Hindi to an address whose account reads Hindi", async () => {
    await t.db.updateTable("product_variants").set({ stock: 2 }).execute();
    await setStock(t.db, sized.id, 0, sized.sizes[0]!.id);
    const total = Number(
      (
        await t.db
          .selectFrom("product_variants")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThan(50);
    const reader = await signUp(api, "Shop Owner");
    await t.db
      .updateTable("profiles")
      .set({ email: shopEmail, language: "hi" })
      .where("user_id", "=", reader.id)
      .execute();
    try {
      const [mail] = (await run(ist(17, 8))).mails;
      expect(mail!.subject).toBe(`Vanaushadhi में स्टॉक कम: ${total} फिर से भरने हैं`);
      expect(lines(mail!)).toHaveLength(50);
      expect(mail!.text).toContain(`…और ${total - 50} अन्य।`);
      expect(mail!.text).toContain(`${t.config.publicUrl}/admin/products?sort=stock&dir=asc&lang=hi`);
      expect(lines(mail!)[0]).toBe(
        `${sized.titleHi} / ${sized.title} — ${sized.sizes[0]!.name} · SKU ${sized.sizes[0]!.sku} · ख़त्म`,
      );
    } finally {
      await t.db.updateTable("profiles").set({ email: reader.email }).where("user_id", "=", reader.id).execute();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_REMINDER_AFTER_MS } from "#domain/cart-reminder.ts";
import { remindAbandonedCarts, resumeCartReminders, stopCartReminders } from "#server/features/cart/cart-reminders.ts";
import { optOutToken } from "#server/features/cart/opt-out-token.ts";
import { shopJobs } from "#server/jobs.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { orderRow } from "#tests/support/orders.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** A moment in India (UTC+5:30) on 10 March 2026, as UTC. */
const ist = (hh: number, mm = 0) => new Date(Date.UTC(2026, 2, 10, hh, mm) - 330 * 60_000);
const HOUR = 60 * 60_000;
/** Changed at 02:00 India time: due from 12:00, in the reminder hours. */
const CHANGED = ist(2);
const DUE = new Date(CHANGED.getTime() + CART_REMINDER_AFTER_MS);

describe.each(DATABASE_KINDS)("the cart reminder on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let productId: string;
  let title: string;

  const job = () => shopJobs(api.shop).find((j) => j.name === "remind-abandoned-carts")!;
  /** Mails the job writes at `at`, to the customer. */
  async function run(at: Date) {
    const before = api.sent.length;
    const count = await job().run(at);
    return { count, mails: api.sent.slice(before).filter((m) => m.to === customer.email) };
  }
  async function keepCart(changedAt: Date, quantity = 2) {
    const res = await api.json("/api/cart", { cart: [{ productId, quantity }] }, "PUT", { Cookie: customer.cookie });
    expect(res.status).toBe(200);
    await t.db
      .updateTable("carts")
      .set({ updated_at: changedAt.toISOString(), reminded_at: null })
      .where("user_id", "=", customer.id)
      .execute();
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    ({ id: productId, title } = await t.db
      .selectFrom("products")
      .select(["id", "title"])
      .where("option_name", "is", null)
      .where("stock", ">", 5)
      .orderBy("slug")
      .executeTakeFirstOrThrow());
  });
  beforeEach(async () => {
    customer = await signUp(api, "Meera Iyer");
  });
  afterAll(() => t.close());

  it("writes one mail once the cart is 10 hours old, in the day, with its lines, a link to the cart and an opt-out", async () => {
    await keepCart(CHANGED);
    expect((await run(new Date(DUE.getTime() - 1000))).mails).toEqual([]);
    const { count, mails } = await run(DUE);
    expect(count).toBe(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Your plants are still in your cart");
    expect(mail!.text).toContain("Namaste Meera Iyer,");
    expect(mail!.text).toContain(`2 × ${title}`);
    expect(mail!.text).toContain(`View your cart: ${t.config.publicUrl}/checkout?lang=en`);
    const token = encodeURIComponent(optOutToken(t.config.sessionSecret, customer.id));
    expect(mail!.text).toContain(
      `Stop cart reminders: ${t.config.publicUrl}/cart-reminders/unsubscribe?token=${token}&lang=en`,
    );
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/checkout?lang=en"`);
    const row = await t.db
      .selectFrom("carts")
      .select("reminded_at")
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row.reminded_at).toBe(DUE.toISOString());
  });

  it("reminds once per change: not at the next turns, again 10 hours after the cart changed", async () => {
    await keepCart(CHANGED);
    expect((await run(DUE)).mails).toHaveLength(1);
    expect((await run(new Date(DUE.getTime() + HOUR))).mails).toEqual([]);
    expect((await run(new Date(DUE.getTime() + 6 * HOUR))).mails).toEqual([]);
    // The customer changes the cart at 13:00: its own 10 hours end at 23:00, night; it goes at 09:00.
    const changedAgain = ist(13);
    await api.json("/api/cart", { cart: [{ productId, quantity: 3 }] }, "PUT", { Cookie: customer.cookie });
    await t.db
      .updateTable("carts")
      .set({ updated_at: changedAgain.toISOString() })
      .where("user_id", "=", customer.id)
      .execute();
    expect((await run(new Date(changedAgain.getTime() + CART_REMINDER_AFTER_MS))).mails).toEqual([]);
    const nextMorning = new Date(ist(9).getTime() + 24 * HOUR);
    expect((await run(new Date(nextMorning.getTime() - 60_000))).mails).toEqual([]);
    const again = await run(nextMorning);
    expect(again.mails).toHaveLength(1);
    expect(again.mails[0]!.text).toContain(`3 × ${title}`);
  });

  it("writes nothing at night, and the cart that fell due then goes at 09:00", async () => {
    await keepCart(ist(11));
    // Due at 21:00 sharp, when the hours have ended.
    expect((await run(ist(21))).mails).toEqual([]);
    expect((await run(new Date(ist(8, 59).getTime() + 24 * HOUR))).mails).toEqual([]);
    expect((await run(new Date(ist(9).getTime() + 24 * HOUR))).mails).toHaveLength(1);
  });

  it("writes nothing to a customer who ordered since the cart changed, or for an empty cart", async () => {
    await keepCart(CHANGED);
    await t.db
      .insertInto("orders")
      .values(orderRow({ user_id: customer.id, user_email: customer.email, created_at: ist(3).toISOString() }))
      .execute();
    expect((await run(DUE)).mails).toEqual([]);

    customer = await signUp(api, "Kabir Das");
    await keepCart(CHANGED);
    // An order placed before the change does not count.
    await t.db
      .insertInto("orders")
      .values(orderRow({ user_id: customer.id, user_email: customer.email, created_at: ist(1).toISOString() }))
      .execute();
    expect((await run(DUE)).mails).toHaveLength(1);

    customer = await signUp(api, "Tara Singh");
    await api.json("/api/cart", { cart: [] }, "PUT", { Cookie: customer.cookie });
    await t.db
      .updateTable("carts")
      .set({ updated_at: CHANGED.toISOString() })
      .where("user_id", "=", customer.id)
      .execute();
    expect((await run(DUE)).mails).toEqual([]);
  });

  it("writes nothing to a customer who opted out with the mail's link, until they turn reminders on again", async () => {
    await keepCart(CHANGED);
    const token = optOutToken(t.config.sessionSecret, customer.id);
    await stopCartReminders(api.shop, token);
    await stopCartReminders(api.shop, token);
    expect((await run(DUE)).mails).toEqual([]);
    await resumeCartReminders(api.shop, token);
    expect((await run(DUE)).mails).toHaveLength(1);
  });

  it("refuses a link whose token this shop did not sign", async () => {
    const forged = `${customer.id}.${"A".repeat(43)}`;
    await expect(stopCartReminders(api.shop, forged)).rejects.toMatchObject({ status: 404 });
    await expect(stopCartReminders(api.shop, "nothing")).rejects.toMatchObject({ status: 404 });
    await expect(stopCartReminders(api.shop, optOutToken("another-secret", customer.id))).rejects.toMatchObject({
      status: 404,
    });
  });

  it("writes in the customer's language", async () => {
    await t.db.updateTable("profiles").set({ language: "hi" }).where("user_id", "=", customer.id).execute();
    await keepCart(CHANGED);
    const [mail] = (await run(DUE)).mails;
    expect(mail!.subject).toBe("आपके पौधे अब भी आपके कार्ट में हैं");
    expect(mail!.text).toContain("नमस्ते Meera Iyer,");
    expect(mail!.text).toContain(`${t.config.publicUrl}/checkout?lang=hi`);
    expect(mail!.html).toContain('<html lang="hi">');
  });

  it("mails a cart once however many runs take it at once", async () => {
    await keepCart(CHANGED);
    const before = api.sent.length;
    const counts = await Promise.all([remindAbandonedCarts(api.shop, DUE), remindAbandonedCarts(api.shop, DUE)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(api.sent.slice(before).filter((m) => m.to === customer.email)).toHaveLength(1);
  });
});

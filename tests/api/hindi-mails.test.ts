import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#domain/i18n/languages.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { setRole } from "#server/features/accounts/accounts.ts";
import { registerComplaint } from "#server/features/complaints/register-complaint.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { SHOP_ORIGIN } from "#tests/support/routes.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser, uniqueEmail } from "#tests/support/users.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};

/** docs/product/language.md#mails: customers' e-mails come in the language they last read the shop in. */
describe.each(DATABASE_KINDS)("mails in the customer's language on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const languageOf = async (userId: string) =>
    (await t.db.selectFrom("profiles").select("language").where("user_id", "=", userId).executeTakeFirstOrThrow())
      .language;
  const lastMailTo = (email: string) => api.sent.findLast((m) => m.to === email)!;
  /** A page request as React Router serves it, read in `language`. */
  const visit = (user: TestUser, language: Language) =>
    rootLoader({
      request: new Request(`${SHOP_ORIGIN}/plants`, { headers: as(user) }),
      params: {},
      context: { ...api.shop, clientIp: "192.0.2.10", nonce: "", embed: () => undefined, language },
    } as never);
  const place = async (u: TestUser, payment = "Cash on Delivery") => {
    const res = await api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity: 2 }], selectedAddress: ADDRESS, selectedPaymentMethod: payment },
      "POST",
      as(u),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Mail Admin");
    await setRole(t.db, admin.id, "admin");
    productId = (await t.db.selectFrom("products").select("id").where("slug", "=", "neem").executeTakeFirstOrThrow())
      .id;
    await setStock(t.db, productId, 1000);
  });
  afterAll(() => t.close());

  it("a customer who signs up while reading Hindi starts in Hindi; others in English", async () => {
    const signUpWith = async (headers: Record<string, string>) => {
      const body = { email: uniqueEmail(), password: "green-tulsi-42", name: "Naya Grahak" };
      const res = await api.json("/api/identity/sign-up/email", body, "POST", headers);
      expect(res.status).toBe(200);
      return ((await res.json()) as { user: { id: string } }).user.id;
    };
    expect(await languageOf(await signUpWith({ Cookie: "lang=hi" }))).toBe("hi");
    expect(await languageOf(await signUpWith({ "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }))).toBe("hi");
    expect(await languageOf(await signUpWith({ Cookie: "lang=en", "Accept-Language": "hi-IN" }))).toBe("en");
    expect(await languageOf(await signUpWith({}))).toBe("en");
  });

  it("records the language of a signed-in customer's pages when it changes", async () => {
    const meena = await signUp(api, "Meena Joshi");
    expect(await languageOf(meena.id)).toBe("en");
    const page = await visit(meena, "hi");
    expect(page).toMatchObject({ language: "hi", user: { fullName: "Meena Joshi" } });
    expect(await languageOf(meena.id)).toBe("hi");
    await visit(meena, "hi");
    expect(await languageOf(meena.id)).toBe("hi");
    await visit(meena, "en");
    expect(await languageOf(meena.id)).toBe("en");
  });

  it("writes a Hindi reader's order mails in Hindi", async () => {
    const sita = await signUp(api, "Sita Devi");
    await visit(sita, "hi");
    const id = await place(sita);
    const number = id.slice(-8);

    const placed = lastMailTo(sita.email);
    expect(placed.subject).toBe(`आपका Vanaushadhi ऑर्डर #${number} कन्फ़र्म हो गया है`);
    expect(placed.text).toContain("नमस्ते Sita Devi,");
    expect(placed.text).toContain("ऑर्डर के लिए धन्यवाद। हम आपके पौधे तैयार कर रहे हैं।");
    // The line names the size sold: a cart line naming no variant is Neem's first, the 6-inch pot.
    expect(placed.text).toContain("2 × नीम — 6 इंच का गमला / Neem — 6-inch pot — ₹");
    expect(placed.text).toMatch(/कुल: ₹[\d,]+\.\d\d/);
    expect(placed.text).toContain("पेमेंट: कैश ऑन डिलीवरी");
    expect(placed.text).toContain("डिलीवरी का पता: Asha Rao, 7 Temple Street, Madurai, तमिलनाडु 625001");
    expect(placed.text).toContain(`अपना ऑर्डर देखें: ${api.shop.config.publicUrl}/orders/${id}`);
    expect(placed.text).not.toMatch(/Thank you|Payment:|Total/);
    expect(placed.html).toContain('<html lang="hi">');
    expect(placed.html).toContain(`ऑर्डर #${number} कन्फ़र्म`);

    const tracking = { courier: "Delhivery", trackingNumber: "DLV987654321" };
    const shipped = await api.json(
      `/api/admin/orders/${id}/status`,
      { status: "Shipped", ...tracking },
      "PUT",
      as(admin),
    );
    expect(shipped.status).toBe(200);
    const mail = lastMailTo(sita.email);
    expect(mail.subject).toBe(`आपका ऑर्डर #${number} भेज दिया गया है`);
    expect(mail.text).toContain("कूरियर: Delhivery। ट्रैकिंग नंबर (AWB): DLV987654321।");
  });

  it("keeps an English reader's mails exactly as they were", async () => {
    const asha = await signUp(api, "Asha Verma");
    await visit(asha, "en");
    const id = await place(asha);
    const mail = lastMailTo(asha.email);
    expect(mail.subject).toBe(`Your Vanaushadhi order #${id.slice(-8)} is confirmed`);
    expect(mail.text).toContain("Namaste Asha Verma,\n\nThank you for your order. We are getting your plants ready.");
    expect(mail.text).toContain("Payment: Cash on Delivery");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("follows the customer's latest language: the cancellation of an order placed in English comes in Hindi", async () => {
    const ravi = await signUp(api, "Ravi Kumar");
    const id = await place(ravi);
    expect(lastMailTo(ravi.email).subject).toBe(`Your Vanaushadhi order #${id.slice(-8)} is confirmed`);
    await visit(ravi, "hi");
    const cancelled = await api.json(`/api/admin/orders/${id}/status`, { status: "Order Cancelled" }, "PUT", as(admin));
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const mail = lastMailTo(ravi.email);
    expect(mail.subject).toBe(`आपका ऑर्डर #${id.slice(-8)} रद्द हो गया है`);
    expect(mail.text).toContain("हमें खेद है: हमें आपका ऑर्डर रद्द करना पड़ा।");
  });

  it("sends the password reset and the complaint acknowledgement in Hindi, its date in hi-IN", async () => {
    const gita = await signUp(api, "Gita Sharma");
    await visit(gita, "hi");
    const res = await api.json("/api/identity/request-password-reset", { email: gita.email });
    expect(res.status).toBe(200);
    const reset = lastMailTo(gita.email);
    expect(reset.subject).toBe("अपना Vanaushadhi पासवर्ड रीसेट करें");
    expect(reset.text).toContain("नया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलें:");
    expect(reset.html).toContain("नया पासवर्ड चुनें</a>");
    expect(reset.text).toContain("/reset-password?token=");

    const message = "मेरा तुलसी का पौधा टूटे गमले में पहुँचा।";
    // Signed in and writing from her own address: her words are quoted back (issue 24, item 11).
    const complaint = await api.json(
      "/api/complaints",
      { name: "Gita Sharma", email: gita.email, message },
      "POST",
      as(gita),
    );
    expect(complaint.status, await complaint.clone().text()).toBe(201);
    const ack = lastMailTo(gita.email);
    expect(ack.subject).toMatch(/^शिकायत GR-\d{4}-\d+ दर्ज हो गई$/);
    expect(ack.text).toContain(message);
    // The reply-by date with Hindi day and month names ('शुक्र, 25 दिस॰ 2026').
    expect(ack.text).toMatch(/तक जवाब देंगे/);
    expect(ack.text).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);

    const stranger = uniqueEmail("visitor");
    await api.json("/api/complaints", {
      name: "A Visitor",
      email: stranger,
      message: "My plant arrived wilted and dry.",
    });
    expect(lastMailTo(stranger).subject).toMatch(/^Complaint GR-\d{4}-\d+ registered$/);

    // Written on the contact page in Hindi: acknowledged in Hindi, account or not.
    const reader = uniqueEmail("reader");
    const input = {
      name: "Pathak",
      email: reader,
      orderNumber: null,
      message: "पौधा सूखा हुआ पहुँचा, कृपया मदद करें।",
    };
    await registerComplaint(api.shop, { input, ip: "192.0.2.77", language: "hi" });
    expect(lastMailTo(reader).subject).toMatch(/^शिकायत GR-\d{4}-\d+ दर्ज हो गई$/);
  });
});

import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintDueDate, ticketYear } from "#domain/complaints.ts";
import { formatDayMonthYear } from "#domain/india/time.ts";
import { orderNumber } from "#domain/orders.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { TOO_MANY_COMPLAINTS, UNKNOWN_ORDER } from "#server/features/complaints/register-complaint.ts";
import { ALREADY_RESOLVED } from "#server/features/complaints/resolve-complaint.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { insertOrder } from "#tests/support/orders.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { apiRefusal, inEnglish } from "#tests/support/messages.ts";

const COMPLAINT = {
  name: "Farhan Qureshi",
  email: "farhan@example.in",
  message: "My curry leaf plant arrived with a cracked pot and broken stems.",
};

interface ComplaintJson {
  id: string;
  ticket: string;
  name: string;
  email: string;
  orderNumber: string | null;
  message: string;
  status: string;
  receivedAt: string;
  dueDate: string;
  reply: string | null;
  resolvedAt: string | null;
}

describe.each(DATABASE_KINDS)("complaints API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  const year = ticketYear(new Date());

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // A proxy in front names each caller's address, so each test has its own hourly limit.
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true } });
    admin = await signUp(api, "Grievance Admin");
    customer = await signUp(api, "Complaint Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const complain = (body: unknown, ip = "203.0.113.10", user?: TestUser) =>
    api.json("/api/complaints", body, "POST", { "X-Forwarded-For": ip, ...(user && { Cookie: user.cookie }) });
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom("complaints")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const list = async (query = "") => {
    const res = await api.request(`/api/admin/complaints${query}`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    return { total: Number(res.headers.get("x-total-count")), items: (await res.json()) as ComplaintJson[] };
  };

  it("registers a complaint: 201 { ticket } numbered from 1 in the year, and mails the acknowledgement at once", async () => {
    const res = await complain(COMPLAINT);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ticket: `GR-${year}-1` });
    const mail = api.sent.at(-1)!;
    expect(mail.to).toBe(COMPLAINT.email);
    expect(mail.subject).toBe(`Complaint GR-${year}-1 registered`);
    const { items } = await list();
    const due = formatDayMonthYear(complaintDueDate(items[0]!.receivedAt));
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(`GR-${year}-1`);
      expect(text).toContain(DEMO_SHOP_SETTINGS.grievanceOfficer.name);
      expect(text).toContain(due);
    }
    expect((await complain(COMPLAINT, "203.0.113.11")).status).toBe(201);
    expect(api.sent.at(-1)!.subject).toBe(`Complaint GR-${year}-2 registered`);
  });

  // Audit issue 24, item 11: nobody proved the visitor owns the address, so the shop must not
  // mail a stranger text the visitor typed (phishing in the shop's name).
  it("mails an address nobody signed in for the ticket and what happens next, never the text typed", async () => {
    const phishing = {
      name: "Vanaushadhi Security Team",
      email: "stranger@example.in",
      message: "Your account is blocked. Verify your card at https://evil.example/verify within 24 hours.",
    };
    const res = await complain(phishing, "203.0.113.12");
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    const mail = api.sent.at(-1)!;
    expect(mail.to).toBe(phishing.email);
    for (const text of [mail.subject, mail.text, mail.html]) {
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("Security Team");
    }
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(ticket);
      expect(text).toContain("does not repeat what was written");
    }
    // Signed in, but naming another address: that address is no more the writer's.
    const other = await complain({ ...phishing, email: "another@example.in" }, "203.0.113.13", customer);
    expect(other.status).toBe(201);
    expect(api.sent.at(-1)!.text).not.toContain("evil.example");
  });

  it("quotes a signed-in customer's complaint back to their own account's address", async () => {
    const own = { ...COMPLAINT, name: "Complaint Customer", email: customer.email.toUpperCase() };
    const res = await complain(own, "203.0.113.14", customer);
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    const mail = api.sent.at(-1)!;
    expect(mail.to.toLowerCase()).toBe(customer.email);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(ticket);
      expect(text).toContain("Complaint Customer");
    }
    expect(mail.text).toContain(COMPLAINT.message);
  });

  it.each([
    [{}, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    [{ ...COMPLAINT, email: "farhan@" }, { email: "Email is invalid" }],
    [{ ...COMPLAINT, message: "Broken pot, please." }, { message: "Message must be at least 20 characters" }],
    [
      { ...COMPLAINT, orderNumber: "12345" },
      { orderNumber: "Enter the 8-character order number shown with your order" },
    ],
    [{ ...COMPLAINT, orderNumber: "ABCDEF12" }, { orderNumber: inEnglish(UNKNOWN_ORDER) }],
  ])("refuses %o with 400 naming the fields, storing and mailing nothing", async (body, fields) => {
    const [before, mails] = [await stored(), api.sent.length];
    const res = await complain(body, "203.0.113.20");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual(fields);
    expect(await stored()).toBe(before);
    expect(api.sent.length).toBe(mails);
  });

  it("keeps a refused complaint's number for the next one: the series has no gaps", async () => {
    const { items } = await list();
    const next = await complain(COMPLAINT, "203.0.113.21");
    expect(await next.json()).toEqual({ ticket: `GR-${year}-${items.length + 1}` });
  });

  it("links an order named by its number (any case, with or without #)", async () => {
    const product = await t.db.selectFrom("products").selectAll().executeTakeFirstOrThrow();
    const order = await insertOrder(t.db, {
      user: { id: customer.id, email: customer.email, fullName: "Complaint Customer" },
      lines: [{ product, quantity: 1 }],
    });
    const number = order.id.slice(-8);
    const res = await complain({ ...COMPLAINT, orderNumber: `#${number.toUpperCase()}` }, "203.0.113.30");
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    const { items } = await list(`?q=${ticket}`);
    expect(items).toEqual([expect.objectContaining({ ticket, orderNumber: orderNumber(order.id), status: "Open" })]);
  });

  it(`allows 5 complaints an hour from one address, then 429 '${inEnglish(TOO_MANY_COMPLAINTS)}' and nothing stored`, async () => {
    for (let i = 0; i < 5; i++) expect((await complain(COMPLAINT, "198.51.100.5")).status).toBe(201);
    const before = await stored();
    const refused = await complain(COMPLAINT, "198.51.100.5");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(apiRefusal(TOO_MANY_COMPLAINTS));
    expect(await stored()).toBe(before);
    expect((await complain(COMPLAINT, "198.51.100.6")).status).toBe(201);
  });

  it("lists complaints for admins only: newest first, received and due dates, search and status filter", async () => {
    expect((await api.request("/api/admin/complaints")).status).toBe(401);
    expect((await api.request("/api/admin/complaints", { headers: { Cookie: customer.cookie } })).status).toBe(403);
    const { total, items } = await list("?limit=100");
    expect(total).toBe(await stored());
    expect(items[0]!.receivedAt >= items.at(-1)!.receivedAt).toBe(true);
    for (const c of items) expect(c.dueDate).toBe(complaintDueDate(c.receivedAt));
    expect((await list("?status=Resolved")).total).toBe(0);
    expect((await list("?status=Open")).total).toBe(total);
    expect((await list(`?q=GR-${year}-1`)).items.map((c) => c.ticket)).toContain(`GR-${year}-1`);
    expect((await list("?q=nobody-like-this")).total).toBe(0);
  });

  it("resolves with a reply mailed to the customer; a second reply is 409 and changes nothing", async () => {
    const [target] = (await list(`?q=GR-${year}-2`)).items;
    const put = (body: unknown, cookie = admin.cookie) =>
      api.json(`/api/admin/complaints/${target!.id}`, body, "PUT", { Cookie: cookie });
    const reply = "We are sorry. A replacement curry leaf plant leaves our nursery tomorrow.";

    expect((await put({ reply }, customer.cookie)).status).toBe(403);
    const short = await put({ reply: "Sorry." });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: "A reply must be at least 20 characters",
      code: "complaint.reply.tooShort",
      fields: { reply: "A reply must be at least 20 characters" },
    });
    expect((await list(`?q=GR-${year}-2`)).items[0]!.status).toBe("Open");

    const mails = api.sent.length;
    const res = await put({ reply });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ticket: `GR-${year}-2`, status: "Resolved", reply });
    expect(api.sent.length).toBe(mails + 1);
    const mail = api.sent.at(-1)!;
    expect(mail).toMatchObject({ to: COMPLAINT.email, subject: `Reply to your complaint GR-${year}-2` });
    expect(mail.text).toContain(reply);

    const again = await put({ reply: "A second, different answer to the same complaint." });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(apiRefusal(ALREADY_RESOLVED));
    expect((await list(`?q=GR-${year}-2`)).items[0]!.reply).toBe(reply);
    expect(api.sent.length).toBe(mails + 1);
    expect((await list("?status=Resolved")).total).toBe(1);
  });

  it("lists a customer's own complaints only: written signed in, with status, due date and the shop's reply", async () => {
    const own = (user: TestUser) => api.request("/api/complaints", { headers: { Cookie: user.cookie } });
    const writer = await signUp(api, "Own Complaints Customer");
    const body = { ...COMPLAINT, name: "Own Complaints Customer", email: writer.email };
    const { ticket } = (await (await complain(body, "203.0.113.61", writer)).json()) as { ticket: string };
    // A visitor using the same address proves no account: theirs stays out of the profile.
    expect((await complain(body, "203.0.113.62")).status).toBe(201);

    const res = await own(writer);
    expect(res.status).toBe(200);
    const items = (await res.json()) as ComplaintJson[];
    expect(items).toEqual([
      expect.objectContaining({ ticket, status: "Open", reply: null, dueDate: complaintDueDate(items[0]!.receivedAt) }),
    ]);
    expect(await (await own(customer)).json()).not.toContainEqual(expect.objectContaining({ ticket }));

    const reply = "We are sending a fresh plant, with our apologies.";
    await api.json(`/api/admin/complaints/${items[0]!.id}`, { reply }, "PUT", { Cookie: admin.cookie });
    expect(await (await own(writer)).json()).toEqual([expect.objectContaining({ ticket, status: "Resolved", reply })]);
    expect((await api.request("/api/complaints")).status).toBe(401);
  });

  it("answers 404 for a complaint that does not exist", async () => {
    const res = await api.json("/api/admin/complaints/no-such-complaint", { reply: "x".repeat(30) }, "PUT", {
      Cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Complaint not found", code: "complaint.notFound" });
  });
});

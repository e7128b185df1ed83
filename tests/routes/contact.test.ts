import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as complaintsAction, loader as complaintsLoader } from "#app/routes/admin/complaints.tsx";
import { action as contactAction, loader as contactLoader } from "#app/routes/contact.tsx";
import { ticketYear } from "#domain/complaints.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { TOO_MANY_COMPLAINTS } from "#server/features/complaints/register-complaint.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

const COMPLAINT = {
  name: "Arjun Nair",
  email: "arjun@example.in",
  orderNumber: "",
  message: "The neem sapling I received is not the one in the pictures.",
};

describe.each(DATABASE_KINDS)("the /contact page and the admin's Complaints on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  const year = ticketYear(new Date());

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Contact Admin");
    customer = await signUp(api, "Contact Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const complain = (fields: Record<string, string>, ip = "192.0.2.40") =>
    answerOf(callRoute(contactAction, api.shop, formPost("/contact", fields), ip));
  const reply = (fields: Record<string, string>, cookie = admin.cookie) =>
    callRoute(complaintsAction, api.shop, formPost("/admin/complaints", fields, { Cookie: cookie }));

  it("shows the grievance officer from the settings", async () => {
    const loaded = await callRoute(contactLoader, api.shop, new Request(`${SHOP_ORIGIN}/contact`));
    expect(loaded.officer).toEqual(DEMO_SHOP_SETTINGS.grievanceOfficer);
    expect(loaded.shop?.email).toBe(DEMO_SHOP_SETTINGS.email);
  });

  it("registers a complaint and answers with its ticket; the acknowledgement is mailed", async () => {
    const answer = await complain(COMPLAINT);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      message: message("complaint.registered", { ticket: `GR-${year}-1` }),
    });
    expect(api.sent.at(-1)).toMatchObject({ to: COMPLAINT.email, subject: `Complaint GR-${year}-1 registered` });
  });

  it("answers the schema's refusal with 400 and each field's message", async () => {
    const answer = await complain({ name: "", email: "x", orderNumber: "12", message: "Too short." });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: message("field.name.required"),
      email: message("field.email.invalid"),
      orderNumber: message("complaint.orderNumber.invalid"),
      message: message("complaint.message.tooShort"),
    });
  });

  it("counts against the same hourly limit as POST /api/complaints", async () => {
    for (let i = 0; i < 5; i++) expect((await complain(COMPLAINT, "192.0.2.41")).status).toBe(200);
    const refused = await complain(COMPLAINT, "192.0.2.41");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(TOO_MANY_COMPLAINTS);
  });

  it("the admin's Complaints page lists them and resolves one with a mailed reply", async () => {
    const request = new Request(`${SHOP_ORIGIN}/admin/complaints?status=Open`, { headers: { Cookie: admin.cookie } });
    const { table, today } = await callRoute(complaintsLoader, api.shop, request);
    expect(table.total).toBe(6);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = table.items.find((c) => c.ticket === `GR-${year}-1`)!;

    const short = await answerOf(reply({ id: first.id, reply: "Sorry." }));
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ reply: message("complaint.reply.tooShort") });

    const text = "We have checked your order: a true neem sapling is on its way to you today.";
    const answer = await answerOf(reply({ id: first.id, reply: text }));
    expect(answer.body).toMatchObject({
      ok: true,
      message: message("complaint.replySent", { ticket: `GR-${year}-1` }),
    });
    expect(api.sent.at(-1)).toMatchObject({ to: COMPLAINT.email, subject: `Reply to your complaint GR-${year}-1` });
    const again = await answerOf(reply({ id: first.id, reply: text }));
    expect(again.status).toBe(409);
  });

  it("lets no customer or visitor reply", async () => {
    const [complaint] = await t.db.selectFrom("complaints").select("id").where("status", "=", "Open").execute();
    const fields = { id: complaint!.id, reply: "A reply that a customer should never be able to send." };
    expect(await redirectOf(reply(fields, customer.cookie))).toEqual({ status: 302, location: "/?denied=admin" });
    expect((await redirectOf(reply(fields, ""))).location).toBe("/signin?redirectTo=%2Fadmin%2Fcomplaints");
    const still = await t.db
      .selectFrom("complaints")
      .select("status")
      .where("id", "=", complaint!.id)
      .executeTakeFirst();
    expect(still?.status).toBe("Open");
  });
});

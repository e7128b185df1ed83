import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_POLICIES } from "#server/db/seed/policies.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("policies API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Policy Admin");
    customer = await signUp(api, "Policy Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const put = (body: unknown, cookie = admin.cookie) =>
    api.json("/api/admin/policies", body, "PUT", { Cookie: cookie });

  it("GET answers the demo shop's four texts, to admins only", async () => {
    expect((await api.request("/api/admin/policies")).status).toBe(401);
    expect((await api.request("/api/admin/policies", { headers: { Cookie: customer.cookie } })).status).toBe(403);
    const res = await api.request("/api/admin/policies", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEMO_POLICIES);
  });

  it("PUT saves them in their own settings document, read at once by the pages' store", async () => {
    const next = { ...DEMO_POLICIES, returns: "## Returns\n\nPlants are replaced if they arrive damaged." };
    const res = await put(next);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(next);
    expect(await api.shop.settings.policies()).toEqual(next);
    const row = await t.db.selectFrom("settings").selectAll().where("key", "=", "policies").executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(next);
    expect(row.updated_by).toBe(admin.id);
    // The shop's particulars are a document of their own, untouched.
    expect((await api.shop.settings.shop())?.tradeName).toBe("Vanaushadhi");
    await put(DEMO_POLICIES);
  });

  it("PUT refuses a missing or overlong text with field messages, and changes nothing", async () => {
    const missing = await put({ shipping: "Ships.", returns: " ", terms: "Terms." });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: object }).fields).toEqual({
      returns: "The Return Policy is required",
      privacy: "The Privacy Policy is required",
    });
    const long = await put({ ...DEMO_POLICIES, terms: "x".repeat(20_001) });
    expect(long.status).toBe(400);
    expect((await put(DEMO_POLICIES, customer.cookie)).status).toBe(403);
    expect(await api.shop.settings.policies()).toEqual(DEMO_POLICIES);
  });
});

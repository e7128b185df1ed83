import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as policiesAction, loader as policiesLoader } from "#app/routes/admin/policies.tsx";
import { loader as policyLoader } from "#app/routes/policy.tsx";
import { POLICY_KEYS, POLICY_PAGES } from "#domain/policies.ts";
import { DEMO_POLICIES } from "#server/db/seed/policies.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { HTML_PAYLOAD } from "#tests/support/hostile-text.ts";
import { answerOf, callRoute, formPost, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

describe.each(DATABASE_KINDS)("the policy pages on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Policy Page Admin");
    customer = await signUp(api, "Policy Page Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const page = (path: string) => callRoute(policyLoader, api.shop, new Request(SHOP_ORIGIN + path));
  const save = (fields: Record<string, string>, cookie = admin.cookie) =>
    callRoute(policiesAction, api.shop, formPost("/admin/settings/policies", fields, { Cookie: cookie }));

  it.each(POLICY_KEYS)("%s: its path shows its own text, rendered", async (key) => {
    const loaded = await page(POLICY_PAGES[key].path);
    expect(loaded.key).toBe(key);
    expect(loaded.html).toContain("<h2>");
    expect(loaded.html).toContain('<a href="/contact">Contact Us</a>');
  });

  it("the Shipping Policy promises the delivery estimate's zones", async () => {
    const { html } = await page("/shipping");
    for (const days of ["2–4", "4–7", "7–10"]) expect(html).toContain(days);
  });

  it("the admin's Markdown is saved by the Settings → Policies form and no raw HTML or script link reaches a page", async () => {
    const hostile = `${HTML_PAYLOAD}\n\n[Pay here](javascript:window.__pwned=1)\n\n## Fine print`;
    const answer = await answerOf(save({ ...DEMO_POLICIES, terms: hostile }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, message: message("settings.policies.saved") });
    const { html } = await page("/terms");
    expect(html).toContain("<h2>Fine print</h2>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    await answerOf(save(DEMO_POLICIES));
  });

  it("the form refuses a blank policy with its message, and only admins reach it", async () => {
    const answer = await answerOf(save({ ...DEMO_POLICIES, privacy: "" }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ privacy: message("policy.privacy.required") });
    expect(await api.shop.settings.policies()).toEqual(DEMO_POLICIES);
    expect(await redirectOf(save(DEMO_POLICIES, customer.cookie))).toEqual({ status: 302, location: "/?denied=admin" });
    const visitor = callRoute(policiesLoader, api.shop, new Request(`${SHOP_ORIGIN}/admin/settings/policies`));
    expect((await redirectOf(visitor)).location).toBe("/signin?redirectTo=%2Fadmin%2Fsettings%2Fpolicies");
  });

  it("a shop without policies yet shows the page without a text", async () => {
    await t.db.deleteFrom("settings").where("key", "=", "policies").execute();
    api.shop.settings.forget();
    expect((await page("/privacy")).html).toBeNull();
  });
});

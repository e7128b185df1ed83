import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { ensureAdminAccount } from "#server/features/accounts/admin-bootstrap.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signIn, signUp, uniqueEmail } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("admin bootstrap (ensureAdminAccount) on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const logger = createLogger("warn", { write: (line: string) => void warnings.push(line) });
    api = await createTestApp(t, { logger });
  });
  afterAll(() => t.close());

  it("never promotes an account that signed up first with ADMIN_EMAIL and another password", async () => {
    const squatter = await signUp(api, "Squatter", uniqueEmail("owner"));
    await ensureAdminAccount(api.shop, { email: squatter.email, password: "the-operators-secret-1" });
    const profile = await t.db
      .selectFrom("profiles")
      .select("role")
      .where("user_id", "=", squatter.id)
      .executeTakeFirst();
    expect(profile?.role).toBe("user");
    expect(warnings.at(-1)).toContain(
      `ADMIN_EMAIL ${squatter.email} belongs to an account whose password is not ADMIN_PASSWORD`,
    );
    const check = await api.request("/api/auth/check-admin", { headers: { Cookie: squatter.cookie } });
    expect(await check.json()).toEqual({ isAdmin: false });
  });

  it("promotes an existing account whose password is ADMIN_PASSWORD, and creates a missing one", async () => {
    const owner = await signUp(api, "Owner", uniqueEmail("owner"));
    await ensureAdminAccount(api.shop, { email: owner.email, password: owner.password });
    const promoted = await t.db
      .selectFrom("profiles")
      .select("role")
      .where("user_id", "=", owner.id)
      .executeTakeFirst();
    expect(promoted?.role).toBe("admin");

    const email = uniqueEmail("fresh-admin");
    await ensureAdminAccount(api.shop, { email, password: "fresh-admin-pass-1" });
    const fresh = await signIn(api, email, "fresh-admin-pass-1");
    expect(fresh.res.status).toBe(200);
    const check = await api.request("/api/auth/check-admin", { headers: { Cookie: fresh.cookie } });
    expect(await check.json()).toEqual({ isAdmin: true });
  });
});

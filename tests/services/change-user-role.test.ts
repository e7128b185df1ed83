import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_ADMIN } from "#domain/admin.ts";
import { ensureProfile, setRole } from "#server/features/accounts/accounts.ts";
import { changeUserRole } from "#server/features/accounts/admin-users.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("changeUserRole on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("never demotes the last admin, whoever asks", async () => {
    await ensureProfile(t.db, { userId: "meera", email: "meera@example.in", fullName: "Meera Admin" });
    await setRole(t.db, "meera", "admin");
    const admins = async () =>
      (await t.db.selectFrom("profiles").select("user_id").where("role", "=", "admin").execute()).map((r) => r.user_id);
    expect(await admins()).toEqual(["meera"]);
    await expect(changeUserRole(t, "someone-else", "meera", "user")).rejects.toMatchObject({
      status: 409,
      code: LAST_ADMIN,
      message: "The last admin cannot be demoted. Make someone else an admin first.",
    });
  });
});

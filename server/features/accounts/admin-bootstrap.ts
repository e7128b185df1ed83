import type { Shop } from "#server/shop.ts";
import { ensureProfile, setRole } from "#server/features/accounts/accounts.ts";

/** Whether the account's own password is this one (Better Auth's hash, checked by Better Auth). */
async function hasPassword(shop: Shop, userId: string, password: string): Promise<boolean> {
  const auth = await shop.auth.$context;
  const hash = (await auth.internalAdapter.findCredentialAccount(userId))?.password;
  return hash ? auth.password.verify({ hash, password }) : false;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: the account is created if absent and given role admin. An
 * account that already exists is promoted only when its password is ADMIN_PASSWORD: whoever
 * signed up first with that address must not become admin with a password of their choosing.
 */
export async function ensureAdminAccount(shop: Shop, admin: { email: string; password: string }): Promise<void> {
  const email = admin.email.toLowerCase();
  const existing = await shop.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  let userId = existing?.id;
  if (!userId) {
    const created = await shop.auth.api.signUpEmail({
      body: { email, password: admin.password, name: "Administrator" },
    });
    userId = created.user.id;
  } else if (!(await hasPassword(shop, userId, admin.password))) {
    shop.logger.warn(
      `ADMIN_EMAIL ${email} belongs to an account whose password is not ADMIN_PASSWORD, so it was not made an admin. ` +
        "Reset that account's password to ADMIN_PASSWORD, or choose another ADMIN_EMAIL.",
    );
    return;
  }
  await ensureProfile(shop.db, { userId, email, fullName: "Administrator" });
  await setRole(shop.db, userId, "admin");
}

import type { Shop } from "../shop.ts";
import { ensureProfile, setRole } from "./accounts.ts";

/** ADMIN_EMAIL/ADMIN_PASSWORD: the account is created if absent and given role admin. */
export async function ensureAdminAccount(shop: Shop, admin: { email: string; password: string }): Promise<void> {
  const email = admin.email.toLowerCase();
  const existing = await shop.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  let userId = existing?.id;
  if (!userId) {
    const created = await shop.auth.api.signUpEmail({
      body: { email, password: admin.password, name: "Administrator" },
    });
    userId = created.user.id;
  }
  await ensureProfile(shop.db, { userId, email, fullName: "Administrator" });
  await setRole(shop.db, userId, "admin");
}

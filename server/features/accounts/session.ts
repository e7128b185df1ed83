import type { Language } from "#domain/i18n/languages.ts";
import type { Shop } from "#server/shop.ts";
import { ensureProfile, getProfile } from "#server/features/accounts/accounts.ts";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string;
  role: "user" | "admin";
  /** The language the customer last read the shop in (see rememberLanguage). */
  language: Language;
}

/** The signed-in customer of a request (cookie or bearer token), with their shop profile. */
export async function getSessionUser(shop: Shop, headers: Headers): Promise<SessionUser | null> {
  const session = await shop.auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  let profile = await shop.db.selectFrom("profiles").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  if (!profile) {
    await ensureProfile(shop.db, { userId: user.id, email: user.email, fullName: user.name });
    profile = await getProfile(shop.db, user.id);
  }
  return {
    id: user.id,
    email: user.email,
    fullName: profile.full_name,
    phoneNumber: profile.phone_number,
    role: profile.role,
    language: profile.language,
  };
}

/**
 * Only paths of this shop: a single "/" followed by a letter, a digit or nothing, and no
 * control characters or backslashes anywhere. Browsers drop tabs and newlines from URLs and
 * read "\\" as "/", so "/\t/evil.example" or "/\\evil.example" would leave the site.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SAME_SITE_PATH = /^\/(?:[A-Za-z0-9][^\\\u0000-\u001f\u007f]*)?$/;

/** A crafted ?redirectTo must never send anyone elsewhere. */
export function safeRedirect(target: unknown, fallback = "/"): string {
  return typeof target === "string" && SAME_SITE_PATH.test(target) ? target : fallback;
}

/** Set-Cookie headers from Better Auth, to forward on a page's answer. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

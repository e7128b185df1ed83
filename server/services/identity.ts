import type { SignInInput, SignUpInput } from "#domain/schemas/account.ts";
import { withClientIp } from "../client-ip.ts";
import type { Shop } from "../shop.ts";
import { TOO_MANY_ATTEMPTS } from "./login-guard.ts";

/**
 * The pages' side of identity: Better Auth does the work, these turn its answers into
 * SPEC.md section 8's messages and hand back the session cookies to set.
 */
export type IdentityResult = { ok: true; cookies: string[] } | { ok: false; status: number; error: string };

const SIGN_UP_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: "Email is already in use",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Email is already in use",
  PASSWORD_TOO_SHORT: "Password is too weak",
  INVALID_EMAIL: "Invalid email address",
};

const SIGN_IN_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  TOO_MANY_ATTEMPTS,
  INVALID_EMAIL: "Invalid email format.",
  USER_BANNED: "This account has been disabled.",
};

async function outcome(res: Response, messages: Record<string, string>, fallback: string): Promise<IdentityResult> {
  if (res.ok) return { ok: true, cookies: res.headers.getSetCookie() };
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  return { ok: false, status: res.status, error: (body.code && messages[body.code]) || fallback };
}

/** Who is asking: the page request's headers and the caller's address (for lockouts and sessions). */
export interface Caller {
  headers: Headers;
  ip: string;
}

export async function signUpWithPassword(shop: Shop, input: SignUpInput, caller: Caller): Promise<IdentityResult> {
  const res = await shop.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.fullName },
    headers: withClientIp(caller.headers, caller.ip),
    asResponse: true,
  });
  return outcome(res, SIGN_UP_MESSAGES, "Failed to register");
}

export async function signInWithPassword(shop: Shop, input: SignInInput, caller: Caller): Promise<IdentityResult> {
  const res = await shop.auth.api.signInEmail({
    body: input,
    headers: withClientIp(caller.headers, caller.ip),
    asResponse: true,
  });
  return outcome(res, SIGN_IN_MESSAGES, "An error occurred during sign in. Please try again.");
}

export async function signOut(shop: Shop, headers: Headers): Promise<string[]> {
  const res = await shop.auth.api.signOut({ headers, asResponse: true });
  return res.headers.getSetCookie();
}

/** SPEC.md section 8 names the unknown-address case, so it is told (rate limits blunt probing). */
export async function requestPasswordReset(shop: Shop, email: string): Promise<IdentityResult> {
  const user = await shop.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!user) return { ok: false, status: 404, error: "No user found with this email address" };
  const res = await shop.auth.api.requestPasswordReset({ body: { email }, asResponse: true });
  return outcome(res, {}, "Failed to send reset email");
}

export async function resetPassword(shop: Shop, token: string, newPassword: string): Promise<IdentityResult> {
  const res = await shop.auth.api.resetPassword({ body: { token, newPassword }, asResponse: true });
  return outcome(
    res,
    { INVALID_TOKEN: "This reset link is invalid or has expired.", PASSWORD_TOO_SHORT: "Password is too weak" },
    "Failed to reset the password. Please try again.",
  );
}

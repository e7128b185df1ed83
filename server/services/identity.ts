import { APIError } from "better-auth";
import type { SignInInput, SignUpInput } from "#domain/schemas/account.ts";
import { WEAK_PASSWORD } from "#server/password-policy.ts";
import { TOO_MANY_REQUESTS } from "./rate-limit.ts";
import { withClientIp } from "#server/client-ip.ts";
import { APP_ERROR_STATUSES, AppError } from "#server/errors.ts";
import type { Shop } from "#server/shop.ts";
import { TOO_MANY_ATTEMPTS } from "./login-guard.ts";
import { changesNothingPublic } from "#server/cache-tags.ts";

/**
 * The pages' side of identity: Better Auth does the work; a refusal becomes an AppError with
 * SPEC.md section 8's message, and a sign-in or sign-up hands back the session cookies to set.
 */

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

const statusOf = (status: number) => APP_ERROR_STATUSES.find((s) => s === status) ?? 500;

/**
 * A refusal by one of our hooks (server/auth.ts: a locked account, a weak new password), which
 * Better Auth throws even when asked for a Response. Its message is already ours.
 */
function hookRefusal(error: APIError): AppError {
  const weakPassword = error.body?.code === WEAK_PASSWORD;
  return new AppError(
    statusOf(error.statusCode),
    error.message,
    weakPassword ? { password: error.message } : undefined,
  );
}

/** Better Auth's answer when it succeeded; a refusal keeps its status and gets our message for its code. */
async function accepted(
  call: Promise<Response>,
  messages: Record<string, string>,
  fallback: string,
): Promise<Response> {
  const res = await call.catch((error: unknown) => {
    throw error instanceof APIError ? hookRefusal(error) : error;
  });
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new AppError(statusOf(res.status), (body.code && messages[body.code]) || fallback);
}

/** Who is asking: the page request's headers and the caller's address (for limits, lockouts and sessions). */
export interface Caller {
  headers: Headers;
  ip: string;
}

/** AUTH_RATE_LIMIT: the same per-IP budget the identity API spends (server/api/identity.ts). */
async function spendAttempt(shop: Shop, ip: string, refusal: string) {
  if (!(await shop.authLimiter.hit(ip))) throw new AppError(429, refusal);
}

export async function signUpWithPassword(shop: Shop, input: SignUpInput, caller: Caller): Promise<string[]> {
  changesNothingPublic();
  await spendAttempt(shop, caller.ip, TOO_MANY_REQUESTS);
  const call = shop.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.fullName },
    headers: withClientIp(caller.headers, caller.ip),
    asResponse: true,
  });
  return (await accepted(call, SIGN_UP_MESSAGES, "Failed to register")).headers.getSetCookie();
}

export async function signInWithPassword(shop: Shop, input: SignInInput, caller: Caller): Promise<string[]> {
  changesNothingPublic();
  await spendAttempt(shop, caller.ip, TOO_MANY_ATTEMPTS);
  const call = shop.auth.api.signInEmail({
    body: input,
    headers: withClientIp(caller.headers, caller.ip),
    asResponse: true,
  });
  const signedIn = await accepted(call, SIGN_IN_MESSAGES, "An error occurred during sign in. Please try again.");
  return signedIn.headers.getSetCookie();
}

export async function signOut(shop: Shop, headers: Headers): Promise<string[]> {
  changesNothingPublic();
  const res = await shop.auth.api.signOut({ headers, asResponse: true });
  return res.headers.getSetCookie();
}

/** SPEC.md section 8 names the unknown-address case, so it is told (rate limits blunt probing). */
export async function requestPasswordReset(shop: Shop, email: string, ip: string): Promise<void> {
  changesNothingPublic();
  await spendAttempt(shop, ip, TOO_MANY_REQUESTS);
  const user = await shop.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AppError(404, "No user found with this email address");
  const call = shop.auth.api.requestPasswordReset({ body: { email }, asResponse: true });
  await accepted(call, {}, "Failed to send reset email");
}

export async function resetPassword(shop: Shop, token: string, newPassword: string): Promise<void> {
  changesNothingPublic();
  const call = shop.auth.api.resetPassword({ body: { token, newPassword }, asResponse: true });
  await accepted(
    call,
    { INVALID_TOKEN: "This reset link is invalid or has expired.", PASSWORD_TOO_SHORT: "Password is too weak" },
    "Failed to reset the password. Please try again.",
  );
}

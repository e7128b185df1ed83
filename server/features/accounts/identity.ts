import type { Caller as UseCaseCaller } from "#server/http/use-case.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { APIError } from "better-auth";
import type { SignInInput, SignUpInput } from "#domain/schemas/account.ts";
import { HookRefusal } from "#server/features/accounts/auth.ts";
import { WEAK_PASSWORD } from "#server/features/accounts/password-policy.ts";
import { TOO_MANY_REQUESTS } from "#server/http/rate-limit.ts";
import { withClientIp } from "#server/http/client-ip.ts";
import { APP_ERROR_STATUSES, AppError } from "#server/http/errors.ts";
import type { Shop } from "#server/shop.ts";
import { TOO_MANY_ATTEMPTS } from "#server/features/accounts/login-guard.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

/**
 * The pages' side of identity: Better Auth does the work; a refusal becomes an AppError with
 * the product's message (docs/product/accounts.md), and a sign-in or sign-up hands back the session cookies to set.
 */

const SIGN_UP_MESSAGES: Record<string, MessageRef> = {
  USER_ALREADY_EXISTS: message("account.signUp.emailTaken"),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: message("account.signUp.emailTaken"),
  PASSWORD_TOO_SHORT: message("account.password.tooWeak"),
  INVALID_EMAIL: message("account.email.invalid"),
};

const SIGN_IN_MESSAGES: Record<string, MessageRef> = {
  INVALID_EMAIL_OR_PASSWORD: message("account.signIn.wrongCredentials"),
  TOO_MANY_ATTEMPTS,
  INVALID_EMAIL: message("account.email.badFormat"),
  USER_BANNED: message("account.signIn.disabled"),
};

const statusOf = (status: number) => APP_ERROR_STATUSES.find((s) => s === status) ?? 500;

/**
 * A refusal by one of our hooks (server/features/accounts/auth.ts: a locked account, a weak new password), which
 * Better Auth throws even when asked for a Response. It carries our message.
 */
function hookRefusal(error: APIError): AppError {
  const refusal = error instanceof HookRefusal ? error.ref : message("request.refused");
  const weakPassword = error.body?.code === WEAK_PASSWORD;
  return new AppError(statusOf(error.statusCode), refusal, weakPassword ? { password: refusal } : undefined);
}

/** Better Auth's answer when it succeeded; a refusal keeps its status and gets our message for its code. */
async function accepted(
  call: Promise<Response>,
  messages: Record<string, MessageRef>,
  fallback: MessageRef,
): Promise<Response> {
  const res = await call.catch((error: unknown) => {
    throw error instanceof APIError ? hookRefusal(error) : error;
  });
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  throw new AppError(statusOf(res.status), (body.code && messages[body.code]) || fallback);
}

/** What the identity work needs of its caller: the request's headers (Better Auth reads cookies and origin) and address. */
type Caller = Pick<UseCaseCaller, "headers" | "ip">;

/** AUTH_RATE_LIMIT: the same per-IP budget the identity API spends (server/features/accounts/identity-api.ts). */
async function spendAttempt(shop: Shop, ip: string, refusal: MessageRef) {
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
  return (await accepted(call, SIGN_UP_MESSAGES, message("account.signUp.failed"))).headers.getSetCookie();
}

export async function signInWithPassword(shop: Shop, input: SignInInput, caller: Caller): Promise<string[]> {
  changesNothingPublic();
  await spendAttempt(shop, caller.ip, TOO_MANY_ATTEMPTS);
  const call = shop.auth.api.signInEmail({
    body: input,
    headers: withClientIp(caller.headers, caller.ip),
    asResponse: true,
  });
  const signedIn = await accepted(call, SIGN_IN_MESSAGES, message("account.signIn.failed"));
  return signedIn.headers.getSetCookie();
}

export async function signOut(shop: Shop, headers: Headers): Promise<string[]> {
  changesNothingPublic();
  const res = await shop.auth.api.signOut({ headers, asResponse: true });
  return res.headers.getSetCookie();
}

/**
 * docs/product/accounts.md#forgot-password names the unknown-address case, so it is told (rate
 * limits blunt probing).
 */
export async function requestPasswordReset(shop: Shop, email: string, ip: string): Promise<void> {
  changesNothingPublic();
  await spendAttempt(shop, ip, TOO_MANY_REQUESTS);
  const user = await shop.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AppError(404, message("account.reset.unknownEmail"));
  const call = shop.auth.api.requestPasswordReset({ body: { email }, asResponse: true });
  await accepted(call, {}, message("account.reset.mailFailed"));
}

export async function resetPassword(shop: Shop, token: string, newPassword: string): Promise<void> {
  changesNothingPublic();
  const call = shop.auth.api.resetPassword({ body: { token, newPassword }, asResponse: true });
  await accepted(
    call,
    { INVALID_TOKEN: message("account.reset.invalidLink"), PASSWORD_TOO_SHORT: message("account.password.tooWeak") },
    message("account.reset.failed"),
  );
}

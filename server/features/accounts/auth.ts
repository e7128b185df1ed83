import { APIError, betterAuth } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { bearer } from "better-auth/plugins";
import { parse as parseCookies } from "hono/utils/cookie";
import { chooseLanguage, LANGUAGE_COOKIE, type Language } from "#domain/i18n/languages.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { fullNameSchema, PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/account.ts";
import { englishText } from "#server/http/errors.ts";
import { CLIENT_IP_HEADER } from "#server/http/client-ip.ts";
import type { Config } from "#server/config.ts";
import type { Database, DatabaseKind } from "#server/db/client.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { passwordHashing } from "#server/features/accounts/password-hashing.ts";
import { WEAK_PASSWORD, weakPasswordReason } from "#server/features/accounts/password-policy.ts";
import { passwordResetMail } from "#server/mail/templates.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { ensureProfile, languageOfUser } from "#server/features/accounts/accounts.ts";
import { type LoginGuard, TOO_MANY_ATTEMPTS } from "#server/features/accounts/login-guard.ts";

export const AUTH_BASE_PATH = "/api/identity";
export const RESET_LINK_TTL_SECONDS = 3600;

export interface AuthDeps {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  mailer: Mailer;
  loginGuard: LoginGuard;
}

/** Endpoints that check a password: guesses there count towards the account's lockout. */
const PASSWORD_CHECKS = new Set(["/sign-in/email", "/verify-password", "/change-password"]);

/** Endpoints that set a password, and the body field that carries the new one. */
const NEW_PASSWORDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A refusal by one of our hooks: Better Auth answers its API clients with the English text and
 * our code; the pages' side (identity.ts) reads the message ref, to show it in the reader's language.
 */
export class HookRefusal extends APIError {
  constructor(
    status: "BAD_REQUEST" | "TOO_MANY_REQUESTS",
    readonly ref: MessageRef,
    code: string,
  ) {
    super(status, { message: englishText(ref), code });
  }
}

/** The account a password check is about: the address typed at sign-in, else the session's. */
async function accountOf(ctx: HookContext): Promise<string | undefined> {
  if (ctx.path === "/sign-in/email") {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email : undefined;
  }
  return (await getSessionFromCtx(ctx))?.user.email;
}

function ipOf(ctx: HookContext): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** An API client gets no further than the forms: common and one-character passwords are refused. */
function refuseWeakNewPassword(ctx: HookContext): void {
  const field = NEW_PASSWORDS[ctx.path];
  const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  const reason = typeof password === "string" ? weakPasswordReason(password) : undefined;
  if (reason) throw new HookRefusal("BAD_REQUEST", reason, WEAK_PASSWORD);
}

/** A changed password signs every other device out (as a reset does), whatever the client asked for. */
function withOtherSessionsRevoked(ctx: HookContext) {
  if (ctx.path !== "/change-password" || !ctx.body || typeof ctx.body !== "object") return undefined;
  return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
}

function isWrongPassword(error: APIError): boolean {
  return error.status === "UNAUTHORIZED" || error.body?.code === "INVALID_PASSWORD";
}

/**
 * The name (and picture) of an identity, whichever Better Auth endpoint writes it: the same
 * zod rule as the sign-up and profile forms; the shop shows no profile pictures.
 */
function checkedUserFields(user: { name?: unknown; image?: unknown }): { name?: string } {
  if (user.image !== undefined && user.image !== null) {
    throw new HookRefusal("BAD_REQUEST", message("account.picture.unsupported"), "INVALID_IMAGE");
  }
  if (user.name === undefined) return {};
  const parsed = fullNameSchema.safeParse(user.name);
  if (!parsed.success) {
    // The shop's schemas speak in message refs.
    throw new HookRefusal("BAD_REQUEST", parsed.error.issues[0]!.message as MessageRef, "INVALID_NAME");
  }
  return { name: parsed.data };
}

/** The page language of a sign-up's request (its `lang` cookie, else the browser's), as server/http/language.ts chooses it. */
function languageOfHeaders(headers: Headers | undefined): Language {
  const cookie = parseCookies(headers?.get("cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  return chooseLanguage({ query: null, cookie, acceptLanguage: headers?.get("accept-language") });
}

/**
 * Identity (Better Auth): e-mail + password accounts, database sessions in an httpOnly
 * SameSite=Lax cookie, and bearer tokens for API clients. Mounted at /api/identity so the
 * spec's own /api/auth/* paths stay ours.
 */
export function createAuth({ db, kind, config, mailer, loginGuard }: AuthDeps) {
  const secure = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "Vanaushadhi",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl, config.publicUrl.replace("127.0.0.1", "localhost")],
    database: { db, type: kind, transaction: true },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "error",
    },
    // Our own per-IP limiter (server/features/accounts/identity-api.ts) and per-account guard replace the built-in one.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
      // Whoever can read the account's mail has proven it is theirs: lift every block.
      onPasswordReset: async ({ user }) => loginGuard.clear(user.email),
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const tr = mailTranslator(await languageOfUser(db, user.id));
        await mailer.send({ to: user.email, ...passwordResetMail(user.name, link, tr) });
      },
    },
    // Reset tokens are kept as their SHA-256 only: the `verification` table (or a dump of it) cannot reset a password.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up through the API must meet the sign-up page's own rules.
          before: async (user) => ({ data: { ...user, ...checkedUserFields(user) } }),
          // Every identity gets its shop profile at once (role 'user'), in the language signed up in.
          after: async (user, ctx) => {
            const language = languageOfHeaders(ctx?.headers);
            await ensureProfile(db, { userId: user.id, email: user.email, fullName: user.name, language });
          },
        },
        update: {
          before: async (user) => ({ data: { ...user, ...checkedUserFields(user) } }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (PASSWORD_CHECKS.has(ctx.path)) {
          const account = await accountOf(ctx);
          if (account && (await loginGuard.isLocked(account, ipOf(ctx)))) {
            throw new HookRefusal("TOO_MANY_REQUESTS", TOO_MANY_ATTEMPTS, "TOO_MANY_ATTEMPTS");
          }
        }
        refuseWeakNewPassword(ctx);
        return withOtherSessionsRevoked(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (!PASSWORD_CHECKS.has(ctx.path)) return;
        const account = await accountOf(ctx);
        if (!account) return;
        const returned = ctx.context.returned;
        if (!(returned instanceof APIError)) await loginGuard.recordSuccess(account, ipOf(ctx));
        else if (isWrongPassword(returned)) await loginGuard.recordFailure(account, ipOf(ctx));
      }),
    },
    // A bearer token is the signed session token (`set-auth-token`): the bare token a `session`
    // row holds is refused, so a copy of the database signs nobody in without SESSION_SECRET.
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or completes Better Auth's own tables (user, session, account, verification). */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

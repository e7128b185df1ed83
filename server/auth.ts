import { APIError, betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { bearer } from "better-auth/plugins";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/account.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";
import { passwordResetMail } from "./mail/templates.ts";
import { ensureProfile } from "./services/accounts.ts";
import { type LoginGuard, TOO_MANY_ATTEMPTS } from "./services/login-guard.ts";

export const AUTH_BASE_PATH = "/api/identity";
export const RESET_LINK_TTL_SECONDS = 3600;

export interface AuthDeps {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  mailer: Mailer;
  loginGuard: LoginGuard;
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : undefined;
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
    // Our own per-IP limiter (server/api/identity.ts) and per-account guard replace the built-in one.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...passwordResetMail(user.name, link) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every identity gets its shop profile at once (role 'user').
          after: async (user) => {
            await ensureProfile(db, { userId: user.id, email: user.email, fullName: user.name });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = emailOf(ctx.body);
        if (email && loginGuard.isLocked(email)) {
          throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_ATTEMPTS, code: "TOO_MANY_ATTEMPTS" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = emailOf(ctx.body);
        if (!email) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.status === "UNAUTHORIZED") loginGuard.recordFailure(email);
        } else {
          loginGuard.recordSuccess(email);
        }
      }),
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or completes Better Auth's own tables (user, session, account, verification). */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

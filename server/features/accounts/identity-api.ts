import { Hono } from "hono";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/schemas/account.ts";
import { clientIp, withClientIp } from "#server/http/client-ip.ts";
import { AppError } from "#server/http/errors.ts";
import { TOO_MANY_ATTEMPTS } from "#server/features/accounts/login-guard.ts";
import { TOO_MANY_REQUESTS } from "#server/http/rate-limit.ts";
import { errorAnswer, type ExtraPaths } from "#server/http/openapi.ts";
import type { ApiDeps } from "#server/http/route-helpers.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { identityErrorAnswer, identitySessionAnswer, identityUserAnswer } from "./answers.ts";

/** The identity endpoints whose abuse costs us (password guessing, mail floods): limited per IP. */
const LIMITED = new Set([
  "/api/identity/sign-in/email",
  "/api/identity/sign-up/email",
  "/api/identity/request-password-reset",
  "/api/identity/verify-password",
  "/api/identity/change-password",
]);
const PASSWORD_GUESSES = new Set([
  "/api/identity/sign-in/email",
  "/api/identity/verify-password",
  "/api/identity/change-password",
]);

/** Answers that describe sessions: they would hand a script the token the httpOnly cookie hides. */
const SESSION_READS = new Set(["/api/identity/get-session", "/api/identity/list-sessions"]);

function withoutToken(session: unknown): unknown {
  if (!session || typeof session !== "object") return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
}

/** A session's token works as a Bearer token anywhere: never show it to whoever reads a session. */
async function withoutSessionTokens(res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.delete("set-auth-token");
  headers.delete("content-length");
  if (!res.ok) return new Response(res.body, { status: res.status, headers });
  const body = (await res.json()) as unknown;
  const safe = Array.isArray(body)
    ? body.map(withoutToken)
    : body && typeof body === "object"
      ? { ...body, session: withoutToken((body as { session?: unknown }).session) }
      : body;
  return new Response(JSON.stringify(safe), { status: res.status, headers });
}

/** Better Auth's handler at /api/identity/* behind our per-IP limit, told who is asking. */
export function identityApi(shop: ApiDeps) {
  const api = new Hono();
  api.on(["GET", "POST"], "/*", async (c) => {
    changesNothingPublic();
    const ip = clientIp(c, shop.config);
    if (c.req.method === "POST" && LIMITED.has(c.req.path) && !(await shop.authLimiter.hit(ip))) {
      throw new AppError(429, PASSWORD_GUESSES.has(c.req.path) ? TOO_MANY_ATTEMPTS : TOO_MANY_REQUESTS);
    }
    const res = await shop.auth.handler(new Request(c.req.raw, { headers: withClientIp(c.req.raw.headers, ip) }));
    return SESSION_READS.has(c.req.path) ? withoutSessionTokens(res) : res;
  });
  return api;
}

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const answer = (description: string, schema: z.ZodType) => ({ description, content: json(schema) });
const identityRefusal = (description: string) => answer(description, identityErrorAnswer);

const SIGNED_IN: Array<Record<string, string[]>> = [{ session: [] }, { bearer: [] }];
const MAYBE_SIGNED_IN = [...SIGNED_IN, {}];

const newSession = {
  description: "Signed in: the httpOnly session cookie is set",
  headers: z.object({
    "set-auth-token": z.string().meta({ description: "The bearer token of the new session" }),
  }),
};
/** The `token` Better Auth puts in the body is the session's bare one, which the bearer plugin refuses. */
const bareToken = z.string().meta({ description: "Not a bearer token: use the `set-auth-token` header" });

const password = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .meta({ description: "Not a common password, nor one character repeated (else 400 WEAK_PASSWORD)" });

const UNTRUSTED_ORIGIN = {
  "403": identityRefusal("A request with cookies from an untrusted Origin, or an untrusted callback URL"),
};
const UNAUTHORIZED = { "401": identityRefusal("Not signed in") };
const PER_IP_LIMIT = { "429": answer("Too many requests from this address", errorAnswer) };
/** A password check is refused by the per-IP limit (the shop's error) or by the account's lockout (Better Auth's). */
const PASSWORD_GUESS_LIMIT = {
  "429": answer(
    "Too many requests from this address, or too many wrong passwords for the account",
    z.union([errorAnswer, identityErrorAnswer]),
  ),
};

const operation = (name: string, summary: string) => ({
  operationId: `identity.${name}`,
  summary,
  description: "Served by Better Auth.",
  tags: ["identity"],
});

/**
 * The identity endpoints the shop and its clients use, for the OpenAPI document: Better Auth
 * 1.7.5 serves them, with the hooks of auth.ts (name and password rules, lockout) and the token
 * hiding above. Refusals here are Better Auth's `{ message, code? }`, except the per-IP limit's.
 */
export const identityPaths: ExtraPaths = {
  "/api/identity/sign-up/email": {
    post: {
      ...operation("signUp", "Create an account with e-mail and password, and sign in"),
      requestBody: {
        content: json(
          z.object({
            name: z.string().min(1).max(100).meta({ description: "The customer's full name" }),
            email: z.email(),
            password,
            rememberMe: z.boolean().optional().meta({ description: "false: the session ends with the browser" }),
          }),
        ),
      },
      responses: {
        "200": { ...newSession, content: json(z.object({ token: bareToken, user: identityUserAnswer })) },
        "400": identityRefusal("A field is missing or refused (e-mail, password, name; a picture is never taken)"),
        ...UNTRUSTED_ORIGIN,
        "422": identityRefusal("An account with this e-mail exists"),
        ...PER_IP_LIMIT,
      },
    },
  },
  "/api/identity/sign-in/email": {
    post: {
      ...operation("signIn", "Sign in with e-mail and password"),
      requestBody: {
        content: json(
          z.object({
            email: z.email(),
            password: z.string(),
            rememberMe: z.boolean().optional().meta({ description: "false: the session ends with the browser" }),
            callbackURL: z.string().optional().meta({ description: "A trusted address, echoed as `url`" }),
          }),
        ),
      },
      responses: {
        "200": {
          ...newSession,
          content: json(
            z.object({
              redirect: z.boolean().meta({ description: "Whether a callbackURL was given" }),
              token: bareToken,
              url: z.string().optional(),
              user: identityUserAnswer,
            }),
          ),
        },
        "400": identityRefusal("The e-mail or the password is missing or malformed"),
        "401": identityRefusal("Wrong e-mail or password"),
        ...UNTRUSTED_ORIGIN,
        ...PASSWORD_GUESS_LIMIT,
      },
    },
  },
  "/api/identity/sign-out": {
    post: {
      ...operation("signOut", "End the caller's session (answers the same without one)"),
      security: MAYBE_SIGNED_IN,
      responses: {
        "200": answer("Signed out: the session cookie is cleared", z.object({ success: z.boolean() })),
        ...UNTRUSTED_ORIGIN,
      },
    },
  },
  "/api/identity/get-session": {
    get: {
      ...operation("getSession", "The caller's session and identity, or null without a session"),
      security: MAYBE_SIGNED_IN,
      responses: {
        "200": answer(
          "The session (without its token) and its user; null when not signed in",
          z.object({ session: identitySessionAnswer, user: identityUserAnswer }).nullable(),
        ),
      },
    },
  },
  "/api/identity/list-sessions": {
    get: {
      ...operation("listSessions", "The caller's active sessions, on every device"),
      security: SIGNED_IN,
      responses: {
        "200": answer("The sessions, without their tokens", z.array(identitySessionAnswer)),
        ...UNAUTHORIZED,
        "403": identityRefusal("The session is more than a day old (SESSION_NOT_FRESH): sign in again"),
      },
    },
  },
  "/api/identity/request-password-reset": {
    post: {
      ...operation(
        "requestPasswordReset",
        "Mail a link to reset the password (the same answer for an unknown address)",
      ),
      requestBody: { content: json(z.object({ email: z.email() })) },
      responses: {
        "200": answer("Done", z.object({ status: z.boolean(), message: z.string() })),
        "400": identityRefusal("The e-mail is missing or malformed"),
        ...UNTRUSTED_ORIGIN,
        ...PER_IP_LIMIT,
      },
    },
  },
  "/api/identity/reset-password": {
    post: {
      ...operation("resetPassword", "Set a new password with the mailed link's token; signs every session out"),
      requestBody: { content: json(z.object({ token: z.string(), newPassword: password })) },
      responses: {
        "200": answer("The password is changed", z.object({ status: z.boolean() })),
        "400": identityRefusal("The token is unknown, used or expired (INVALID_TOKEN), or the password is refused"),
        ...UNTRUSTED_ORIGIN,
      },
    },
  },
  "/api/identity/change-password": {
    post: {
      ...operation("changePassword", "Change the caller's password; every other session is signed out"),
      security: SIGNED_IN,
      requestBody: {
        content: json(
          z.object({
            currentPassword: z.string(),
            newPassword: password,
            revokeOtherSessions: z.boolean().optional().meta({ description: "Ignored: other sessions always end" }),
          }),
        ),
      },
      responses: {
        "200": {
          ...newSession,
          description: "Changed: the caller carries on with a new session (cookie and `set-auth-token`)",
          content: json(z.object({ token: bareToken, user: identityUserAnswer })),
        },
        "400": identityRefusal("The current password is wrong (INVALID_PASSWORD), or the new one is refused"),
        ...UNAUTHORIZED,
        ...UNTRUSTED_ORIGIN,
        ...PASSWORD_GUESS_LIMIT,
      },
    },
  },
  "/api/identity/verify-password": {
    post: {
      ...operation("verifyPassword", "Check the caller's password"),
      security: SIGNED_IN,
      requestBody: { content: json(z.object({ password: z.string() })) },
      responses: {
        "200": answer("The password is right", z.object({ status: z.boolean() })),
        "400": identityRefusal("The password is wrong (INVALID_PASSWORD)"),
        ...UNAUTHORIZED,
        ...UNTRUSTED_ORIGIN,
        ...PASSWORD_GUESS_LIMIT,
      },
    },
  },
  "/api/identity/update-user": {
    post: {
      ...operation("updateUser", "Change the caller's name (the e-mail and a picture are refused)"),
      security: SIGNED_IN,
      requestBody: {
        content: json(z.object({ name: z.string().min(1).max(100).meta({ description: "The customer's full name" }) })),
      },
      responses: {
        "200": answer("Changed", z.object({ status: z.boolean() })),
        "400": identityRefusal("Nothing to change, or a refused name, e-mail or picture"),
        ...UNAUTHORIZED,
        ...UNTRUSTED_ORIGIN,
      },
    },
  },
};

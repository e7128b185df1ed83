import { Hono } from "hono";
import { clientIp, withClientIp } from "#server/client-ip.ts";
import { AppError } from "#server/errors.ts";
import { TOO_MANY_ATTEMPTS } from "#server/services/login-guard.ts";
import { TOO_MANY_REQUESTS } from "#server/services/rate-limit.ts";
import type { ApiDeps } from "./http.ts";
import { changesNothingPublic } from "#server/cache-tags.ts";

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

import { Hono } from "hono";
import { clientIp } from "../client-ip.ts";
import { AppError } from "../errors.ts";
import type { ApiDeps } from "./http.ts";

/** The identity endpoints whose abuse costs us (guessing, mail floods): limited per IP. */
const LIMITED = new Set([
  "/api/identity/sign-in/email",
  "/api/identity/sign-up/email",
  "/api/identity/request-password-reset",
]);

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/** Better Auth's handler at /api/identity/* behind our per-IP limit. */
export function identityApi(shop: ApiDeps) {
  const api = new Hono();
  api.on(["GET", "POST"], "/*", async (c) => {
    if (
      c.req.method === "POST" &&
      LIMITED.has(c.req.path) &&
      !shop.authLimiter.hit(clientIp(c, shop.config.trustProxy))
    ) {
      throw new AppError(
        429,
        c.req.path.endsWith("/sign-in/email")
          ? "Too many failed login attempts. Please try again later."
          : TOO_MANY_REQUESTS,
      );
    }
    return shop.auth.handler(c.req.raw);
  });
  return api;
}

import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";
import { ADMIN_DENIED } from "#domain/admin.ts";
import { AppError } from "#server/errors.ts";
import { getSessionUser, type SessionUser } from "#server/session.ts";
import type { Shop } from "#server/shop.ts";

export type ApiDeps = Shop;

export type SignedInEnv = { Variables: { user: SessionUser } };

/** Every account route starts here: 401 (JSON) without a valid session cookie or bearer token. */
export function requireUser(shop: Shop, allow?: (user: SessionUser) => void) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = await getSessionUser(shop, c.req.raw.headers);
    if (!user) throw new AppError(401, "Please sign in to continue.");
    allow?.(user);
    c.set("user", user);
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}

/** Every admin route starts here: 401 without a session, 403 for a customer (SPEC.md section 6). */
export function requireAdmin(shop: Shop) {
  return requireUser(shop, (user) => {
    if (user.role !== "admin") throw new AppError(403, ADMIN_DENIED);
  });
}

/** Public reads carry an ETag and are revalidated on every use, so admin changes show at once. */
export const publicCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200) c.header("Cache-Control", "public, max-age=0, must-revalidate");
};

export const etagged: MiddlewareHandler = etag();

/** Reads a JSON body; a wrong type or broken JSON is a 4xx, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, "Send the body as JSON (Content-Type: application/json)");
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, "The body is not valid JSON");
  }
}

export function setTotal(c: Context, total: number) {
  c.header("X-Total-Count", String(total));
}

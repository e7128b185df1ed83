import { message } from "#domain/i18n/message.ts";
import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { AppError } from "#server/http/errors.ts";
import type { Shop } from "#server/shop.ts";

export type ApiDeps = Shop;

export const etagged: MiddlewareHandler = etag();

/** Reads a JSON body; a wrong type or broken JSON is a 4xx, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, message("request.notJson"));
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, message("request.badJson"));
  }
}

export function setTotal(c: Context, total: number) {
  c.header("X-Total-Count", String(total));
}

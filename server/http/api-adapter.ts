import { message } from "#domain/i18n/message.ts";
import { type Context, Hono } from "hono";
import { ADMIN_DENIED } from "#domain/admin.ts";
import { formValues, queryValues } from "#domain/schemas/fields.ts";
import { isPersonalRequest } from "#server/cache/response-cache.ts";
import { getSessionUser } from "#server/features/accounts/session.ts";
import type { Shop } from "#server/shop.ts";
import { clientIp } from "./client-ip.ts";
import { AppError } from "./errors.ts";
import { etagged, readJson, setTotal } from "./route-helpers.ts";
import type { Access, AnyUseCase, Caller, HttpBinding, Params } from "./use-case.ts";
import { parseInput, readFormData } from "./validation.ts";

/** The caller, once the use case's access allows them: 401 without a session, 403 for a customer at an admin's door. */
export async function apiCaller(shop: Shop, c: Context, access: Access): Promise<Caller> {
  // A visitor's read needs no session lookup unless the request carries one.
  const headers = c.req.raw.headers;
  const user = access === "visitor" && !isPersonalRequest(headers) ? null : await getSessionUser(shop, headers);
  if (access !== "visitor") {
    if (!user) throw new AppError(401, message("request.signInRequired"));
    if (access === "admin" && user.role !== "admin") throw new AppError(403, ADMIN_DENIED);
    c.header("Cache-Control", "private, no-store");
  }
  return { user, ip: clientIp(c, shop.config), headers };
}

/** The use case's input from the request: its params from the path (each on its own), then headers and the body or the query. */
async function apiInput(c: Context, useCase: AnyUseCase): Promise<unknown> {
  const http = useCase.http!;
  const params = Object.fromEntries(
    Object.entries((useCase.params ?? {}) as Params).map(([name, schema]) => [
      name,
      parseInput(schema, c.req.param(name)),
    ]),
  );
  const from = http.from ?? (http.method === "get" || http.method === "delete" ? "query" : "body");
  const raw = await rawInput(c, from);
  const extra = http.headers?.(c.req.raw.headers) ?? {};
  const withExtra = raw && typeof raw === "object" && !Array.isArray(raw) ? { ...extra, ...raw } : raw;
  return { ...parseInput(http.input ?? useCase.input, withExtra), ...params };
}

/** The request's input where the binding takes it from; a `form` is read as a page's is (text fields and files by name). */
async function rawInput(c: Context, from: NonNullable<HttpBinding["from"]>): Promise<unknown> {
  switch (from) {
    case "body":
      return readJson(c);
    case "form":
      return isMultipart(c) ? formValues(await readFormData(c.req.raw)) : readJson(c);
    case "query":
      return queryValues(new URL(c.req.url).searchParams);
    case "raw":
      return { rawBody: await c.req.text() };
    case "beacon":
      return parseBeacon(await c.req.text());
    case "none":
      return {};
  }
}

function parseBeacon(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, message("request.badJson"));
  }
}

const isMultipart = (c: Context) =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The HTTP answer of a use case's result: a file, an empty 204, or its presented JSON with its status. */
function apiAnswer(c: Context, useCase: AnyUseCase, result: unknown): Response {
  const http = useCase.http!;
  if (http.respond) return http.respond(result);
  if (http.total) setTotal(c, http.total(result));
  const status = typeof http.status === "function" ? http.status(result) : (http.status ?? 200);
  if (status === 204) return c.body(null, 204);
  return c.json(useCase.present ? useCase.present(result) : result, status);
}

/** Mounts each use case that has an HTTP binding as its Hono route (one adapter for all). */
export function useCaseRoutes(shop: Shop, useCases: readonly AnyUseCase[]): Hono {
  const api = new Hono();
  for (const useCase of useCases) {
    const http = useCase.http;
    if (!http) continue;
    const handler = async (c: Context) => {
      const caller = await apiCaller(shop, c, useCase.access);
      const input = await apiInput(c, useCase);
      return apiAnswer(c, useCase, await useCase.run(shop, input, caller));
    };
    const method = http.method.toUpperCase();
    if (http.publicRead) api.on(method, http.path, publicRead, etagged, handler);
    else api.on(method, http.path, handler);
  }
  return api;
}

async function publicRead(c: Context, next: () => Promise<void>) {
  await next();
  if (c.req.method === "GET" && c.res.status === 200) c.header("Cache-Control", "public, max-age=0, must-revalidate");
}

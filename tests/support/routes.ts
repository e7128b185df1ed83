import type { Shop } from "#server/shop.ts";

export const SHOP_ORIGIN = "http://shop.test";

/**
 * Calls a route's loader or action as React Router does on the server: the request, the URL's
 * params, and the shop as context with the caller's address and a nonce (server/http/load-context.ts).
 */
export function callRoute<F extends (args: never) => unknown>(
  route: F,
  shop: Shop,
  request: Request,
  clientIp = "192.0.2.10",
  params: Record<string, string> = {},
): ReturnType<F> {
  const args = {
    request,
    params,
    context: { ...shop, clientIp, nonce: "", embed: () => undefined, language: "en" as const },
  };
  return route(args as unknown as Parameters<F>[0]) as ReturnType<F>;
}

/** A page's form as the browser posts it (what `<Form method="post">` and fetchers send). */
export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(SHOP_ORIGIN + path, { method: "POST", body: new URLSearchParams(fields), headers });
}

/** A page action's answer (`data(body, init)`) as the browser gets it: status, body and headers. */
export async function answerOf<T>(pending: Promise<{ data: T; init: ResponseInit | null }>) {
  const { data, init } = await pending;
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

/** Where a thrown redirect (a protected page's, for a visitor) sends the browser. */
export async function redirectOf(pending: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown: unknown = await pending.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("expected a redirect to be thrown");
  return { status: thrown.status, location: thrown.headers.get("Location") };
}

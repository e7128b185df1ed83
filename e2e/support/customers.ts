import type { BrowserContext } from "playwright-core";

export const PASSWORD = "neem-leaf-2025";

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
}

/** Signs a new customer up through the identity API; the browser context keeps the session cookie. */
export async function signUpInContext(context: BrowserContext, name: string, email = uniqueEmail("customer")) {
  const res = await context.request.post("/api/identity/sign-up/email", { data: { email, password: PASSWORD, name } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password: PASSWORD };
}

import { redirect } from "react-router";
import { ADMIN_DENIED_PARAM } from "#domain/admin.ts";
import type { ShopContext } from "#server/http/load-context.ts";
import { getSessionUser, type SessionUser } from "#server/features/accounts/session.ts";

/**
 * Protected pages call this first: a visitor is redirected to /signin on the server (no
 * flash of private content) and comes back to the page they wanted.
 */
export async function requireUserPage(context: ShopContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/**
 * Every admin page's loader and action (each runs on its own, so each checks): nobody signed in
 * goes to /signin, a customer goes home and is told they may not enter (docs/product/admin.md#access).
 */
export async function requireAdminPage(context: ShopContext, request: Request): Promise<SessionUser> {
  const user = await requireUserPage(context, request);
  if (user.role !== "admin") throw redirect(`/?${ADMIN_DENIED_PARAM}=admin`);
  return user;
}

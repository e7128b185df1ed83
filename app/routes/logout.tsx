import { redirect } from "react-router";
import { signOut } from "#server/services/identity.ts";
import { cookieHeaders } from "#server/session.ts";
import type { Route } from "./+types/logout";

/** The header's Log out button posts here; the session ends on the server and its cookie is cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOut(context, request.headers);
  return redirect("/", { headers: cookieHeaders(cookies) });
}

/** Opening /logout directly signs out too (SPEC.md lists it as a route entry). */
export const loader = action;

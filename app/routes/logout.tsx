import { Form, redirect } from "react-router";
import { signOut } from "#server/services/identity.ts";
import { cookieHeaders } from "#server/session.ts";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { clearCart } from "#app/lib/cart.ts";
import { useUser } from "#app/lib/use-user.ts";
import type { Route } from "./+types/logout";

export const meta = () => [{ title: "Log out · Vanaushadhi" }, { name: "robots", content: "noindex" }];

/** The header's Log out button posts here; the session ends on the server and its cookie is cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOut(context, request.headers);
  return redirect("/", { headers: cookieHeaders(cookies) });
}

/**
 * Opening /logout (SPEC.md lists it as a route entry) only asks: signing out on a GET would
 * let any other site sign our customers out with a link or an image.
 */
export default function Logout() {
  const user = useUser();
  if (!user) {
    return (
      <AuthCard title="You are signed out" subtitle="Thank you for visiting. Come back any time.">
        <ButtonLink to="/signin" className="w-full">
          Log in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Log out?" subtitle={`You are signed in as ${user.email}.`}>
      <Form method="post" className="flex flex-col gap-3" onSubmit={clearCart}>
        <Button type="submit">Log out</Button>
        <ButtonLink to="/" variant="outline">
          Stay signed in
        </ButtonLink>
      </Form>
    </AuthCard>
  );
}

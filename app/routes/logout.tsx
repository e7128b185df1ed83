import { Form, redirect } from "react-router";
import { signOutCase } from "#server/features/accounts/use-cases.ts";
import { cookieHeaders } from "#server/features/accounts/session.ts";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { leaveCart } from "#app/lib/cart-sync.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { useUser } from "#app/lib/use-user.ts";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaTranslator(matches, "account")("logout.meta.title") }, { name: "robots", content: "noindex" }];
}

/** The header's Log out button posts here; the session ends on the server and its cookie is cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await runUseCase(signOutCase, { context, request }, {});
  return redirect("/", { headers: cookieHeaders(cookies) });
}

/**
 * Opening /logout (a route of its own, docs/product/accounts.md#log-out) only asks: signing out on a GET would
 * let any other site sign our customers out with a link or an image.
 */
export default function Logout() {
  const user = useUser();
  const { t } = useTranslation("account");
  if (!user) {
    return (
      <AuthCard title={t("logout.done.title")} subtitle={t("logout.done.subtitle")}>
        <ButtonLink to="/signin" className="w-full">
          {t("logout.done.logIn")}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("logout.title")} subtitle={t("logout.subtitle", { email: user.email })}>
      <Form method="post" className="flex flex-col gap-3" onSubmit={leaveCart}>
        <Button type="submit">{t("logout.submit")}</Button>
        <ButtonLink to="/" variant="outline">
          {t("logout.stay")}
        </ButtonLink>
      </Form>
    </AuthCard>
  );
}

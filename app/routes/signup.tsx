import { message } from "#domain/i18n/message.ts";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { useAddOnSuccess, withIntent } from "#app/lib/cart-intent.ts";
import { keepWish, readCartIntent, readWishIntent } from "#app/lib/cart-intent.server.ts";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { useDelayedNavigate } from "#app/lib/use-delayed-navigate.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { signUpSchema } from "#domain/schemas/account.ts";
import { signUpCase } from "#server/features/accounts/use-cases.ts";
import { cookieHeaders, safeRedirect } from "#server/features/accounts/session.ts";
import type { Route } from "./+types/signup";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [{ title: t("signup.meta.title") }, { name: "description", content: t("signup.meta.description") }];
}

/** A visitor sent on from 'Add to cart' or a product's heart is told which plant waits for them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [intent, wish] = await Promise.all([readCartIntent(context.db, url), readWishIntent(context.db, url)]);
  return { intent, wish };
}

/**
 * A new account goes to /profile; one made on the way to the cart goes back where it was
 * (docs/product/accounts.md#sign-up).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const form = await readForm(request);
    const cookies = await runUseCase(signUpCase, { context, request }, form);
    await keepWish({ context, request }, cookies);
    return {
      ok: true,
      message: message("account.signUp.done"),
      redirectTo: safeRedirect(form.redirectTo, "/profile"),
      headers: cookieHeaders(cookies),
    };
  });

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { intent, wish } = loaderData;
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(signUpSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result);
  useAddOnSuccess(intent, Boolean(result?.ok));
  useDelayedNavigate(result?.ok ? result.redirectTo : undefined);
  const redirectTo = params.get("redirectTo");

  return (
    <AuthCard
      title={t("signup.title")}
      subtitle={
        intent
          ? t("signup.subtitleWithPlant", { title: intent.product.title })
          : wish
            ? t("signup.subtitleWithWish", { title: wish.title })
            : t("signup.subtitle")
      }
    >
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <Field label={t("field.fullName")} name="fullName" autoComplete="name" required error={errors.fullName} />
        <Field label={t("field.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label={t("field.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={errors.password}
        />
        <Field
          label={t("field.confirmPassword")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        {result?.ok && result.message && <Notice kind="success">{t("signup.success")}</Notice>}
        <Button type="submit" disabled={busy || result?.ok}>
          {busy ? t("signup.busy") : t("signup.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("signup.haveAccount")}{" "}
        <Link
          to={withIntent("/signin", params)}
          className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300"
        >
          {t("signup.logIn")}
        </Link>
      </p>
    </AuthCard>
  );
}

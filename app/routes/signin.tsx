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
import { signInSchema } from "#domain/schemas/account.ts";
import { signInCase } from "#server/features/accounts/use-cases.ts";
import { cookieHeaders, safeRedirect } from "#server/features/accounts/session.ts";
import type { Route } from "./+types/signin";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [{ title: t("signin.meta.title") }, { name: "description", content: t("signin.meta.description") }];
}

/** A visitor sent here by 'Add to cart' or a product's heart is told which plant waits for them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [intent, wish] = await Promise.all([readCartIntent(context.db, url), readWishIntent(context.db, url)]);
  return { intent, wish };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const form = await readForm(request);
    const cookies = await runUseCase(signInCase, { context, request }, form);
    await keepWish({ context, request }, cookies);
    return {
      ok: true,
      message: message("account.signIn.done"),
      redirectTo: safeRedirect(form.redirectTo),
      headers: cookieHeaders(cookies),
    };
  });

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { intent, wish } = loaderData;
  const { t } = useTranslation("account");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const check = useSchemaCheck(signInSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result);
  useAddOnSuccess(intent, Boolean(result?.ok));
  useDelayedNavigate(result?.ok ? result.redirectTo : undefined);

  return (
    <AuthCard
      title={t("signin.title")}
      subtitle={
        intent
          ? t("signin.subtitleWithPlant", { title: intent.product.title })
          : wish
            ? t("signin.subtitleWithWish", { title: wish.title })
            : t("signin.subtitle")
      }
    >
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        <Field label={t("field.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label={t("field.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-leaf-700 hover:underline dark:text-leaf-300">
            {t("signin.forgotPassword")}
          </Link>
        </div>
        {refusal && <Notice kind="error">{refusal}</Notice>}
        {result?.ok && result.message && <Notice kind="success">{t("signin.success")}</Notice>}
        <Button type="submit" disabled={busy || result?.ok}>
          {busy ? t("signin.busy") : t("signin.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("signin.newHere")}{" "}
        <Link
          to={withIntent("/signup", params)}
          className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300"
        >
          {t("signin.createAccount")}
        </Link>
      </p>
    </AuthCard>
  );
}

import { message } from "#domain/i18n/message.ts";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { resetPasswordSchema } from "#domain/schemas/account.ts";
import { resetPasswordCase } from "#server/features/accounts/use-cases.ts";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [
    { title: t("reset.meta.title") },
    { name: "description", content: t("reset.meta.description") },
    { name: "robots", content: "noindex" },
  ];
}

export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    await runUseCase(resetPasswordCase, { context, request }, await readForm(request));
    return { ok: true, message: message("account.reset.done") };
  });

export default function ResetPassword() {
  const { t } = useTranslation("account");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useSchemaCheck(resetPasswordSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result) ?? errors.token;

  if (result?.ok) {
    return (
      <AuthCard title={t("reset.done.title")} subtitle={t("reset.done.subtitle")}>
        <Notice kind="success">{t("reset.done.message")}</Notice>
        <ButtonLink to="/signin" className="mt-6 w-full">
          {t("reset.done.signIn")}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      {!token ? (
        <Notice kind="error">{t("reset.invalidLink")}</Notice>
      ) : (
        <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <Field
            label={t("reset.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
          />
          <Field
            label={t("reset.confirmNewPassword")}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          {refusal && <Notice kind="error">{refusal}</Notice>}
          <Button type="submit" disabled={busy}>
            {busy ? t("form.saving") : t("reset.submit")}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          {t("reset.newLink")}
        </Link>
      </p>
    </AuthCard>
  );
}

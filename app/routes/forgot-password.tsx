import { message } from "#domain/i18n/message.ts";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { forgotPasswordSchema } from "#domain/schemas/account.ts";
import { requestPasswordResetCase } from "#server/features/accounts/use-cases.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "account");
  return [{ title: t("forgot.meta.title") }, { name: "description", content: t("forgot.meta.description") }];
}

export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    await runUseCase(requestPasswordResetCase, { context, request }, await readForm(request));
    return { ok: true, message: message("account.reset.mailSent") };
  });

export default function ForgotPassword() {
  const { t } = useTranslation("account");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(forgotPasswordSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result);
  const showSuccess = useTimedNotice(result?.at);

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        <Field label={t("field.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        {showSuccess && result?.message && <Notice kind="success">{t("forgot.success")}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? t("forgot.busy") : t("forgot.submit")}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </AuthCard>
  );
}

import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { resetPasswordSchema } from "#domain/schemas/account.ts";
import { resetPassword } from "#server/services/identity.ts";
import { parseInput } from "#server/validation.ts";
import type { Route } from "./+types/reset-password";

export const meta = () => [
  { title: "Choose a new password · Vanaushadhi" },
  { name: "description", content: "Set a new password for your Vanaushadhi account." },
  { name: "robots", content: "noindex" },
];

export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const { token, password } = parseInput(resetPasswordSchema, await readForm(request));
    await resetPassword(context, token, password);
    return { ok: true, message: "Your password has been changed. You can now sign in with it." };
  });

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useSchemaCheck(resetPasswordSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result) ?? errors.token;

  if (result?.ok) {
    return (
      <AuthCard title="Password changed" subtitle="Your account is safe with its new password.">
        <Notice kind="success">{result.message!}</Notice>
        <ButtonLink to="/signin" className="mt-6 w-full">
          Sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. The link in your e-mail works once, for 1 hour."
    >
      {!token ? (
        <Notice kind="error">This reset link is invalid or has expired.</Notice>
      ) : (
        <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          {refusal && <Notice kind="error">{refusal}</Notice>}
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Set new password"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          Send a new link
        </Link>
      </p>
    </AuthCard>
  );
}

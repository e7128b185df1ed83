import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { resetPasswordSchema } from "#domain/schemas/account.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { resetPassword } from "#server/services/identity.ts";
import { AuthCard } from "../components/layout/auth-card.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { Field } from "../components/ui/field.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { type FormResult, useSchemaCheck } from "../lib/forms.ts";
import type { Route } from "./+types/reset-password";

export const meta = () => [
  { title: "Choose a new password · Vanaushadhi" },
  { name: "description", content: "Set a new password for your Vanaushadhi account." },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<FormResult>({ fields: fieldErrors(parsed.error) }, 400);
  const result = await resetPassword(context, parsed.data.token, parsed.data.password);
  if (!result.ok) return data<FormResult>({ error: result.error }, result.status);
  return data<FormResult>({ ok: true, message: "Your password has been changed. You can now sign in with it." });
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useSchemaCheck(resetPasswordSchema);
  const errors = { ...result?.fields, ...check.errors };

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
          {(result?.error ?? errors.token) && <Notice kind="error">{result?.error ?? errors.token!}</Notice>}
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

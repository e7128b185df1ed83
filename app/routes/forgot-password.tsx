import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { forgotPasswordSchema } from "#domain/schemas/account.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { TOO_MANY_REQUESTS } from "#server/api/identity.ts";
import { requestPasswordReset } from "#server/services/identity.ts";
import { AuthCard } from "../components/layout/auth-card.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field } from "../components/ui/field.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { type FormResult, useSchemaCheck } from "../lib/forms.ts";
import { useTimedNotice } from "../lib/use-timed-flag.ts";
import type { Route } from "./+types/forgot-password";

export const meta = () => [
  { title: "Reset your password · Vanaushadhi" },
  { name: "description", content: "Get a link by e-mail to choose a new password for your Vanaushadhi account." },
];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<FormResult>({ fields: fieldErrors(parsed.error) }, 400);
  if (!context.authLimiter.hit(context.clientIp)) return data<FormResult>({ error: TOO_MANY_REQUESTS }, 429);
  const result = await requestPasswordReset(context, parsed.data.email);
  if (!result.ok) return data<FormResult>({ error: result.error }, result.status);
  return data<FormResult>({ ok: true, message: "Password reset email sent successfully!", at: Date.now() });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(forgotPasswordSchema);
  const errors = { ...result?.fields, ...check.errors };
  const showSuccess = useTimedNotice(result?.at);

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
    >
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        {result?.error && <Notice kind="error">{result.error}</Notice>}
        {showSuccess && result?.message && <Notice kind="success">{result.message}</Notice>}
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

import { Form, Link, useActionData, useNavigation } from "react-router";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { useDelayedNavigate } from "#app/lib/use-delayed-navigate.ts";
import { signUpSchema } from "#domain/schemas/account.ts";
import { signUpWithPassword } from "#server/services/identity.ts";
import { cookieHeaders } from "#server/session.ts";
import { parseInput } from "#server/validation.ts";
import type { Route } from "./+types/signup";

export const meta = () => [
  { title: "Create your account · Vanaushadhi" },
  {
    name: "description",
    content: "Join Vanaushadhi to order Ayurvedic plants and herbal products delivered across India.",
  },
];

export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const input = parseInput(signUpSchema, await readForm(request));
    const cookies = await signUpWithPassword(context, input, { headers: request.headers, ip: context.clientIp });
    return {
      ok: true,
      message: "User signed up successfully!",
      redirectTo: "/profile",
      headers: cookieHeaders(cookies),
    };
  });

export default function SignUp() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(signUpSchema);
  const errors = { ...result?.fields, ...check.errors };
  const refusal = formError(result);
  useDelayedNavigate(result?.ok ? result.redirectTo : undefined);

  return (
    <AuthCard title="Create your account" subtitle="Save addresses, check out faster and follow every order.">
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        <Field label="Full name" name="fullName" autoComplete="name" required error={errors.fullName} />
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={errors.password}
        />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        {refusal && <Notice kind="error">{refusal}</Notice>}
        {result?.ok && result.message && <Notice kind="success">{result.message}</Notice>}
        <Button type="submit" disabled={busy || result?.ok}>
          {busy ? "Signing up..." : "Sign up"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{" "}
        <Link to="/signin" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { signUpSchema } from "#domain/schemas/account.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { TOO_MANY_REQUESTS } from "#server/api/identity.ts";
import { signUpWithPassword } from "#server/services/identity.ts";
import { cookieHeaders } from "#server/session.ts";
import { AuthCard } from "../components/layout/auth-card.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field } from "../components/ui/field.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { type FormResult, useSchemaCheck } from "../lib/forms.ts";
import { useDelayedNavigate } from "../lib/use-delayed-navigate.ts";
import type { Route } from "./+types/signup";

export const meta = () => [
  { title: "Create your account · Vanaushadhi" },
  {
    name: "description",
    content: "Join Vanaushadhi to order Ayurvedic plants and herbal products delivered across India.",
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = signUpSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<FormResult>({ fields: fieldErrors(parsed.error) }, 400);
  if (!context.authLimiter.hit(context.clientIp)) return data<FormResult>({ error: TOO_MANY_REQUESTS }, 429);
  const result = await signUpWithPassword(context, parsed.data, { headers: request.headers, ip: context.clientIp });
  if (!result.ok) return data<FormResult>({ error: result.error }, result.status);
  return data<FormResult>(
    { ok: true, message: "User signed up successfully!", redirectTo: "/profile" },
    { headers: cookieHeaders(result.cookies) },
  );
}

export default function SignUp() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(signUpSchema);
  const errors = { ...result?.fields, ...check.errors };
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
        {result?.error && <Notice kind="error">{result.error}</Notice>}
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

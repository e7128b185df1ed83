import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { signInSchema } from "#domain/schemas/account.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { signInWithPassword } from "#server/services/identity.ts";
import { TOO_MANY_ATTEMPTS } from "#server/services/login-guard.ts";
import { cookieHeaders, safeRedirect } from "#server/session.ts";
import { AuthCard } from "../components/layout/auth-card.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field } from "../components/ui/field.tsx";
import { Notice } from "../components/ui/notice.tsx";
import type { FormResult } from "../lib/forms.ts";
import { useSchemaCheck } from "../lib/forms.ts";
import { useDelayedNavigate } from "../lib/use-delayed-navigate.ts";
import type { Route } from "./+types/signin";

export const meta = () => [
  { title: "Log in · Vanaushadhi" },
  {
    name: "description",
    content: "Sign in to your Vanaushadhi account to check out, track orders and manage addresses.",
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data<FormResult>({ fields: fieldErrors(parsed.error) }, 400);
  if (!context.authLimiter.hit(context.clientIp)) return data<FormResult>({ error: TOO_MANY_ATTEMPTS }, 429);
  const result = await signInWithPassword(context, parsed.data, { headers: request.headers, ip: context.clientIp });
  if (!result.ok) return data<FormResult>({ error: result.error }, result.status);
  return data<FormResult>(
    { ok: true, message: "User signed in successfully!", redirectTo: safeRedirect(form.redirectTo) },
    { headers: cookieHeaders(result.cookies) },
  );
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const check = useSchemaCheck(signInSchema);
  const errors = { ...result?.fields, ...check.errors };
  useDelayedNavigate(result?.ok ? result.redirectTo : undefined);

  return (
    <AuthCard title="Welcome back" subtitle="Log in to check out, follow your orders and keep your addresses.">
      <Form method="post" noValidate onSubmit={check.onSubmit} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-leaf-700 hover:underline dark:text-leaf-300">
            Forgot password?
          </Link>
        </div>
        {result?.error && <Notice kind="error">{result.error}</Notice>}
        {result?.ok && result.message && <Notice kind="success">{result.message}</Notice>}
        <Button type="submit" disabled={busy || result?.ok}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        New to Vanaushadhi?{" "}
        <Link to="/signup" className="font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}

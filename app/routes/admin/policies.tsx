import { message } from "#domain/i18n/message.ts";
import { ExternalLink } from "lucide-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { POLICY_KEYS, POLICY_PAGES } from "#domain/policies.ts";
import { POLICY_MAX, policiesSchema } from "#domain/schemas/policies.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { useFocusFirstInvalid } from "#app/lib/use-focus-first-invalid.ts";
import { metaTranslator, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { savePoliciesCase } from "#server/features/settings/use-cases.ts";
import { SettingsNav } from "#app/components/admin/settings-nav.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { Route } from "./+types/policies";
import { Trans } from "#app/components/ui/trans.tsx";

export const POLICIES_SAVED = message("settings.policies.saved");

/** As the admin layout's, in the page's language (a route's `meta` replaces its parent's). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "adminCatalogue");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  return { policies: await context.settings.policies() };
}

/** PUT /api/admin/policies's use case, run for the page; the pages show the new text at once. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    await runUseCase(savePoliciesCase, { context, request }, await readForm(request));
    return { ok: true, message: POLICIES_SAVED };
  });

export default function AdminPolicies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("adminCatalogue");
  const tm = useMessageText();
  const { policies } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(policiesSchema);
  const form = useFocusFirstInvalid(result, check.refusals);
  // The schema's messages (browser and server alike) are message refs.
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries({ ...result?.fields, ...check.errors }).map(([name, text]) => [name, tm(text)]),
  );
  const saved = useTimedNotice(result?.ok ? result.at : undefined);
  const problem = formError(result);
  return (
    <div>
      <SettingsNav />
      <Form
        ref={form}
        method="post"
        noValidate
        onSubmit={check.onSubmit}
        className="grid gap-6"
        aria-label={t("policies.form")}
      >
        <p className="rounded-xl bg-leaf-50 px-4 py-3 text-sm dark:bg-night-surface">
          <Trans t={t} i18nKey="policies.help" components={{ code: <code /> }} />
        </p>
        {POLICY_KEYS.map((key) => {
          const title = t(`policies.title.${key}`);
          return (
            <fieldset
              key={key}
              className="grid gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-6 dark:bg-night-surface dark:ring-white/5"
            >
              <legend className="sr-only">{title}</legend>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-serif text-xl font-semibold text-leaf-900 dark:text-leaf-100">{title}</h2>
                <Link
                  to={POLICY_PAGES[key].path}
                  target="_blank"
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline dark:text-leaf-300"
                >
                  {t("policies.view", { path: POLICY_PAGES[key].path })} <ExternalLink className="size-4" aria-hidden />
                </Link>
              </div>
              <TextAreaField
                label={t("policies.field", { title })}
                name={key}
                rows={14}
                maxLength={POLICY_MAX}
                defaultValue={policies?.[key]}
                className="[&_textarea]:font-mono [&_textarea]:text-[13px]"
                error={errors[key]}
              />
            </fieldset>
          );
        })}
        {problem && <Notice kind="error">{problem}</Notice>}
        {saved && <Notice kind="success">{t("policies.saved")}</Notice>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy ? t("policies.saving") : t("policies.save")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

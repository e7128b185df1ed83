import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { message } from "#domain/i18n/message.ts";
import { AuthCard } from "#app/components/layout/auth-card.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError } from "#app/lib/forms.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { unsubscribeStockAlertsCase } from "#server/features/stock-alerts/use-cases.ts";
import type { Route } from "./+types/stock-alerts-unsubscribe";

/** A link without its token: nothing to stop. */
const INVALID_LINK = message("stockAlert.unsubscribe.invalid");

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "info");
  return [{ title: t("unsubscribe.meta.title") }, { name: "robots", content: "noindex" }];
}

/** POST /api/stock-alerts/unsubscribe's use case; told in the page's language. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const done = await runUseCase(unsubscribeStockAlertsCase, { context, request }, await readForm(request));
    return { ok: true, message: message("stockAlert.unsubscribed", { email: done.email }) };
  });

/**
 * A back-in-stock mail's unsubscribe link (docs/product/catalogue.md#back-in-stock). Opening it
 * changes nothing: the page asks, and its button POSTs. Mail scanners and link previews open
 * the links of a mail by themselves, and must not unsubscribe anyone. No sign-in: the link's
 * token is the proof.
 */
export default function StockAlertUnsubscribe() {
  const { t } = useTranslation("info");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const refusal = formError(result) ?? result?.fields?.token;
  const done = result?.ok ? result.message : undefined;
  return (
    <AuthCard title={t("unsubscribe.title")} subtitle={done ? t("unsubscribe.doneText") : t("unsubscribe.text")}>
      {done ? (
        <Notice kind="success">{done}</Notice>
      ) : !token ? (
        <Notice kind="error">{INVALID_LINK}</Notice>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="token" value={token} />
          {refusal && <Notice kind="error">{refusal}</Notice>}
          <Button type="submit" disabled={busy}>
            {busy ? t("unsubscribe.stopping") : t("unsubscribe.button")}
          </Button>
        </Form>
      )}
      <ButtonLink to="/plants" variant="outline" className="mt-6 w-full">
        {t("unsubscribe.continue")}
      </ButtonLink>
    </AuthCard>
  );
}

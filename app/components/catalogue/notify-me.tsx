import { BellRing } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { FieldFrame } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { type FormResult, formError } from "#app/lib/form-result.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { useUser } from "#app/lib/use-user.ts";

/**
 * 'Notify me' on an out-of-stock variant (docs/product/catalogue.md#back-in-stock): one click for a
 * signed-in customer, an e-mail address from a visitor. A POST to the product page's action
 * (intent `notify`); with JavaScript a fetcher, so the page stays where it is, and without it an
 * ordinary form whose answer the page shows. Keyed by the variant: each has its own.
 */
export function NotifyMe({ productId, variantId }: { productId: string; variantId: string }) {
  const { t } = useTranslation("catalogue");
  const tm = useMessageText();
  const user = useUser();
  const fetcher = useFetcher<FormResult>();
  const pageResult = useActionData<FormResult>();
  const result = fetcher.data ?? pageResult;
  const busy = fetcher.state !== "idle";
  // The address is checked by the server's schema (its message comes back beside the field): the
  // product page's JavaScript stays without zod.
  const emailError = result?.fields?.email && tm(result.fields.email);
  const refusal = formError(result);
  const button = (
    <Button type="submit" disabled={busy} className="min-h-11 shrink-0">
      <BellRing className="size-4" aria-hidden />
      {busy ? t("notify.saving") : t("notify.button")}
    </Button>
  );
  return (
    <section
      aria-labelledby="notify-me"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-terracotta-500/25 dark:bg-night-surface dark:ring-terracotta-300/25"
      data-testid="notify-me"
    >
      <h2 id="notify-me" className="flex items-center gap-2 font-sans text-base font-semibold">
        <BellRing className="size-5 text-terracotta-600 dark:text-terracotta-300" aria-hidden /> {t("notify.heading")}
      </h2>
      {result?.ok && result.message ? (
        <Notice kind="success" className="mt-3">
          {result.message}
        </Notice>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink/80 dark:text-night-text/80">
            {user ? t("notify.customer", { email: user.email }) : t("notify.visitor")}
          </p>
          <fetcher.Form
            method="post"
            noValidate
            preventScrollReset
            className="mt-3 max-w-md"
            aria-label={t("notify.heading")}
          >
            <input type="hidden" name="intent" value="notify" />
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="variantId" value={variantId} />
            {user ? (
              button
            ) : (
              <FieldFrame label={t("notify.email")} error={emailError}>
                {(control) => (
                  <div className="flex flex-wrap gap-2">
                    <input
                      {...control}
                      className={cn(control.className, "min-h-11 min-w-0 flex-1 basis-52")}
                      name="email"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      maxLength={254}
                      placeholder={t("notify.emailPlaceholder")}
                    />
                    {button}
                  </div>
                )}
              </FieldFrame>
            )}
          </fetcher.Form>
          {refusal && (
            <Notice kind="error" className="mt-3">
              {refusal}
            </Notice>
          )}
        </>
      )}
    </section>
  );
}

import { Truck } from "lucide-react";
import { useFetcher } from "react-router";
import type { DeliveryAnswer } from "#domain/delivery.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { TranslatedFieldFrame } from "#app/components/ui/field.tsx";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import { formatDayMonth } from "#domain/india/time.ts";

/**
 * 'PIN code' and 'Check' (docs/product/addresses.md#delivery-estimate): a GET form to the product page itself, whose
 * loader answers `?pin=`. Without JavaScript it is an ordinary page load; with it, a fetcher
 * asks the same loader and the page stays where it is. The chosen variant travels along, so a
 * page loaded without JavaScript still shows it.
 */
export function DeliveryCheck({
  slug,
  variantId,
  initial,
}: {
  slug: string;
  variantId: string | null;
  initial: DeliveryAnswer | null;
}) {
  const { t } = useTranslation("catalogue");
  const locale = useLocale();
  const fetcher = useFetcher<{ delivery: DeliveryAnswer | null }>();
  const answer = fetcher.data?.delivery ?? initial;
  const busy = fetcher.state !== "idle";
  const error = answer && "error" in answer ? answer.error : undefined;
  return (
    <section
      aria-labelledby="delivery-check"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5"
    >
      <h2 id="delivery-check" className="flex items-center gap-2 font-sans text-base font-semibold">
        <Truck className="size-5 text-leaf-700 dark:text-leaf-300" aria-hidden /> {t("delivery.heading")}
      </h2>
      <fetcher.Form method="get" action={`/plant/${slug}`} className="mt-3 max-w-md" aria-label={t("delivery.heading")}>
        <TranslatedFieldFrame label={t("delivery.pin")} error={error}>
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                className={cn(control.className, "min-h-11 min-w-0 flex-1")}
                name="pin"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={7}
                placeholder={t("delivery.pinPlaceholder")}
                defaultValue={initial?.pin}
              />
              <Button type="submit" variant="outline" disabled={busy} className="min-h-11 shrink-0">
                {busy ? t("delivery.checking") : t("delivery.check")}
              </Button>
            </div>
          )}
        </TranslatedFieldFrame>
        {variantId !== null && <input type="hidden" name="variant" value={variantId} />}
      </fetcher.Form>
      <p aria-live="polite" className="mt-2 text-sm font-semibold text-leaf-800 empty:hidden dark:text-leaf-200">
        {answer && "latest" in answer ? t("delivery.by", { date: formatDayMonth(answer.latest, locale) }) : ""}
      </p>
    </section>
  );
}

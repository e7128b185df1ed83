import { useId } from "react";
import { PAYMENT_METHOD_OPTION_NAMES, PAYMENT_METHOD_OPTIONS, type PaymentMethodOption } from "#domain/payments.ts";
import { type TFunction, useMessageText, useTranslation } from "#app/lib/i18n.ts";

type AdminKey = Parameters<TFunction<"adminCatalogue">>[0];

/** What each method means for the owner: Card above all, which records a card nobody charges. */
const HINTS: Readonly<Record<PaymentMethodOption, AdminKey>> = {
  "Cash on Delivery": "settings.paymentMethod.cashOnDeliveryHint",
  UPI: "settings.paymentMethod.upiHint",
  Card: "settings.paymentMethod.cardHint",
  "Pay online": "settings.paymentMethod.payOnlineHint",
};

const fieldName = (index: number) => `paymentMethods.${index}`;

/**
 * The settings' `paymentMethods` as checkboxes `paymentMethods.0…3`
 * (docs/product/payments.md#payment-method-settings). 'Pay online' cannot be ticked until the
 * Razorpay keys are set; the owner's choice of it is kept meanwhile.
 */
export function PaymentMethodChoices({
  chosen,
  onlineConfigured,
  error,
}: {
  chosen: readonly PaymentMethodOption[];
  onlineConfigured: boolean;
  /** The field's message, in the page's language. */
  error: string | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const tm = useMessageText();
  const id = useId();
  return (
    <div className="grid gap-4 sm:col-span-2">
      {/* Sent first: with nothing ticked the list is empty, and refused, rather than absent (the default). */}
      <input type="hidden" name="paymentMethods" value="" />
      {PAYMENT_METHOD_OPTIONS.map((option, index) => {
        const name = fieldName(index);
        const hintId = `${id}${index}`;
        const unavailable = option === "Pay online" && !onlineConfigured;
        return (
          <div key={option} className="grid">
            <label className="inline-flex min-h-11 items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                disabled={unavailable}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                className="size-5 rounded accent-leaf-700 dark:accent-leaf-400"
              />
              {tm(PAYMENT_METHOD_OPTION_NAMES[option])}
            </label>
            <p id={hintId} className="ps-8 text-xs text-ink/70 dark:text-night-text/70">
              {t(HINTS[option])}
              {unavailable && <> {t("settings.paymentMethod.payOnlineUnavailable")}</>}
            </p>
            {unavailable && chosen.includes(option) && <input type="hidden" name={name} value={option} />}
          </div>
        );
      })}
      {error && <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{error}</p>}
    </div>
  );
}

import { Form, useNavigation } from "react-router";
import { paymentReferenceSchema } from "#domain/schemas/order.ts";
import type { UpiPaymentView } from "#domain/views/orders.ts";
import { formError, type FormResult, useSchemaCheck } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Trans } from "#app/components/ui/trans.tsx";

/**
 * Paying a UPI order (docs/product/payments.md#paying-by-upi): scan the QR code with any UPI
 * app, or on the phone itself tap the link that opens one; then tell the 12-digit UTR the app showed. Works without
 * JavaScript: the QR code is drawn on the server and the form posts to the page.
 */
export function UpiPaymentPanel({
  payment,
  utr,
  windowMinutes,
  result,
}: {
  payment: UpiPaymentView;
  utr: string | null;
  windowMinutes: number;
  result: FormResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const check = useSchemaCheck(paymentReferenceSchema);
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = { ...result?.fields, ...check.errors };
  const utrError = errors.utr && tm(errors.utr);
  const problem = formError(result);
  return (
    <section
      aria-labelledby="pay-by-upi"
      className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-turmeric-500/40 sm:grid-cols-[auto_1fr] sm:p-6 dark:bg-night-surface"
      data-testid="upi-payment"
    >
      <img
        src={payment.qrCode}
        alt={t("upi.qrAlt", { payee: payment.payee })}
        width={200}
        height={200}
        className="mx-auto size-48 rounded-2xl bg-white p-2 sm:size-52"
      />
      <div className="grid content-start gap-3">
        <h2 id="pay-by-upi" className="font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          <Trans t={t} i18nKey="upi.heading" components={{ amount: <Money paise={payment.amountPaise} /> }} />
        </h2>
        <p className="text-sm text-ink/80 dark:text-night-text/80">
          {t("upi.instructions", { minutes: windowMinutes })}
        </p>
        <a href={payment.uri} className={buttonClass("accent", "min-h-11 justify-self-start")}>
          {t("upi.openApp")}
        </a>
        <Form method="post" noValidate onSubmit={check.onSubmit} className="mt-2 grid gap-3 sm:max-w-sm">
          <input type="hidden" name="intent" value="utr" />
          <Field
            label={t("upi.utrLabel")}
            name="utr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={utr ?? ""}
            error={utrError}
          />
          {problem && <Notice kind="error">{problem}</Notice>}
          <Button type="submit" disabled={busy} className="min-h-11 justify-self-start">
            {busy ? t("upi.sending") : t("upi.paid")}
          </Button>
        </Form>
      </div>
    </section>
  );
}

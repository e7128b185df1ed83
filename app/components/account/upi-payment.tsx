import { CircleCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { PAYMENT_STATUS_NAMES, PAYMENT_SUBMITTED } from "#domain/payments.ts";
import { paymentReferenceSchema } from "#domain/schemas/order.ts";
import type { UpiPaymentView } from "#domain/views/orders.ts";
import { formError, type FormResult, useSchemaCheck } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { HintedField } from "#app/components/admin/form-fields.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { Trans } from "#app/components/ui/trans.tsx";

const PANEL = "rounded-3xl bg-white p-5 shadow-sm sm:p-6 dark:bg-night-surface";

/**
 * Paying a UPI order (docs/product/payments.md#paying-by-upi): on the phone itself tap the link
 * that opens a UPI app, or scan the QR code from another device; then tell the 12-digit UTR the
 * app showed. Once a UTR is given, only what happens next is shown, the form folded away for a
 * correction. Works without JavaScript: the QR code is drawn on the server and the form posts to
 * the page.
 */
export function UpiPaymentPanel({
  payment,
  utr,
  submitted,
  windowMinutes,
  result,
}: {
  payment: UpiPaymentView;
  utr: string | null;
  /** The customer has given a UTR (`Payment submitted`): the shop is checking it. */
  submitted: boolean;
  windowMinutes: number;
  result: FormResult | undefined;
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  if (submitted && utr)
    return (
      <section
        aria-labelledby="upi-submitted"
        className={cn(PANEL, "ring-1 ring-leaf-500/30")}
        data-testid="upi-submitted"
      >
        <h2
          id="upi-submitted"
          className="flex items-center gap-2 font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100"
        >
          <CircleCheck className="size-6 shrink-0 text-leaf-600 dark:text-leaf-300" aria-hidden />
          {tm(PAYMENT_STATUS_NAMES[PAYMENT_SUBMITTED])}
        </h2>
        <p className="mt-2 text-sm">
          {t("order.utr")} <span className="tabular font-semibold">{utr}</span>
        </p>
        <p className="mt-2 text-sm text-ink/80 dark:text-night-text/80">{t("upi.submittedNext")}</p>
        {/* Open again after a refused correction, so its message is seen. */}
        <details className="mt-3 text-sm" open={result?.ok === false}>
          <summary className="cursor-pointer py-3 font-medium text-leaf-800 underline-offset-2 hover:underline dark:text-leaf-200">
            {t("upi.correct")}
          </summary>
          <UtrForm utr={utr} result={result} className="mt-1" />
        </details>
      </section>
    );
  return (
    <section
      aria-labelledby="pay-by-upi"
      className={cn(PANEL, "grid gap-5 ring-1 ring-turmeric-500/40 sm:grid-cols-[auto_1fr]")}
      data-testid="upi-payment"
    >
      {/* Read first on a phone, where the app is one tap away; beside the QR code on a wider screen. */}
      <div className="grid content-start gap-3 sm:col-start-2 sm:row-start-1">
        <h2 id="pay-by-upi" className="font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          <Trans t={t} i18nKey="upi.heading" components={{ amount: <Money paise={payment.amountPaise} /> }} />
        </h2>
        <p className="text-sm text-ink/80 dark:text-night-text/80">
          {t("upi.instructions", { minutes: windowMinutes })}
        </p>
        <a href={payment.uri} className={buttonClass("accent", "min-h-11 justify-self-start")}>
          {t("upi.openApp")}
        </a>
      </div>
      {/* For paying from another device: after the app's link on a phone, on the left beside it on a wider screen. */}
      <img
        src={payment.qrCode}
        alt={t("upi.qrAlt", { payee: payment.payee })}
        width={200}
        height={200}
        className="mx-auto size-48 rounded-2xl bg-white p-2 sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:size-52"
      />
      <UtrForm utr={utr} result={result} className="sm:col-start-2 sm:row-start-2" />
    </section>
  );
}

/** The UTR and 'I have paid': where to find the UTR is said before any mistake is. */
function UtrForm({
  utr,
  result,
  className,
}: {
  utr: string | null;
  result: FormResult | undefined;
  className: string;
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const check = useSchemaCheck(paymentReferenceSchema);
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = { ...result?.fields, ...check.errors };
  const utrError = errors.utr && tm(errors.utr);
  const problem = formError(result);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={check.onSubmit}
      onChange={check.onChange}
      className={cn("grid content-start gap-3 sm:max-w-sm", className)}
    >
      <input type="hidden" name="intent" value="utr" />
      {/* No maxLength: a UTR pasted as '4321 5678 9012' must arrive whole; the schema keeps its digits. */}
      <HintedField
        label={t("upi.utrLabel")}
        hint={t("upi.utrHint")}
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={utr ?? ""}
        error={utrError}
      />
      {problem && <Notice kind="error">{problem}</Notice>}
      <Button type="submit" disabled={busy} className="min-h-11 justify-self-start">
        {busy ? t("upi.sending") : t("upi.paid")}
      </Button>
    </Form>
  );
}

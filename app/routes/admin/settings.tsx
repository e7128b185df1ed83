import { message } from "#domain/i18n/message.ts";
import { useActionData, useNavigation, Form } from "react-router";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#domain/social-networks.ts";
import { DEFAULT_UNPAID_ORDER_LIMITS } from "#domain/order-limits.ts";
import { DEFAULT_RETURN_WINDOW_DAYS } from "#domain/returns.ts";
import { chosenPaymentMethods } from "#domain/payments.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { useFocusFirstInvalid } from "#app/lib/use-focus-first-invalid.ts";
import { saveShopSettingsCase } from "#server/features/settings/use-cases.ts";
import { paymentSetup } from "#server/features/payments/payment-setup.ts";
import { CheckboxField } from "#app/components/admin/form-fields.tsx";
import { PaymentMethodChoices } from "#app/components/admin/payment-method-choices.tsx";
import { SettingsNav } from "#app/components/admin/settings-nav.tsx";
import { StateField } from "#app/components/shop/state-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { Route } from "./+types/settings";

export const SETTINGS_SAVED = message("settings.saved");

/** As the admin layout's, in the page's language (a route's `meta` replaces its parent's). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "adminCatalogue");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const settings = await context.settings.shop();
  const setup = paymentSetup(context.config);
  return {
    settings,
    paymentMethods: chosenPaymentMethods(settings, setup.demoData),
    onlineConfigured: setup.onlineConfigured,
  };
}

/** PUT /api/admin/settings's use case, run for the page; every page shows the change at once. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    await runUseCase(saveShopSettingsCase, { context, request }, await readForm(request));
    return { ok: true, message: SETTINGS_SAVED };
  });

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:grid-cols-2 sm:p-6 dark:bg-night-surface dark:ring-white/5">
      <legend className="sr-only">{title}</legend>
      <div className="sm:col-span-2">
        <h2 className="font-serif text-xl font-semibold text-leaf-900 dark:text-leaf-100">{title}</h2>
        <p className="text-sm text-ink/75 dark:text-night-text/75">{hint}</p>
      </div>
      {children}
    </fieldset>
  );
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("adminCatalogue");
  const tm = useMessageText();
  const s = loaderData.settings;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(shopSettingsSchema);
  const form = useFocusFirstInvalid(result, check.refusals);
  // The schema's messages (browser and server alike) are message refs.
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries({ ...result?.fields, ...check.errors }).map(([name, text]) => [name, tm(text)]),
  );
  const saved = useTimedNotice(result?.ok ? result.at : undefined);
  const officer = s?.grievanceOfficer;
  const problem = formError(result);

  return (
    <>
      <SettingsNav />
      <Form
        ref={form}
        method="post"
        noValidate
        onSubmit={check.onSubmit}
        className="grid gap-6"
        aria-label={t("settings.form")}
      >
        {!s && (
          <p className="rounded-xl bg-turmeric-300/40 px-4 py-3 text-sm font-medium text-ink dark:bg-turmeric-500/20 dark:text-night-text">
            {t("settings.none")}
          </p>
        )}
        <Section title={t("settings.business")} hint={t("settings.businessHint")}>
          <Field
            label={t("settings.legalName")}
            name="legalName"
            defaultValue={s?.legalName}
            required
            error={errors.legalName}
          />
          <Field
            label={t("settings.tradeName")}
            name="tradeName"
            defaultValue={s?.tradeName}
            required
            error={errors.tradeName}
          />
          <Field
            label={t("settings.gstin")}
            name="gstin"
            defaultValue={s?.gstin}
            required
            autoCapitalize="characters"
            maxLength={15}
            error={errors.gstin}
          />
          <Field
            label={t("settings.invoicePrefix")}
            name="invoicePrefix"
            defaultValue={s?.invoicePrefix}
            required
            maxLength={4}
            error={errors.invoicePrefix}
          />
        </Section>
        <Section title={t("settings.addressSection")} hint={t("settings.addressHint")}>
          <Field
            label={t("settings.address")}
            name="address"
            defaultValue={s?.address}
            required
            className="sm:col-span-2"
            error={errors.address}
          />
          <Field label={t("settings.city")} name="city" defaultValue={s?.city} required error={errors.city} />
          <StateField name="state" defaultValue={s?.state ?? ""} required error={errors.state} />
          <Field
            label={t("settings.pin")}
            name="pin"
            inputMode="numeric"
            maxLength={6}
            defaultValue={s?.pin}
            required
            error={errors.pin}
          />
        </Section>
        <Section title={t("settings.contact")} hint={t("settings.contactHint")}>
          <Field
            label={t("settings.email")}
            name="email"
            type="email"
            defaultValue={s?.email}
            required
            error={errors.email}
          />
          <Field
            label={t("settings.phone")}
            name="phone"
            type="tel"
            defaultValue={s?.phone}
            required
            error={errors.phone}
          />
        </Section>
        <Section title={t("settings.social")} hint={t("settings.socialHint")}>
          {(Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).map((network) => (
            <Field
              key={network}
              label={SOCIAL_NETWORKS[network].label}
              name={`social.${network}`}
              type="url"
              inputMode="url"
              placeholder={t("settings.socialPlaceholder", { host: SOCIAL_NETWORKS[network].hosts[0] })}
              defaultValue={s?.social[network]}
              error={errors[`social.${network}`]}
            />
          ))}
        </Section>
        <Section title={t("settings.upi")} hint={t("settings.upiHint")}>
          <Field label={t("settings.upiId")} name="upiId" defaultValue={s?.upiId} required error={errors.upiId} />
          <Field
            label={t("settings.upiName")}
            name="upiName"
            defaultValue={s?.upiName}
            required
            error={errors.upiName}
          />
        </Section>
        <Section title={t("settings.paymentMethods")} hint={t("settings.paymentMethodsHint")}>
          <PaymentMethodChoices
            chosen={loaderData.paymentMethods}
            onlineConfigured={loaderData.onlineConfigured}
            error={errors.paymentMethods}
          />
        </Section>
        <Section title={t("settings.delivery")} hint={t("settings.deliveryHint")}>
          <Field
            label={t("settings.deliveryFee")}
            name="deliveryFee"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={s?.deliveryFee ?? 0}
            error={errors.deliveryFee}
          />
          <Field
            label={t("settings.freeDeliveryAbove")}
            name="freeDeliveryAbove"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={s?.freeDeliveryAbove ?? ""}
            error={errors.freeDeliveryAbove}
          />
          <CheckboxField
            label={t("settings.pricesIncludeTax")}
            name="pricesIncludeTax"
            defaultChecked={s?.pricesIncludeTax ?? false}
          />
          <Field
            label={t("settings.returnWindowDays")}
            name="returnWindowDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            step={1}
            defaultValue={s?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS}
            error={errors.returnWindowDays}
          />
        </Section>
        <Section title={t("settings.officer")} hint={t("settings.officerHint")}>
          <Field
            label={t("settings.officerName")}
            name="grievanceOfficer.name"
            defaultValue={officer?.name}
            required
            error={errors["grievanceOfficer.name"]}
          />
          <Field
            label={t("settings.officerDesignation")}
            name="grievanceOfficer.designation"
            defaultValue={officer?.designation}
            required
            error={errors["grievanceOfficer.designation"]}
          />
          <Field
            label={t("settings.officerEmail")}
            name="grievanceOfficer.email"
            type="email"
            defaultValue={officer?.email}
            required
            error={errors["grievanceOfficer.email"]}
          />
          <Field
            label={t("settings.officerPhone")}
            name="grievanceOfficer.phone"
            type="tel"
            defaultValue={officer?.phone}
            required
            error={errors["grievanceOfficer.phone"]}
          />
        </Section>
        <Section title={t("settings.orderLimits")} hint={t("settings.orderLimitsHint")}>
          <Field
            label={t("settings.maxUnpaidRupees")}
            name="orderLimits.maxUnpaidRupees"
            type="number"
            inputMode="numeric"
            min={100}
            step={1}
            defaultValue={s?.orderLimits.maxUnpaidRupees ?? DEFAULT_UNPAID_ORDER_LIMITS.maxUnpaidRupees}
            error={errors["orderLimits.maxUnpaidRupees"]}
          />
          <Field
            label={t("settings.maxUnpaidUnitsPerProduct")}
            name="orderLimits.maxUnpaidUnitsPerProduct"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={
              s?.orderLimits.maxUnpaidUnitsPerProduct ?? DEFAULT_UNPAID_ORDER_LIMITS.maxUnpaidUnitsPerProduct
            }
            error={errors["orderLimits.maxUnpaidUnitsPerProduct"]}
          />
        </Section>
        {problem && <Notice kind="error">{problem}</Notice>}
        {saved && <Notice kind="success">{t("settings.saved")}</Notice>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy ? t("settings.saving") : t("settings.save")}
          </Button>
        </div>
      </Form>
    </>
  );
}

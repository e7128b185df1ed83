import { message } from "#domain/i18n/message.ts";
import { Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { COMPLAINT_MIN, complaintSchema } from "#domain/schemas/complaint.ts";
import { formAction, readForm } from "#app/lib/form-action.server.ts";
import { formError, useSchemaCheck } from "#app/lib/forms.ts";
import { metaTranslator, useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { useUser } from "#app/lib/use-user.ts";
import { runUseCase } from "#app/lib/use-case.server.ts";
import { registerComplaintCase } from "#server/features/complaints/use-cases.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { orderNumber } from "#domain/orders.ts";
import { getSessionUser } from "#server/features/accounts/session.ts";
import { listOrders } from "#server/features/orders/list-orders.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import type { Route } from "./+types/contact";

type OrderChoice = Route.ComponentProps["loaderData"]["orders"][number];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "info");
  return [{ title: t("contact.meta.title") }, { name: "description", content: t("contact.meta.description") }];
}

/**
 * The shop's contact details and its grievance officer, from the settings (null before there are
 * any); a signed-in customer's orders, to name one in a complaint by choosing it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [settings, user] = await Promise.all([context.settings.shop(), getSessionUser(context, request.headers)]);
  const orders = user ? await listOrders(context.db, { userId: user.id, limit: ORDER_CHOICES }) : [];
  return {
    orders: orders.map((o) => ({ number: orderNumber(o.id), date: o.created_at })),
    shop: settings && {
      tradeName: settings.tradeName,
      address: `${settings.address}, ${settings.city}, ${settings.state} ${settings.pin}`,
      email: settings.email,
      phone: settings.phone,
    },
    officer: settings?.grievanceOfficer ?? null,
  };
}

/** The complaint form: POST /api/complaints's use case (its rate limit included), acknowledged in the page's language. */
export const action = ({ request, context }: Route.ActionArgs) =>
  formAction(async () => {
    const complaint = await runUseCase(registerComplaintCase, { context, request }, await readForm(request));
    return { ok: true, message: message("complaint.registered", { ticket: complaint.ticket }) };
  });

/** The newest orders offered in the complaint form: enough for any customer's recent trouble. */
const ORDER_CHOICES = 50;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const card = "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-8 dark:bg-night-surface dark:ring-white/5";
const cardTitle = "font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100";
const linkClass = "inline-flex min-h-11 items-center gap-2 break-all font-medium hover:underline";

function ContactDetails({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("info");
  const { shop, officer } = loaderData;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="customer-care" className={card}>
        <h2 id="customer-care" className={cardTitle}>
          {t("contact.care")}
        </h2>
        <p className="mt-2 text-sm text-ink/80 dark:text-night-text/80">{t("contact.careText")}</p>
        {shop && (
          <ul className="mt-4 grid gap-1 text-sm">
            <li>
              <a href={`mailto:${shop.email}`} className={linkClass}>
                <Mail className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden /> {shop.email}
              </a>
            </li>
            <li>
              <a href={telHref(shop.phone)} className={linkClass}>
                <Phone className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden /> {shop.phone}
              </a>
            </li>
            <li className="flex items-start gap-2 py-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
              <span>
                {shop.tradeName}, {shop.address}
              </span>
            </li>
          </ul>
        )}
      </section>
      <section aria-labelledby="grievance-officer" className={card} data-testid="grievance-officer">
        <h2 id="grievance-officer" className={`${cardTitle} flex items-center gap-2`}>
          <ShieldCheck className="size-6 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />{" "}
          {t("contact.officer")}
        </h2>
        {officer ? (
          <>
            <p className="mt-3 text-lg font-semibold">{officer.name}</p>
            <p className="text-sm text-ink/80 dark:text-night-text/80">{officer.designation}</p>
            <ul className="mt-3 grid gap-1 text-sm">
              <li>
                <a href={`mailto:${officer.email}`} className={linkClass}>
                  <Mail className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden /> {officer.email}
                </a>
              </li>
              <li>
                <a href={telHref(officer.phone)} className={linkClass}>
                  <Phone className="size-4 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden /> {officer.phone}
                </a>
              </li>
            </ul>
          </>
        ) : (
          <p className="mt-3 text-sm">{t("contact.officerSoon")}</p>
        )}
        <p className="mt-4 text-sm text-ink/80 dark:text-night-text/80">{t("contact.rules")}</p>
      </section>
    </div>
  );
}

/** A signed-in customer picks one of their orders; anyone else types its number, if they have one. */
function OrderField({ orders, error }: { orders: OrderChoice[]; error: string | undefined }) {
  const { t } = useTranslation("info");
  const locale = useLocale();
  // Only a signed-in customer has orders here (the loader's).
  if (orders.length === 0)
    return (
      <Field
        label={t("contact.orderNumber")}
        name="orderNumber"
        autoCapitalize="characters"
        maxLength={20}
        placeholder={t("contact.orderPlaceholder")}
        error={error}
      />
    );
  return (
    <SelectField label={t("contact.orderChoice")} name="orderNumber" defaultValue="" error={error}>
      <option value="">{t("contact.noOrder")}</option>
      {orders.map((o) => (
        <option key={o.number} value={o.number}>
          {t("contact.orderOption", { number: o.number, date: formatDate(o.date, locale) })}
        </option>
      ))}
    </SelectField>
  );
}

function ComplaintForm({ orders }: { orders: OrderChoice[] }) {
  const { t } = useTranslation("info");
  const tm = useMessageText();
  const user = useUser();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const check = useSchemaCheck(complaintSchema);
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries({ ...result?.fields, ...check.errors }).map(([name, text]) => [name, text && tm(text)]),
  );
  const refusal = formError(result);
  return (
    <section aria-labelledby="complaint" className={card}>
      {/* The profile's 'Register a complaint' jumps here: clear of the sticky header. */}
      <h2 id="complaint" className={`${cardTitle} scroll-mt-24`}>
        {t("contact.complaint")}
      </h2>
      <p className="mt-2 text-sm text-ink/80 dark:text-night-text/80">{t("contact.complaintText")}</p>
      {/* A fresh, empty form after each complaint registered. */}
      <Form
        key={result?.ok ? result.at : "complaint"}
        method="post"
        preventScrollReset
        noValidate
        onSubmit={check.onSubmit}
        className="mt-6 grid gap-4"
        aria-label={t("contact.complaint")}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("contact.name")}
            name="name"
            autoComplete="name"
            required
            defaultValue={user?.fullName}
            error={errors.name}
          />
          <Field
            label={t("contact.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={user?.email}
            error={errors.email}
          />
        </div>
        <OrderField orders={orders} error={errors.orderNumber} />
        <TextAreaField
          label={t("contact.message")}
          name="message"
          rows={6}
          required
          minLength={COMPLAINT_MIN}
          error={errors.message}
        />
        {result?.ok && result.message && <Notice kind="success">{result.message}</Notice>}
        {refusal && <Notice kind="error">{refusal}</Notice>}
        <Button type="submit" disabled={busy} className="min-h-11 justify-self-start">
          {busy ? t("contact.submitting") : t("contact.submit")}
        </Button>
      </Form>
    </section>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("info");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">{t("contact.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink/80 dark:text-night-text/80">{t("contact.intro")}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <ContactDetails loaderData={loaderData} />
        <ComplaintForm orders={loaderData.orders} />
      </div>
    </div>
  );
}

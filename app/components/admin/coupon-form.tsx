import { TicketPercent } from "lucide-react";
import { useState } from "react";
import { indianDate } from "#domain/india/time.ts";
import { toRupees } from "#domain/money.ts";
import { type COUPON_KINDS, couponFormSchema } from "#domain/schemas/admin-coupon.ts";
import type { AdminCouponView } from "#domain/views/admin.ts";
import type { CouponStanding } from "#domain/promotions/coupon.ts";
import { Money } from "#app/components/shop/price.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import type { CatalogueAdminUi, EntryKind } from "./catalogue-tab.tsx";
import { CheckboxField, HintedField } from "./form-fields.tsx";

/** The coupons as the admin's table and dialog read them (docs/product/admin.md#coupons): no pictures. */
export const couponKind: EntryKind = { name: "coupons", formSchema: couponFormSchema, slots: [] };

type CouponKind = (typeof COUPON_KINDS)[number];

/** A stored moment as the form's date input shows it: its day in India. */
const dayOf = (iso: string | null) => (iso ? indianDate(new Date(iso)) : "");

/** `10%`, or `₹100.00`. */
function Discount({ coupon }: { coupon: AdminCouponView }) {
  const { t } = useTranslation("adminCatalogue");
  return coupon.kind === "percent" ? (
    <span className="tabular font-semibold">{t("coupons.percent", { value: coupon.value })}</span>
  ) : (
    <Money paise={coupon.value} className="font-semibold" />
  );
}

function MinSubtotal({ coupon }: { coupon: AdminCouponView }) {
  const { t } = useTranslation("adminCatalogue");
  return coupon.minSubtotalPaise > 0 ? <Money paise={coupon.minSubtotalPaise} /> : t("coupons.noMinimum");
}

/** Its first and last day, India's calendar. */
function Validity({ coupon }: { coupon: AdminCouponView }) {
  const { t } = useTranslation("adminCatalogue");
  const locale = useLocale();
  const from = coupon.startsAt && formatDate(coupon.startsAt, locale);
  const until = coupon.endsAt && formatDate(coupon.endsAt, locale);
  if (from && until) return t("coupons.between", { from, until });
  if (from) return t("coupons.from", { date: from });
  if (until) return t("coupons.until", { date: until });
  return t("coupons.anyTime");
}

function Uses({ coupon }: { coupon: AdminCouponView }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <span className="flex flex-col max-md:items-end">
      <span className="tabular">
        {coupon.maxUses === null
          ? t("coupons.usesUnlimited", { uses: coupon.uses })
          : t("coupons.usesOf", { uses: coupon.uses, max: coupon.maxUses })}
      </span>
      <span className="text-xs text-ink/70 dark:text-night-text/70">
        {t("coupons.perCustomer", { count: coupon.maxUsesPerCustomer })}
      </span>
    </span>
  );
}

const STANDING_CLASS: Record<CouponStanding, string> = {
  active: "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
  scheduled: "bg-turmeric-300 text-ink",
  off: "bg-ink/10 text-ink dark:bg-white/10 dark:text-night-text",
  expired: "bg-ink/10 text-ink dark:bg-white/10 dark:text-night-text",
  usedUp: "bg-ink/10 text-ink dark:bg-white/10 dark:text-night-text",
};

/** Whether a customer can use it now, and if not, why. */
function Standing({ coupon }: { coupon: AdminCouponView }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <span
      className={cn(
        "inline-flex whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold",
        STANDING_CLASS[coupon.standing],
      )}
    >
      {t(`coupons.standing.${coupon.standing}`)}
    </span>
  );
}

/** The coupon's terms. A saved coupon's code is read-only: orders hold it, so it never changes. */
function CouponFields({ entry: coupon, errors }: { entry: AdminCouponView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  const [kind, setKind] = useState<CouponKind>(coupon?.kind ?? "percent");
  const value = coupon ? (coupon.kind === "amount" ? toRupees(coupon.value) : coupon.value) : "";
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField
          label={t("coupon.code")}
          hint={coupon ? t("coupon.codeFixed") : t("coupon.codeHint")}
          name="code"
          defaultValue={coupon?.code ?? ""}
          readOnly={coupon !== null}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.code}
        />
        <SelectField
          label={t("coupon.kindLabel")}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as CouponKind)}
          error={errors.kind}
        >
          <option value="percent">{t("coupon.kindPercent")}</option>
          <option value="amount">{t("coupon.kindAmount")}</option>
        </SelectField>
        <Field
          label={kind === "percent" ? t("coupon.valuePercent") : t("coupon.valueAmount")}
          name="value"
          inputMode="decimal"
          defaultValue={value}
          required
          error={errors.value}
        />
        <HintedField
          label={t("coupon.minSubtotal")}
          hint={t("coupon.minSubtotalHint")}
          name="minSubtotal"
          inputMode="decimal"
          defaultValue={coupon && coupon.minSubtotalPaise > 0 ? toRupees(coupon.minSubtotalPaise) : ""}
          error={errors.minSubtotal}
        />
        <HintedField
          label={t("coupon.startsAt")}
          hint={t("coupon.startsAtHint")}
          name="startsAt"
          type="date"
          defaultValue={dayOf(coupon?.startsAt ?? null)}
          error={errors.startsAt}
        />
        <HintedField
          label={t("coupon.endsAt")}
          hint={t("coupon.endsAtHint")}
          name="endsAt"
          type="date"
          defaultValue={dayOf(coupon?.endsAt ?? null)}
          error={errors.endsAt}
        />
        <HintedField
          label={t("coupon.maxUses")}
          hint={t("coupon.maxUsesHint")}
          name="maxUses"
          inputMode="numeric"
          defaultValue={coupon?.maxUses ?? ""}
          error={errors.maxUses}
        />
        <HintedField
          label={t("coupon.maxUsesPerCustomer")}
          hint={t("coupon.maxUsesPerCustomerHint")}
          name="maxUsesPerCustomer"
          inputMode="numeric"
          defaultValue={coupon?.maxUsesPerCustomer ?? 1}
          error={errors.maxUsesPerCustomer}
        />
      </div>
      {/* A cleared checkbox sends nothing, which the schema reads as a new coupon's default (active). */}
      <input type="hidden" name="active" value="false" />
      <CheckboxField label={t("coupon.active")} name="active" value="true" defaultChecked={coupon?.active ?? true} />
    </>
  );
}

export const couponAdmin: CatalogueAdminUi<AdminCouponView> = {
  Icon: TicketPercent,
  titleSort: "code",
  columns: [
    { label: "coupons.column.discount", cell: (c) => <Discount coupon={c} /> },
    { label: "coupons.column.minSubtotal", cell: (c) => <MinSubtotal coupon={c} /> },
    { label: "coupons.column.valid", cell: (c) => <Validity coupon={c} /> },
    { label: "coupons.column.uses", sort: "uses", cell: (c) => <Uses coupon={c} /> },
    { label: "coupons.column.status", cell: (c) => <Standing coupon={c} /> },
  ],
  Fields: CouponFields,
};

import { Field } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The courier's details that come with 'Shipped' (docs/product/orders.md#tracking): one order's
 * in its dialog, or the same for every order the table's 'Change status' ships.
 */
export function TrackingFields({
  tracking,
  fields,
  required = true,
}: {
  tracking?: { courier: string; trackingNumber: string; trackingUrl: string | null } | null | undefined;
  fields: Record<string, string>;
  required?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field
        label={t("orders.courier")}
        name="courier"
        defaultValue={tracking?.courier}
        required={required}
        error={fields.courier}
      />
      <Field
        label={t("orders.trackingNumber")}
        name="trackingNumber"
        defaultValue={tracking?.trackingNumber}
        required={required}
        error={fields.trackingNumber}
      />
      <Field
        label={t("orders.trackingUrl")}
        name="trackingUrl"
        type="url"
        defaultValue={tracking?.trackingUrl ?? ""}
        error={fields.trackingUrl}
      />
    </div>
  );
}

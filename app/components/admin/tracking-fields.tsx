import { useState } from "react";
import { COURIERS, courierTrackingUrl, listedCourier, OTHER_COURIER } from "#domain/couriers.ts";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The courier's details that 'Shipped' needs (docs/product/orders.md#tracking): one order's in its
 * dialog, or the same for every order the table's 'Change status' ships. The courier is chosen
 * from the list, whose tracking link follows from the AWB (shown here, filled in by the server);
 * 'Other' asks for the courier's name and, optionally, its link.
 */
export function TrackingFields({
  tracking,
  fields,
}: {
  tracking?: { courier: string; trackingNumber: string; trackingUrl: string | null } | null | undefined;
  fields: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const listed = tracking ? listedCourier(tracking.courier) : null;
  const [courier, setCourier] = useState<string>(listed ?? (tracking ? OTHER_COURIER : ""));
  const [awb, setAwb] = useState(tracking?.trackingNumber ?? "");
  const other = courier === OTHER_COURIER;
  const link = other ? null : courierTrackingUrl(courier, awb.trim());
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="tracking-fields">
      <SelectField
        label={t("orders.courier")}
        name="courier"
        required
        value={courier}
        onChange={(event) => setCourier(event.currentTarget.value)}
        error={fields.courier}
      >
        <option value="">{t("orders.courierChoose")}</option>
        {COURIERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={OTHER_COURIER}>{t("orders.courierOther")}</option>
      </SelectField>
      {other && (
        <Field
          label={t("orders.courierName")}
          name="courierName"
          required
          maxLength={80}
          defaultValue={listed ? "" : tracking?.courier}
          error={fields.courierName}
        />
      )}
      <Field
        label={t("orders.trackingNumber")}
        name="trackingNumber"
        required
        maxLength={40}
        autoComplete="off"
        value={awb}
        onChange={(event) => setAwb(event.currentTarget.value)}
        error={fields.trackingNumber}
      />
      {other ? (
        <Field
          label={t("orders.trackingUrl")}
          name="trackingUrl"
          type="url"
          defaultValue={listed ? "" : (tracking?.trackingUrl ?? "")}
          error={fields.trackingUrl}
        />
      ) : (
        <div className="flex flex-col gap-1.5 text-sm" data-testid="tracking-link">
          <span className="font-medium">{t("orders.trackingLink")}</span>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-leaf-800 underline underline-offset-2 dark:text-leaf-200"
            >
              {link}
            </a>
          ) : (
            <span className="text-ink/75 dark:text-night-text/75">{t("orders.trackingLinkLater")}</span>
          )}
        </div>
      )}
    </div>
  );
}

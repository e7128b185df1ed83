import type { ComponentProps } from "react";
import { STATE_NAMES, stateMessage } from "#domain/india/states.ts";
import { SelectField } from "#app/components/ui/field.tsx";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";

/** A state is chosen from India's 36 states and union territories (docs/product/addresses.md#states). */
export function StateField({
  label,
  ...select
}: Omit<ComponentProps<typeof SelectField>, "label" | "children"> & { label?: string }) {
  const { t } = useTranslation("account");
  // The value stays the English name the server validates; the choice reads by its message, in the page's language.
  const tm = useMessageText();
  return (
    <SelectField label={label ?? t("address.state")} {...select}>
      <option value="">{t("address.chooseState")}</option>
      {STATE_NAMES.map((name) => (
        <option key={name} value={name}>
          {tm(stateMessage(name))}
        </option>
      ))}
    </SelectField>
  );
}

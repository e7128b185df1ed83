import type { ComponentProps } from "react";
import { STATE_NAMES } from "#domain/india/states.ts";
import { SelectField } from "#app/components/ui/field.tsx";

/** DECISIONS.md Part 2: a state is chosen from India's 36 states and union territories. */
export function StateField({
  label = "State",
  ...select
}: Omit<ComponentProps<typeof SelectField>, "label" | "children"> & { label?: string }) {
  return (
    <SelectField label={label} {...select}>
      <option value="">Choose a state</option>
      {STATE_NAMES.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

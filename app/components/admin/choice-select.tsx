import { cn } from "#app/components/ui/cn.ts";
import { inputClass } from "#app/components/ui/field.tsx";

/** A labelled select over fixed choices: a table's filter (with its "any" choice) or a dialog's field. */
export function ChoiceSelect({
  id,
  name,
  label,
  options,
  value,
  onChange,
  all,
  optionLabel,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange?: (v: string) => void;
  /** A filter's "any" choice; the dialog has none. */
  all?: string;
  /** What a choice reads as (a status by its name, in the page's language). */
  optionLabel: (option: string) => string;
}) {
  return (
    <div className="flex w-full flex-col gap-1.5 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        {...(onChange ? { value, onChange: (e) => onChange(e.currentTarget.value) } : { defaultValue: value })}
        className={cn(inputClass, "min-h-11")}
      >
        {all && <option value="">{all}</option>}
        {options.map((s) => (
          <option key={s} value={s}>
            {optionLabel(s)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { type ComponentProps, type ReactNode, useId } from "react";
import { useMessageText } from "#app/lib/i18n.ts";
import { cn } from "./cn.ts";

/** A disabled field (a profile's fixed e-mail) stays readable in both themes: only its background tells it apart. */
export const inputClass =
  "w-full rounded-xl border border-leaf-900/20 bg-white px-3 py-2.5 text-sm text-ink shadow-xs placeholder:text-ink/60 focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-500/30 disabled:bg-leaf-50 disabled:text-ink/70 dark:border-white/15 dark:bg-night dark:text-night-text dark:placeholder:text-night-text/60 dark:disabled:bg-night-surface dark:disabled:text-night-text/80";

/**
 * `dark:aria-invalid:` rather than `dark:`: Tailwind writes `dark:border-white/15` (inputClass)
 * after `dark:border-terracotta-400`, so a plain dark variant lost and an invalid field kept its
 * grey border in dark mode; the attribute variant comes later and is more specific.
 */
export const errorBorder = "border-terracotta-500 dark:aria-invalid:border-terracotta-400";

/** What a control needs to be tied to its label and error message. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
  controlClass?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, one control and its error message, wired for screen readers: the one shape every
 * form field shares (inputs here, text areas in the admin forms). The error is the schema's or
 * the server's English message (the same text either way), shown in the page's language.
 */
export function FieldFrame({ error, ...frame }: FieldFrameProps) {
  const tm = useMessageText();
  return <TranslatedFieldFrame {...frame} error={error && tm(error)} />;
}

/**
 * FieldFrame for an error its loader wrote in the page's language already: a page whose only
 * field is such a one (the product page's PIN check) loads no `messages` catalogue.
 */
export function TranslatedFieldFrame({ label, error, className, controlClass, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: cn(inputClass, controlClass, error && errorBorder),
      })}
      {error && (
        <p id={errorId} className="text-sm text-terracotta-600 dark:text-terracotta-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error message wired for screen readers. */
export function Field({
  label,
  error,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; error?: string | undefined }) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

/** A labelled select with its error message wired for screen readers. */
export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: ComponentProps<"select"> & { label: string; error?: string | undefined }) {
  return (
    <FieldFrame label={label} error={error} className={className} controlClass="min-h-11">
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line input with its error wired for screen readers (as <Field>). */
export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: ComponentProps<"textarea"> & { label: string; error?: string | undefined }) {
  return (
    <FieldFrame label={label} error={error} className={className} controlClass="resize-y">
      {(control) => <textarea rows={3} {...control} {...textarea} />}
    </FieldFrame>
  );
}

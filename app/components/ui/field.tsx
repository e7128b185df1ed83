import { type ComponentProps, useId } from "react";
import { cn } from "./cn.ts";

export const inputClass =
  "w-full rounded-xl border border-leaf-900/20 bg-white px-3 py-2.5 text-sm text-ink shadow-xs placeholder:text-ink/60 focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-500/30 disabled:bg-leaf-50 disabled:text-ink/70 dark:border-white/15 dark:bg-night dark:text-night-text dark:placeholder:text-night-text/60 dark:disabled:bg-night-surface";

/** A labelled input with its error message wired for screen readers. */
export function Field({
  label,
  error,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={cn(inputClass, error && "border-terracotta-500 dark:border-terracotta-400")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-terracotta-600 dark:text-terracotta-400">
          {error}
        </p>
      )}
    </div>
  );
}

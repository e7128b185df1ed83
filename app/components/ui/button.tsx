import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn.ts";

type Variant = "primary" | "outline" | "accent" | "ghost" | "inverse";

const variants: Record<Variant, string> = {
  primary: "bg-leaf-700 text-white hover:bg-leaf-600 dark:bg-leaf-500 dark:text-night dark:hover:bg-leaf-400",
  outline:
    "border border-leaf-700 text-leaf-800 hover:bg-leaf-50 dark:border-leaf-300 dark:text-leaf-200 dark:hover:bg-night-surface",
  accent: "bg-turmeric-500 text-ink hover:bg-turmeric-400",
  ghost: "text-leaf-800 hover:bg-leaf-50 dark:text-leaf-200 dark:hover:bg-night-surface",
  /** Outline on a dark green panel, in both themes. */
  inverse: "border border-white text-white hover:bg-white/10",
};

export function buttonClass(variant: Variant = "primary", extra?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    extra,
  );
}

/** A round icon-only button of the header: a 44 px tap target (WCAG 2.5.5) around a 20 px icon. */
export const iconButtonClass =
  "grid size-11 place-items-center rounded-full text-leaf-800 hover:bg-leaf-50 dark:text-leaf-200 dark:hover:bg-night-surface";

export function Button({ variant, className, ...props }: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({ variant, className, ...props }: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

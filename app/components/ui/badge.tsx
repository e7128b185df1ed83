import type { ReactNode } from "react";
import type { StatusTone } from "#domain/orders.ts";
import { cn } from "./cn.ts";

/** The colours of each tone, light and dark: green for good news, solid green for done, grey under way, red stopped. */
const TONES: Readonly<Record<StatusTone, string>> = {
  positive: "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100",
  success: "bg-leaf-700 text-white dark:bg-leaf-300 dark:text-night",
  neutral: "bg-ink/10 text-ink dark:bg-white/10 dark:text-night-text",
  danger: "bg-terracotta-500/15 text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400",
};

/** A status pill in its tone's colours. */
export function Badge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold", TONES[tone])} data-testid={testId}>
      {children}
    </span>
  );
}

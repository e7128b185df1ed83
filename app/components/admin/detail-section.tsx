import type { ReactNode } from "react";

/** A titled box of the order dialog: the customer, the payment, the refunds, the returns. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-leaf-900/10 p-4 text-sm dark:border-white/10">
      <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-wide text-ink/75 dark:text-night-text/75">
        {title}
      </h3>
      {children}
    </section>
  );
}

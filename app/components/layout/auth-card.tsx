import type { ReactNode } from "react";
import { LogoMark } from "./logo.tsx";

/** The calm centred card of sign-up, sign-in and password pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-8 dark:bg-night-surface dark:ring-white/5">
        <LogoMark className="size-10" />
        <h1 className="mt-4 text-3xl font-semibold text-leaf-900 dark:text-leaf-100">{title}</h1>
        <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { BANNER_WIDTHS } from "#domain/media.ts";
import { Picture } from "#app/components/shop/picture.tsx";

/**
 * The title band of a listing page over one of the drawn banners (`banner-0…2`): the
 * picture is the page's largest paint, so it loads first. `compact` (a listing's later pages)
 * keeps only the title and the action: on a phone the full band fills the first screen, and a
 * shopper paging through has already seen it.
 */
export function PageBanner({
  title,
  imageKey,
  action,
  compact = false,
  children,
}: {
  title: string;
  imageKey: string;
  action?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}) {
  if (compact) {
    return (
      <div
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-6 sm:px-6 sm:pt-8"
        data-testid="page-heading"
      >
        <h1 className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">{title}</h1>
        {action}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
      <div className="relative overflow-hidden rounded-3xl bg-leaf-100 dark:bg-night-surface" data-testid="page-banner">
        <Picture
          imageKey={imageKey}
          alt=""
          widths={BANNER_WIDTHS}
          width={1600}
          height={600}
          sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
          priority
          className="absolute inset-0 size-full object-cover object-right"
        />
        <div className="relative bg-gradient-to-r from-paper via-paper/85 to-paper/60 px-6 py-12 sm:to-paper/10 sm:px-12 sm:py-16 dark:from-night dark:via-night/85 dark:to-night/60 sm:dark:to-night/10">
          <h1 className="max-w-xl text-4xl font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">{title}</h1>
          {children && <div className="mt-3 max-w-xl text-lg text-ink/85 dark:text-night-text/85">{children}</div>}
          {action && <div className="mt-5">{action}</div>}
        </div>
      </div>
    </div>
  );
}

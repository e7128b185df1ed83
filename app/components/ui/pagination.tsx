import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "#domain/pagination.ts";
import { cn } from "./cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/** Pages shown around the current one; the first and last are always shown. */
function visiblePages(page: number, count: number): Array<number | "gap"> {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** Pages left out between two shown ones: a mark, not a word. */
const GAP = "…";

const itemClass =
  "inline-flex min-w-10 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors";
const idleClass =
  "text-leaf-800 ring-1 ring-leaf-900/15 hover:bg-leaf-50 dark:text-leaf-200 dark:ring-white/15 dark:hover:bg-night-surface";

/** Numbered pages as plain links: they work without JavaScript and can be shared or bookmarked. */
export function Pagination({
  pathname,
  page,
  count,
  label,
  search = "",
}: {
  pathname: string;
  page: number;
  count: number;
  label: string;
  /** The current query (sort, filters), kept on every page link. */
  search?: string;
}) {
  const { t } = useTranslation("ui");
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={pageHref(pathname, page - 1, search)} className={cn(itemClass, idleClass)} rel="prev">
          <ChevronLeft className="size-4" aria-hidden /> {t("pagination.previous")}
        </Link>
      )}
      {visiblePages(page, count).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-ink/70 dark:text-night-text/70" aria-hidden>
            {GAP}
          </span>
        ) : (
          <Link
            key={p}
            to={pageHref(pathname, p, search)}
            aria-label={t("pagination.page", { page: p })}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              itemClass,
              p === page ? "bg-leaf-700 text-white dark:bg-leaf-500 dark:text-night" : idleClass,
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < count && (
        <Link to={pageHref(pathname, page + 1, search)} className={cn(itemClass, idleClass)} rel="next">
          {t("pagination.next")} <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}

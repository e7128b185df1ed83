import { cn } from "#app/components/ui/cn.ts";
import { useLanguage } from "#app/lib/i18n.ts";

/**
 * A plant's name. On a Hindi page its Hindi name leads and the English one follows (the name on
 * the pot, on the invoice and in the mails), marked as English for screen readers; otherwise,
 * the English name as the shop keeps it.
 */
export function ProductName({
  title,
  titleHi,
  stacked = false,
}: {
  title: string;
  titleHi?: string | null;
  /** The English name on its own line, smaller (a page's heading), instead of beside it. */
  stacked?: boolean;
}) {
  const language = useLanguage();
  if (language !== "hi") return title;
  if (!titleHi) return <span lang="en">{title}</span>;
  return (
    <>
      {titleHi}{" "}
      <span lang="en" className={cn("font-normal opacity-80", stacked ? "block text-[0.6em]" : "text-[0.85em]")}>
        {stacked ? title : `(${title})`}
      </span>
    </>
  );
}

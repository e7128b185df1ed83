import { CheckCircle2, CircleAlert } from "lucide-react";
import { useMessageText } from "#app/lib/i18n.ts";
import { cn } from "./cn.ts";

/**
 * An outcome message: success is announced politely, errors at once. A text the domain or the
 * server produced (a refusal, an admin success message) is shown in the page's language; a
 * text the page already translated passes through as it is.
 */
export function Notice({
  kind,
  children,
  className,
}: {
  kind: "success" | "error";
  children: string;
  className?: string;
}) {
  const tm = useMessageText();
  const success = kind === "success";
  return (
    <p
      role={success ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-medium",
        success
          ? "bg-leaf-100 text-leaf-900 dark:bg-leaf-900/60 dark:text-leaf-100"
          : "bg-terracotta-500/10 text-terracotta-600 dark:bg-terracotta-500/20 dark:text-terracotta-300",
        className,
      )}
    >
      {success ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      {tm(children)}
    </p>
  );
}

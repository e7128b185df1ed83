import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * Choosing 1–5 stars: a native radio group (arrow keys move, one tab stop), drawn as stars
 * that fill up to the hovered or chosen one.
 */
export function RatingInput({ name, legend, error }: { name: string; legend: string; error?: string | undefined }) {
  const { t } = useTranslation("catalogue");
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || chosen;
  const errorId = `${id}-error`;
  return (
    // A refused form scrolls to its first wrong field: below the sticky header, not under it.
    <fieldset aria-describedby={error ? errorId : undefined} className="scroll-mt-24">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((value) => (
          <span key={value} className="relative">
            <input
              type="radio"
              id={`${id}-${value}`}
              name={name}
              value={value}
              className="peer sr-only"
              onChange={() => setChosen(value)}
              aria-invalid={error ? true : undefined}
            />
            <label
              htmlFor={`${id}-${value}`}
              onMouseEnter={() => setHovered(value)}
              className="block cursor-pointer rounded-lg p-1 text-turmeric-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-500 dark:text-turmeric-400"
            >
              <Star
                className={cn(
                  "size-8 transition-transform duration-150 hover:scale-110",
                  value > shown && "opacity-40",
                )}
                fill={value <= shown ? "currentColor" : "none"}
                strokeWidth={1.5}
                aria-hidden
              />
              <span className="sr-only">{t("stars.count", { count: value })}</span>
            </label>
          </span>
        ))}
        <span className="ml-2 text-sm text-ink/75 dark:text-night-text/75" aria-hidden>
          {shown ? t("stars.chosen", { n: shown }) : ""}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-terracotta-600 dark:text-terracotta-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { applyTheme, currentTheme, type Theme } from "#app/lib/theme.ts";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** The class on <html> is the source of truth (set before paint by the boot script). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

export function ThemeToggle() {
  const theme = useSyncExternalStore<Theme | null>(subscribe, currentTheme, () => null);
  const next: Theme = theme === "dark" ? "light" : "dark";
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => applyTheme(next)}
      className={iconButtonClass}
      aria-label={theme ? t("theme.switch", { theme: t(`theme.${next}`) }) : t("theme.toggle")}
      data-testid="theme-toggle"
    >
      <Sun className="hidden size-5 dark:block" aria-hidden />
      <Moon className="size-5 dark:hidden" aria-hidden />
    </button>
  );
}

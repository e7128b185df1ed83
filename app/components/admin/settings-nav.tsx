import { NavLink } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

const PAGES = [
  { to: "/admin/settings", label: "settingsNav.shop" },
  { to: "/admin/settings/policies", label: "settingsNav.policies" },
] as const;

/** The Settings section's two pages: the shop's particulars, and the policy pages' texts. */
export function SettingsNav() {
  const { t } = useTranslation("adminCatalogue");
  return (
    <nav aria-label={t("settingsNav.label")} className="mb-6 flex gap-2">
      {PAGES.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn(
              "inline-flex min-h-11 items-center rounded-full border border-leaf-900/15 px-4 text-sm font-semibold dark:border-white/15",
              isActive &&
                "border-leaf-700 bg-leaf-700 text-white dark:border-leaf-300 dark:bg-leaf-300 dark:text-night",
            )
          }
        >
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

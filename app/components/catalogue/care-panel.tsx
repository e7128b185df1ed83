import {
  ChartNoAxesColumnIncreasing,
  Cloud,
  CloudSun,
  Droplet,
  Droplets,
  House,
  type LucideIcon,
  PawPrint,
  Sprout,
  Sun,
  Trees,
} from "lucide-react";
import type { CareAttributes, Light, Placement, Water } from "#domain/catalogue/care.ts";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

const LIGHT_ICONS = { "Full sun": Sun, "Partial shade": CloudSun, Shade: Cloud } as const satisfies Record<
  Light,
  LucideIcon
>;
const WATER_ICONS = { Low: Droplet, Medium: Droplets, High: Droplets } as const satisfies Record<Water, LucideIcon>;
const PLACEMENT_ICONS = { Indoor: House, Outdoor: Trees, "Indoor or outdoor": Sprout } as const satisfies Record<
  Placement,
  LucideIcon
>;

interface CareFact {
  key: string;
  Icon: LucideIcon;
  label: string;
  value: string;
  /** Worth a second look (a plant not safe for pets). */
  caution?: boolean;
}

/**
 * A live plant's care at a glance (docs/product/catalogue.md#care-attributes): light, water,
 * care level, pets and placement, each with its icon; an attribute the plant lacks is left out,
 * and a product with none (a powder, an oil) shows no panel.
 */
export function CarePanel({ care }: { care: CareAttributes }) {
  const { t } = useTranslation("catalogue");
  const facts: CareFact[] = [];
  if (care.light)
    facts.push({
      key: "light",
      Icon: LIGHT_ICONS[care.light],
      label: t("plant.care.light"),
      value: t(`finder.value.${care.light}`),
    });
  if (care.water)
    facts.push({
      key: "water",
      Icon: WATER_ICONS[care.water],
      label: t("plant.care.water"),
      value: t(`finder.value.${care.water}`),
    });
  if (care.careLevel)
    facts.push({
      key: "level",
      Icon: ChartNoAxesColumnIncreasing,
      label: t("plant.care.level"),
      value: t(`finder.value.${care.careLevel}`),
    });
  if (care.petSafe !== null)
    facts.push({
      key: "pets",
      Icon: PawPrint,
      label: t("plant.care.pets"),
      value: t(care.petSafe ? "plant.care.petSafe" : "plant.care.notPetSafe"),
      caution: !care.petSafe,
    });
  if (care.placement)
    facts.push({
      key: "placement",
      Icon: PLACEMENT_ICONS[care.placement],
      label: t("plant.care.placement"),
      value: t(`finder.value.${care.placement}`),
    });
  if (facts.length === 0) return null;
  return (
    <section
      aria-labelledby="plant-care"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5"
      data-testid="care-panel"
    >
      <h2 id="plant-care" className="font-sans text-base font-semibold">
        {t("plant.care.heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {facts.map(({ key, Icon, label, value, caution }) => (
          <div key={key} className="relative min-h-10 pl-13" data-testid={`care-${key}`}>
            <dt className="text-xs font-medium uppercase tracking-wide text-ink/70 dark:text-night-text/70">
              <span
                className={cn(
                  "absolute top-0 left-0 grid size-10 place-items-center rounded-full",
                  caution
                    ? "bg-terracotta-500/10 text-terracotta-600 dark:bg-terracotta-400/15 dark:text-terracotta-400"
                    : "bg-leaf-50 text-leaf-700 dark:bg-leaf-900/60 dark:text-leaf-300",
                )}
                aria-hidden
              >
                <Icon className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-sm font-semibold leading-snug">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import {
  ArrowLeft,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  Settings,
  ShoppingBag,
  Star,
  Undo2,
  Users,
} from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { CATALOGUE_ADMIN_UI } from "#app/components/admin/catalogue-ui.ts";
import { couponAdmin } from "#app/components/admin/coupon-form.tsx";
import { AdminNotices } from "#app/components/admin/notices.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { Route } from "./+types/layout";

/**
 * The panel's sections (docs/product/admin.md#sections): the dashboard, a section per kind of the
 * catalogue, coupons, orders, returns, users, reviews, complaints and the shop's settings.
 */
const SECTIONS = [
  { to: "/admin", label: "nav.dashboard", Icon: LayoutDashboard },
  ...Object.values(CATALOGUE_KINDS).map((kind) => ({
    to: `/admin/${kind.name}`,
    label: `nav.${kind.name}` as const,
    Icon: CATALOGUE_ADMIN_UI[kind.name].Icon,
  })),
  { to: "/admin/coupons", label: "nav.coupons", Icon: couponAdmin.Icon },
  { to: "/admin/orders", label: "nav.orders", Icon: ShoppingBag },
  { to: "/admin/returns", label: "nav.returns", Icon: Undo2 },
  { to: "/admin/users", label: "nav.users", Icon: Users },
  { to: "/admin/reviews", label: "nav.reviews", Icon: Star },
  { to: "/admin/complaints", label: "nav.complaints", Icon: MessageSquareWarning },
  { to: "/admin/settings", label: "nav.settings", Icon: Settings },
] as const satisfies ReadonlyArray<{ to: string; label: `nav.${string}`; Icon: LucideIcon }>;

/** Typed by what it reads: `Route.MetaArgs` would refer back to this module's own `meta`. */
export const meta = ({ matches }: { matches: Parameters<typeof metaTranslator>[0] }) => {
  const t = metaTranslator(matches, "admin");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
};

/** The admin guard of the panel's frame; each section's own loader and action check again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  return null;
}

/** The sections as tabs (links here, so each is a URL), and 'Back to Site' (docs/product/admin.md#sections). */
export default function AdminLayout() {
  const { t } = useTranslation("admin");
  return (
    <AdminNotices>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
              {t("layout.brand")}
            </p>
            <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">{t("layout.heading")}</h1>
          </div>
          <ButtonLink to="/" variant="outline" className="min-h-11">
            <ArrowLeft className="size-4" aria-hidden /> {t("layout.backToSite")}
          </ButtonLink>
        </div>
        <nav aria-label={t("layout.sections")} className="mt-6">
          {/* Wrapped on phones, so every section is in view; one scrolling row on wider screens. */}
          <ul className="flex flex-wrap gap-1 rounded-3xl bg-leaf-100 p-1 md:flex-nowrap md:overflow-x-auto md:rounded-full dark:bg-night-surface">
            {SECTIONS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  // The dashboard is /admin itself; Settings stays lit on its sub-page.
                  end={to === "/admin"}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-leaf-900 transition-colors dark:text-leaf-100",
                      isActive && "bg-white shadow-sm dark:bg-night",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Outlet />
        </div>
      </section>
    </AdminNotices>
  );
}

import {
  ArrowLeft,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  Settings,
  ShoppingBag,
  Star,
  Users,
} from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { CATALOGUE_ADMIN_UI } from "#app/components/admin/catalogue-ui.ts";
import { AdminNotices } from "#app/components/admin/notices.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { Route } from "./+types/layout";

/** SPEC.md's tabs (the dashboard, a section per kind of the catalogue, orders, users), reviews, complaints and the shop's settings. */
const SECTIONS: Array<{ to: string; label: string; Icon: LucideIcon }> = [
  { to: "/admin", label: "Dashboard", Icon: LayoutDashboard },
  ...Object.values(CATALOGUE_KINDS).map((kind) => ({
    to: `/admin/${kind.name}`,
    label: kind.plural,
    Icon: CATALOGUE_ADMIN_UI[kind.name].Icon,
  })),
  { to: "/admin/orders", label: "Orders", Icon: ShoppingBag },
  { to: "/admin/users", label: "Users", Icon: Users },
  { to: "/admin/reviews", label: "Reviews", Icon: Star },
  { to: "/admin/complaints", label: "Complaints", Icon: MessageSquareWarning },
  { to: "/admin/settings", label: "Settings", Icon: Settings },
];

export const meta = () => [{ title: "Admin · Vanaushadhi" }, { name: "robots", content: "noindex" }];

/** The admin guard of the panel's frame; each section's own loader and action check again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  return null;
}

/** SPEC.md section 2: the sections as tabs (links here, so each is a URL), and 'Back to Site'. */
export default function AdminLayout() {
  return (
    <AdminNotices>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
              Vanaushadhi
            </p>
            <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">Admin</h1>
          </div>
          <ButtonLink to="/" variant="outline" className="min-h-11">
            <ArrowLeft className="size-4" aria-hidden /> Back to Site
          </ButtonLink>
        </div>
        <nav aria-label="Admin sections" className="mt-6">
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
                      "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm md:px-4 font-semibold text-leaf-900 transition-colors dark:text-leaf-100",
                      isActive && "bg-white shadow-sm dark:bg-night",
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
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

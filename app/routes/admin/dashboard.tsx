import { redirect } from "react-router";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { dashboardView } from "#server/features/dashboard/presenters.ts";
import { getDashboardStats } from "#server/features/dashboard/dashboard.ts";
import { vitalsSummary } from "#server/features/web-vitals/vitals-summary.ts";
import { VITALS_DAYS } from "#domain/web-vitals.ts";
import { Dashboard } from "#app/components/admin/dashboard.tsx";
import type { Route } from "./+types/dashboard";

/** `/admin?tab=products&q=…` was the panel's address before each section had its own. */
function oldTabAddress(url: URL): string | null {
  const tab = url.searchParams.get("tab");
  if (tab === null) return null;
  url.searchParams.delete("tab");
  const query = url.searchParams.size ? `?${url.searchParams}` : "";
  return tab === "dashboard" || !/^[a-z]+$/.test(tab) ? `/admin${query}` : `/admin/${tab}${query}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const moved = oldTabAddress(new URL(request.url));
  if (moved) throw redirect(moved, 301);
  const [stats, vitals] = await Promise.all([
    getDashboardStats(context.db, { utrConfirmDays: context.config.utrConfirmDays }),
    vitalsSummary(context.db, { days: VITALS_DAYS }),
  ]);
  return { dashboard: dashboardView(stats), vitals };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData.dashboard} vitals={loaderData.vitals} />;
}

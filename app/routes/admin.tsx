import { ArrowLeft, BookOpen, LayoutDashboard, Leaf, type LucideIcon, ShoppingBag, Store, Users } from "lucide-react";
import { Tabs } from "radix-ui";
import { redirect, useNavigate } from "react-router";
import { blogListQuerySchema } from "#domain/schemas/admin-blog.ts";
import { nurseryListQuerySchema } from "#domain/schemas/admin-nursery.ts";
import { orderListQuerySchema } from "#domain/schemas/admin-orders.ts";
import { productListQuerySchema } from "#domain/schemas/admin-product.ts";
import { userListQuerySchema } from "#domain/schemas/admin-users.ts";
import {
  adminBlogView,
  adminNurseryView,
  adminOrderRow,
  adminProductView,
  adminUserView,
  dashboardView,
  tableView,
} from "#server/admin-views.ts";
import type { Database } from "#server/db/client.ts";
import { listAdminBlogs } from "#server/services/admin/blogs.ts";
import { getDashboardStats } from "#server/services/admin/dashboard.ts";
import { listAdminNurseries } from "#server/services/admin/nurseries.ts";
import { listAdminOrders } from "#server/services/admin/orders.ts";
import { listAdminProducts } from "#server/services/admin/products.ts";
import { listAdminUsers } from "#server/services/admin/users.ts";
import { getOrder } from "#server/services/orders.ts";
import { requireUserPage } from "#server/session.ts";
import { orderView } from "#server/views.ts";
import { BlogsTab } from "../components/admin/blogs-tab.tsx";
import { Dashboard } from "../components/admin/dashboard.tsx";
import { DENIED_PARAM } from "../components/admin/denied-notice.tsx";
import { AdminNotices } from "../components/admin/notices.tsx";
import { NurseriesTab } from "../components/admin/nurseries-tab.tsx";
import { OrdersTab } from "../components/admin/orders-tab.tsx";
import { ProductsTab } from "../components/admin/products-tab.tsx";
import { UsersTab } from "../components/admin/users-tab.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { cn } from "../components/ui/cn.ts";
import type { Route } from "./+types/admin";

const TABS: Array<{ value: AdminTab; label: string; Icon: LucideIcon }> = [
  { value: "dashboard", label: "Dashboard", Icon: LayoutDashboard },
  { value: "products", label: "Products", Icon: Leaf },
  { value: "blogs", label: "Blogs", Icon: BookOpen },
  { value: "nurseries", label: "Nurseries", Icon: Store },
  { value: "orders", label: "Orders", Icon: ShoppingBag },
  { value: "users", label: "Users", Icon: Users },
];
type AdminTab = "dashboard" | "products" | "blogs" | "nurseries" | "orders" | "users";

export const meta = () => [{ title: "Admin · Vanaushadhi" }, { name: "robots", content: "noindex" }];

async function orderDetail(db: Database, id: string | undefined) {
  if (!id) return null;
  return getOrder(db, id.slice(0, 100))
    .then(orderView)
    .catch(() => null);
}

/** Only the open tab's data is read, one page of it, with the same services as /api/admin. */
async function loadTab(db: Database, tab: string | undefined, params: Record<string, string>) {
  switch (tab) {
    case "products": {
      const query = productListQuerySchema.parse(params);
      return { tab, table: tableView(await listAdminProducts(db, query), query, adminProductView) } as const;
    }
    case "blogs": {
      const query = blogListQuerySchema.parse(params);
      return { tab, table: tableView(await listAdminBlogs(db, query), query, adminBlogView) } as const;
    }
    case "nurseries": {
      const query = nurseryListQuerySchema.parse(params);
      return { tab, table: tableView(await listAdminNurseries(db, query), query, adminNurseryView) } as const;
    }
    case "orders": {
      const query = orderListQuerySchema.parse(params);
      const [page, detail] = await Promise.all([listAdminOrders(db, query), orderDetail(db, params.order)]);
      return { tab, table: tableView(page, query, adminOrderRow), status: query.status ?? "", detail } as const;
    }
    case "users": {
      const query = userListQuerySchema.parse(params);
      return { tab, table: tableView(await listAdminUsers(db, query), query, adminUserView) } as const;
    }
    default:
      return { tab: "dashboard", dashboard: dashboardView(await getDashboardStats(db)) } as const;
  }
}

/** SPEC.md section 6: nobody signed in → /signin; a customer → home, told they may not enter. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  if (user.role !== "admin") throw redirect(`/?${DENIED_PARAM}=admin`);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return { userId: user.id, view: await loadTab(context.db, params.tab, params) };
}

function Panel({ view, userId }: Route.ComponentProps["loaderData"]) {
  switch (view.tab) {
    case "products":
      return <ProductsTab table={view.table} />;
    case "blogs":
      return <BlogsTab table={view.table} />;
    case "nurseries":
      return <NurseriesTab table={view.table} />;
    case "orders":
      return <OrdersTab table={view.table} status={view.status} detail={view.detail} />;
    case "users":
      return <UsersTab table={view.table} currentUserId={userId} />;
    default:
      return <Dashboard data={view.dashboard} />;
  }
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const tab = loaderData.view.tab;
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
        {/* The tab shown is the one whose data has loaded, so a panel never shows another tab's rows. */}
        <Tabs.Root
          value={tab}
          onValueChange={(value) => navigate(value === "dashboard" ? "/admin" : `/admin?tab=${value}`)}
          activationMode="manual"
          className="mt-6"
        >
          <Tabs.List
            aria-label="Admin sections"
            className="flex gap-1 overflow-x-auto rounded-full bg-leaf-100 p-1 dark:bg-night-surface"
          >
            {TABS.map(({ value, label, Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-leaf-900 transition-colors dark:text-leaf-100",
                  "data-[state=active]:bg-white data-[state=active]:shadow-sm dark:data-[state=active]:bg-night",
                )}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value }) => (
            <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
              {value === tab && <Panel {...loaderData} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </AdminNotices>
  );
}

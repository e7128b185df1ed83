import { IndianRupee, Leaf, type LucideIcon, ShoppingBag, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { orderNumber } from "#domain/orders.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import type { DashboardView } from "#domain/views/admin.ts";
import type { VitalsSummary } from "#domain/web-vitals.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import { StatusBadge } from "#app/components/account/order-history.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { hashed } from "./orders-tab.tsx";
import { StockCount } from "./product-form.tsx";
import { TodoList } from "./dashboard-todo.tsx";
import { RealUserSpeed } from "./dashboard-vitals.tsx";

const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5";

function StatCard({
  label,
  Icon,
  detail,
  children,
}: {
  label: string;
  Icon: LucideIcon;
  /** A line under the figure that breaks it down. */
  detail?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={card} data-testid="stat-card">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-sm font-semibold text-ink/80 dark:text-night-text/80">{label}</h2>
        <span className="rounded-full bg-leaf-100 p-2 text-leaf-800 dark:bg-night dark:text-leaf-300">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-3xl font-semibold text-leaf-900 tabular dark:text-leaf-100">{children}</p>
      {detail && (
        <div data-testid="stat-detail" className="mt-1 text-xs text-ink/75 tabular dark:text-night-text/75">
          {detail}
        </div>
      )}
    </div>
  );
}

/**
 * Thirty days of one figure as bars. The drawing is decorative; the figures themselves are
 * in the table under "Show the figures", so they can be read by everyone.
 */
function DailyBars({
  title,
  days,
  values,
  show,
  tone,
}: {
  title: string;
  days: string[];
  values: number[];
  show: (value: number) => ReactNode;
  tone: string;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const max = Math.max(...values, 0);
  const total = values.reduce((a, b) => a + b, 0);
  const step = 10;
  return (
    <figure className={card}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink/80 dark:text-night-text/80">
          {t("dashboard.total")} {show(total)}
        </span>
      </figcaption>
      <div className="mt-4 flex gap-3">
        <div
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs text-ink/75 dark:text-night-text/75"
          aria-hidden
        >
          <span>{show(max)}</span>
          <span>{show(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${days.length * step} 100`}
          preserveAspectRatio="none"
          className="h-36 flex-1"
          aria-hidden
          focusable="false"
        >
          <line
            x1="0"
            x2={days.length * step}
            y1="99.5"
            y2="99.5"
            className="stroke-leaf-900/20 dark:stroke-white/20"
            strokeWidth="1"
          />
          <line
            x1="0"
            x2={days.length * step}
            y1="0.5"
            y2="0.5"
            className="stroke-leaf-900/10 dark:stroke-white/10"
            strokeWidth="1"
            strokeDasharray="2 2"
          />
          {values.map((value, i) => {
            const height = max > 0 ? (value / max) * 98 : 0;
            return (
              <rect
                key={days[i]}
                x={i * step + 1.5}
                width={step - 3}
                y={99 - height}
                height={height}
                rx="1.5"
                className={tone}
              />
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-[5.75rem] text-xs text-ink/75 dark:text-night-text/75" aria-hidden>
        <span>{formatDate(days[0]!, locale)}</span>
        <span>{formatDate(days.at(-1)!, locale)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-leaf-800 dark:text-leaf-200">
          {t("dashboard.showFigures")}
        </summary>
        <div className="max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  {t("dashboard.day")}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-leaf-900/10 dark:border-white/10">
                  <td className="py-1">{formatDate(day, locale)}</td>
                  <td className="py-1 text-right tabular">{show(values[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/**
 * A dashboard list of orders: each order's number (the customer's) links to it, the columns
 * between say what the list is about, and its amount closes the row. On a phone each row is a
 * card, its number and amount on top and each other cell under its heading, so nothing is cut off.
 */
function OrdersTable({
  headings,
  orders,
  linkTo,
  testId,
}: {
  headings: string[];
  orders: Array<{ id: string; totalPaise: number; cells: ReactNode[] }>;
  linkTo: (id: string) => string;
  testId?: string;
}) {
  const { t } = useTranslation("admin");
  const cardCell =
    "max-sm:min-w-0 max-sm:break-words max-sm:before:block max-sm:before:text-xs max-sm:before:text-ink/70 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-night-text/70";
  return (
    <div className="relative mt-4 sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]" data-testid={testId}>
        <thead className="text-xs uppercase tracking-wide text-ink/75 max-sm:sr-only dark:text-night-text/75">
          <tr>
            {[t("dashboard.orderId"), ...headings].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-semibold">
              {t("dashboard.amount")}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-3 sm:divide-y sm:divide-leaf-900/10 dark:sm:divide-white/10">
          {orders.map((o) => (
            <tr
              key={o.id}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-2xl max-sm:p-3 max-sm:ring-1 max-sm:ring-leaf-900/10 dark:max-sm:ring-white/10"
            >
              <td className="py-1 pr-4 max-sm:col-start-1 max-sm:row-start-1 max-sm:py-0">
                <Link
                  to={linkTo(o.id)}
                  className="inline-flex min-h-11 items-center font-semibold text-leaf-800 hover:underline dark:text-leaf-200"
                >
                  <span className="tabular">{hashed(orderNumber(o.id))}</span>
                </Link>
              </td>
              {o.cells.map((cell, column) => (
                <td key={column} data-label={headings[column]} className={`py-1 pr-4 max-sm:py-0 ${cardCell}`}>
                  {cell}
                </td>
              ))}
              <td className="py-1 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:self-center max-sm:py-0 max-sm:font-semibold">
                <Money paise={o.totalPaise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * UPI payments customers reported days ago that nobody has confirmed: a made-up UTR would hold
 * its order's stock for ever, so the admin is asked to match each with the bank statement.
 */
function PaymentsToCheck({ data }: { data: DashboardView["paymentsToCheck"] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <section className={card} aria-labelledby="payments-to-check-title" data-testid="payments-to-check">
      <h2 id="payments-to-check-title" className="text-xl font-semibold">
        {t("dashboard.paymentsToCheck")} <span className="tabular">({data.total})</span>
      </h2>
      <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">
        {t("dashboard.paymentsToCheckHint", { count: data.days })}
      </p>
      {data.orders.length === 0 ? (
        <p className="mt-4">{t("dashboard.noPaymentsToCheck")}</p>
      ) : (
        <OrdersTable
          headings={[t("table.customer"), t("dashboard.utr"), t("dashboard.reportedOn")]}
          orders={data.orders.map((o) => ({
            ...o,
            cells: [
              o.userName || o.userEmail,
              <span className="tabular">{o.utr}</span>,
              formatDate(o.reportedAt, locale),
            ],
          }))}
          linkTo={(id) => `/admin/orders?order=${id}`}
        />
      )}
    </section>
  );
}

export function Dashboard({ data, vitals }: { data: DashboardView; vitals: VitalsSummary }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const days = data.daily.map((d) => d.day);
  return (
    <div className="grid grid-cols-1 gap-6">
      <TodoList items={data.todo} className={card} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t("dashboard.totalUsers")} Icon={Users}>
          {data.totalUsers}
        </StatCard>
        <StatCard label={t("dashboard.totalProducts")} Icon={Leaf}>
          {data.totalProducts}
        </StatCard>
        <StatCard label={t("dashboard.totalOrders")} Icon={ShoppingBag}>
          {data.totalOrders}
        </StatCard>
        <StatCard
          label={t("dashboard.totalRevenue")}
          Icon={IndianRupee}
          detail={
            <>
              {t("dashboard.paid")} <Money paise={data.paidRevenuePaise} /> · {t("dashboard.awaitingPayment")}{" "}
              <Money paise={data.awaitingPaymentPaise} />
            </>
          }
        >
          <Money paise={data.totalRevenuePaise} />
        </StatCard>
      </div>

      <PaymentsToCheck data={data.paymentsToCheck} />

      <section className={card} aria-labelledby="recent-orders-title">
        <h2 id="recent-orders-title" className="text-xl font-semibold">
          {t("dashboard.recentOrders")}
        </h2>
        {data.recentOrders.length === 0 ? (
          <p className="mt-4 text-ink/75 dark:text-night-text/75">{t("dashboard.noRecentOrders")}</p>
        ) : (
          <OrdersTable
            headings={[t("table.customer"), t("table.date"), t("table.status")]}
            orders={data.recentOrders.map((o) => ({
              ...o,
              cells: [o.userName || o.userEmail, formatDate(o.date, locale), <StatusBadge status={o.status} />],
            }))}
            linkTo={(id) => `/admin/orders?order=${id}`}
            testId="recent-orders"
          />
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DailyBars
          title={t("dashboard.revenuePerDay")}
          days={days}
          values={data.daily.map((d) => d.revenuePaise)}
          show={(paise) => <Money paise={paise} />}
          tone="fill-leaf-600 dark:fill-leaf-400"
        />
        <DailyBars
          title={t("dashboard.ordersPerDay")}
          days={days}
          values={data.daily.map((d) => d.orders)}
          show={(n) => <span className="tabular">{n}</span>}
          tone="fill-turmeric-500 dark:fill-turmeric-400"
        />
      </div>

      <section className={card} aria-labelledby="low-stock-title">
        <h2 id="low-stock-title" className="text-xl font-semibold">
          {t("dashboard.lowStock")}
        </h2>
        <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">
          {t("dashboard.lowStockHint", { limit: LOW_STOCK_LIMIT })}
        </p>
        {data.lowStock.length === 0 ? (
          <p className="mt-4">{t("dashboard.wellStocked")}</p>
        ) : (
          <ul className="mt-4 grid gap-x-6 sm:grid-cols-2" data-testid="low-stock">
            {data.lowStock.map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-3 border-b border-leaf-900/10 py-1 dark:border-white/10"
              >
                <Link
                  to={`?tab=products&q=${encodeURIComponent(p.slug)}`}
                  className="inline-flex min-h-11 items-center hover:underline"
                >
                  {p.title}
                </Link>
                <StockCount stock={p.stock} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RealUserSpeed summary={vitals} className={card} />
    </div>
  );
}

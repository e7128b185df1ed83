/**
 * `npx tsx bench/admin-dashboard.ts [sqlite|postgres] [orders]` — times the admin panel's
 * reads over a large order history (default 100 000 orders of 1 000 customers): the
 * dashboard's aggregates, the orders table (page, search, filter), the users table sorted by
 * order count, and a full CSV export. PostgreSQL needs TEST_DATABASE_URL.
 *
 * Figures are printed, never asserted.
 */
import { sql } from "kysely";
import { ORDER_CANCELLED, ORDER_SUCCESSFUL } from "#domain/orders.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import { getDashboardData, getDashboardStats } from "#server/features/dashboard/dashboard.ts";
import { exportOrders, listAdminOrders } from "#server/features/orders/admin-orders.ts";
import { ordersCsv } from "#server/features/orders/orders-csv.ts";
import { listAdminUsers } from "#server/features/accounts/admin-users.ts";
import { openTestDatabase } from "#tests/support/databases.ts";
import { orderItemRow, orderRow } from "#tests/support/orders.ts";

const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const orderCount = Number(process.argv[3] ?? 100_000);
const CUSTOMERS = 1000;
const DAY = 86_400_000;

const t = await openTestDatabase(kind);
try {
  await seedDemoCatalogue(t.db);
  const at = new Date().toISOString();
  const profiles = Array.from({ length: CUSTOMERS }, (_, u) => ({
    user_id: `u${u}`,
    full_name: `Customer ${u}`,
    email: `customer${u}@example.in`,
    phone_number: "",
    role: "user" as const,
    language: "en" as const,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < profiles.length; i += 500)
    await t.db
      .insertInto("profiles")
      .values(profiles.slice(i, i + 500))
      .execute();

  const now = Date.now();
  for (let start = 0; start < orderCount; start += 500) {
    const orders: OrderRow[] = [];
    for (let i = start; i < Math.min(orderCount, start + 500); i++) {
      const created = new Date(now - ((i * 7919) % 365) * DAY - (i % 86_400) * 1000).toISOString();
      const u = i % CUSTOMERS;
      orders.push(
        orderRow({
          id: `o${i}`,
          user_id: `u${u}`,
          user_name: `Customer ${u}`,
          user_email: `customer${u}@example.in`,
          status: i % 7 === 0 ? ORDER_CANCELLED : ORDER_SUCCESSFUL,
          subtotal_paise: 20_000,
          tax_paise: 3_600,
          total_paise: 23_600,
          created_at: created,
          updated_at: created,
        }),
      );
    }
    await t.db.insertInto("orders").values(orders).execute();
    await t.db
      .insertInto("order_items")
      .values(orders.map((o) => orderItemRow({ id: `i-${o.id}`, order_id: o.id })))
      .execute();
  }
  if (kind === "postgres") await sql`analyze`.execute(t.db);

  const page = { q: "", sort: "created", dir: "desc", page: 1, limit: 20, status: undefined } as const;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ["dashboard (page)", () => getDashboardStats(t.db, t.config)],
    ["GET /api/admin/dashboard-data", () => getDashboardData(t.db, t.config)],
    ["orders, first page", () => listAdminOrders(t.db, page)],
    ["orders, search by customer", () => listAdminOrders(t.db, { ...page, q: "customer 42" })],
    [
      "orders, cancelled, page 100 by total",
      () => listAdminOrders(t.db, { ...page, sort: "total", page: 100, status: ORDER_CANCELLED }),
    ],
    ["users by order count", () => listAdminUsers(t.db, { q: "", sort: "orders", dir: "desc", page: 1, limit: 20 })],
    [
      "CSV export of every order",
      async () => {
        for await (const line of ordersCsv(exportOrders(t.db, { q: "", status: undefined }))) void line;
      },
    ],
  ];
  console.log(`${kind}, ${orderCount} orders`);
  for (const [label, run] of cases) {
    await run();
    const started = performance.now();
    await run();
    console.log(`${label.padEnd(40)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
  }
} finally {
  await t.close();
}

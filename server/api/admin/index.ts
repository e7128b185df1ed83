import { Hono } from "hono";
import { roleUpdated } from "#domain/admin.ts";
import { indianDate } from "#domain/india/time.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { orderListQuerySchema, orderStatusBodySchema, paymentStatusBodySchema } from "#domain/schemas/admin-orders.ts";
import { roleBodySchema, userListQuerySchema } from "#domain/schemas/admin-users.ts";
import { policiesSchema } from "#domain/schemas/policies.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { getDashboardData } from "#server/services/admin/dashboard.ts";
import { listAdminOrders, ordersCsv } from "#server/services/admin/orders.ts";
import { changeUserRole, listAdminUsers } from "#server/services/admin/users.ts";
import { changeOrderStatus } from "#server/services/orders/change-order-status.ts";
import { changePaymentStatus } from "#server/services/orders/change-payment-status.ts";
import { getOrder, listOrderEvents } from "#server/services/orders/get-order.ts";
import { parseInput } from "#server/validation.ts";
import { orderJson, orderSummaryJson, orderWithHistoryJson } from "#server/presenters/orders.ts";
import { type ApiDeps, readJson, requireAdmin, type SignedInEnv, setTotal } from "#server/api/http.ts";
import { catalogueAdminApi } from "./catalogue.ts";
import { adminComplaintsApi } from "./complaints.ts";
import { adminReviewsApi } from "./reviews.ts";
import { adminUserJson, dashboardJson } from "#server/presenters/admin.ts";

/** A stream of CSV text, encoded as it is read. */
function csvStream(lines: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/** /api/admin: every route checks the session and the admin role first (SPEC.md section 6). */
export function adminApi(shop: ApiDeps) {
  const { db } = shop;
  const api = new Hono<SignedInEnv>();
  api.use(requireAdmin(shop));

  api.get("/dashboard-data", async (c) =>
    c.json(dashboardJson(await getDashboardData(db, { utrConfirmDays: shop.config.utrConfirmDays }))),
  );

  // DECISIONS.md Part 2: the shop's particulars, read by the footer, the mails, UPI and invoices.
  api.get("/settings", async (c) => c.json(await shop.settings.shop()));
  api.put("/settings", async (c) => {
    const settings = parseInput(shopSettingsSchema, await readJson(c));
    return c.json(await shop.settings.saveShop(settings, c.get("user").id));
  });
  // The policy pages' Markdown (/shipping, /returns, /terms, /privacy), its own settings document.
  api.get("/policies", async (c) => c.json(await shop.settings.policies()));
  api.put("/policies", async (c) => {
    const policies = parseInput(policiesSchema, await readJson(c));
    return c.json(await shop.settings.savePolicies(policies, c.get("user").id));
  });

  api.route("/complaints", adminComplaintsApi(shop));
  api.route("/reviews", adminReviewsApi(shop));
  api.route("/", catalogueAdminApi(shop));

  api.get("/users", async (c) => {
    const page = await listAdminUsers(db, parseInput(userListQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(adminUserJson));
  });
  api.put("/users/:id/role", async (c) => {
    const id = parseInput(entryIdSchema, c.req.param("id"));
    const { role } = parseInput(roleBodySchema, await readJson(c));
    const user = await changeUserRole(shop, c.get("user").id, id, role);
    return c.json({ message: roleUpdated(role), user: adminUserJson(user) });
  });

  api.get("/orders", async (c) => {
    const page = await listAdminOrders(db, parseInput(orderListQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(orderSummaryJson));
  });
  api.get("/orders.csv", (c) => {
    const query = parseInput(orderListQuerySchema, c.req.query());
    const day = indianDate(new Date());
    return c.body(csvStream(ordersCsv(db, query)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="vanaushadhi-orders-${day}.csv"`,
    });
  });
  api.get("/orders/:id", async (c) => {
    const orderId = parseInput(entryIdSchema, c.req.param("id"));
    return c.json(orderWithHistoryJson(await getOrder(db, { orderId }), await listOrderEvents(db, { orderId })));
  });
  api.put("/orders/:id/status", async (c) => {
    const orderId = parseInput(entryIdSchema, c.req.param("id"));
    const { status, tracking } = parseInput(orderStatusBodySchema, await readJson(c));
    const actor = { kind: "admin" as const, id: c.get("user").id };
    return c.json(orderJson(await changeOrderStatus(shop, { orderId, status, tracking, actor })));
  });
  // 'Mark as paid' / 'Mark as refunded' (DECISIONS.md Part 2).
  api.put("/orders/:id/payment", async (c) => {
    const orderId = parseInput(entryIdSchema, c.req.param("id"));
    const { action } = parseInput(paymentStatusBodySchema, await readJson(c));
    const actor = { kind: "admin" as const, id: c.get("user").id };
    return c.json(orderJson(await changePaymentStatus(shop, { orderId, action, actor })));
  });

  return api;
}

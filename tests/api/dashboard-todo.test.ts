import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TODO_LINKS, type TodoItem, type TodoKind } from "#domain/admin-todo.ts";
import { ORDER_CANCELLED, PROCESSING, SHIPPED } from "#domain/orders.ts";
import { AWAITING_PAYMENT, PAID, PAYMENT_SUBMITTED } from "#domain/payments.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { orderRow } from "#tests/support/orders.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(DATABASE_KINDS)("the dashboard's to-do list on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // A proxy names each caller's address: the complaints below come from several.
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true, utrConfirmDays: 2 } });
    admin = await signUp(api, "Todo Admin");
    customer = await signUp(api, "Todo Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const adminGet = (path: string) => api.request(path, { headers: { Cookie: admin.cookie } });

  async function todo(): Promise<Record<TodoKind, TodoItem & { link: string }>> {
    const res = await adminGet("/api/admin/dashboard-data");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { todo: Array<TodoItem & { link: string }> };
    return Object.fromEntries(body.todo.map((item) => [item.kind, item])) as Record<
      TodoKind,
      TodoItem & { link: string }
    >;
  }

  async function order(columns: Partial<OrderRow>): Promise<string> {
    const row = orderRow({ user_id: customer.id, user_email: customer.email, ...columns });
    await t.db.insertInto("orders").values(row).execute();
    return row.id;
  }

  async function complaint(receivedAt: string, ip: string, resolved = false) {
    const res = await api.json(
      "/api/complaints",
      { name: "Meera Joshi", email: "meera@example.in", message: "The tulsi arrived wilted and the pot was cracked." },
      "POST",
      { "X-Forwarded-For": ip },
    );
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    await t.db
      .updateTable("complaints")
      .set({ received_at: receivedAt, ...(resolved && { status: "Resolved" as const }) })
      .where("ticket", "=", ticket)
      .execute();
  }

  async function returnRequest(orderId: string, createdAt: string, status: "Requested" | "Approved") {
    await t.db
      .insertInto("returns")
      .values({
        id: randomUUID(),
        number: `RT-2026-${randomUUID().slice(0, 6)}`,
        order_id: orderId,
        user_id: customer.id,
        reason: "Arrived damaged",
        description: "Broken stems",
        wish: "Refund",
        status,
        decision_note: null,
        refund_paise: null,
        replacement_order_id: null,
        credit_note_id: null,
        refund_id: null,
        created_at: createdAt,
        decided_at: null,
        updated_at: createdAt,
      })
      .execute();
  }

  async function refund(orderId: string, channel: "manual" | "gateway", status: "requested" | "processed") {
    const at = new Date().toISOString();
    await t.db
      .insertInto("refunds")
      .values({
        id: randomUUID(),
        order_id: orderId,
        payment_id: channel === "gateway" ? "pay_test" : null,
        amount_paise: 10_000,
        idempotency_key: `refund_${randomUUID().replaceAll("-", "")}`,
        status,
        provider_refund_id: null,
        failure: null,
        actor: "admin",
        actor_id: admin.id,
        channel,
        reference: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  it("counts each kind of waiting work with one figure, what of it is urgent, and links to its list", async () => {
    const before = await todo();
    expect(Object.keys(before)).toEqual(["utrs", "ship", "complaints", "returns", "refunds", "lowStock"]);
    for (const item of Object.values(before)) expect(item.link).toBe(TODO_LINKS[item.kind]);

    // UTRs: two given (one three days ago, past UTR_CONFIRM_DAYS=2), one on a cancelled order.
    const late = await order({ payment_method: "upi", payment_status: PAYMENT_SUBMITTED, utr: "312345678901" });
    await t.db
      .insertInto("order_events")
      .values({
        id: randomUUID(),
        order_id: late,
        type: "payment",
        from_value: AWAITING_PAYMENT,
        to_value: PAYMENT_SUBMITTED,
        note: "312345678901",
        actor: "customer",
        actor_id: customer.id,
        created_at: daysAgo(3),
      })
      .execute();
    await order({ payment_method: "upi", payment_status: PAYMENT_SUBMITTED, utr: "312345678902" });
    await order({ payment_method: "upi", payment_status: PAYMENT_SUBMITTED, status: ORDER_CANCELLED });
    // To ship: cash on delivery, paid and processing; not an unpaid UPI order, nor one shipped.
    const cod = await order({ created_at: daysAgo(2) });
    const paid = await order({ payment_method: "online", payment_status: PAID, status: PROCESSING });
    await order({ payment_method: "upi", payment_status: AWAITING_PAYMENT });
    await order({ payment_method: "online", payment_status: PAID, status: SHIPPED });
    // Refunds: one owed by the shop; one the gateway sends, one already recorded.
    const owed = await order({ payment_method: "upi", payment_status: "Refund due", status: ORDER_CANCELLED });
    await refund(owed, "manual", "requested");
    const viaGateway = await order({ payment_method: "online", payment_status: "Refund due", status: ORDER_CANCELLED });
    await refund(viaGateway, "gateway", "requested");
    const recorded = await order({ payment_method: "upi", payment_status: "Refunded", status: ORDER_CANCELLED });
    await refund(recorded, "manual", "processed");
    // Complaints: due in 5 days, overdue; not one due in 25 days, nor one resolved.
    await complaint(daysAgo(25), "203.0.113.21");
    await complaint(daysAgo(33), "203.0.113.22");
    await complaint(daysAgo(5), "203.0.113.23");
    await complaint(daysAgo(29), "203.0.113.24", true);
    // Returns awaiting a decision: one past its two days; not one decided.
    const delivered = await order({ status: "Delivered", payment_status: PAID });
    await returnRequest(delivered, daysAgo(3), "Requested");
    await returnRequest(delivered, daysAgo(0.5), "Requested");
    await returnRequest(delivered, daysAgo(4), "Approved");
    // Low stock: a well-stocked size sold out.
    const variant = await t.db
      .selectFrom("product_variants")
      .select("id")
      .where("stock", ">", 5)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await t.db.updateTable("product_variants").set({ stock: 0 }).where("id", "=", variant.id).execute();

    const after = await todo();
    const grew = (kind: TodoKind) => ({
      count: after[kind].count - before[kind].count,
      urgent: after[kind].urgent - before[kind].urgent,
    });
    expect(grew("utrs")).toEqual({ count: 2, urgent: 1 });
    expect(grew("ship")).toEqual({ count: 2, urgent: 0 });
    expect(grew("refunds")).toEqual({ count: 1, urgent: 0 });
    expect(grew("complaints")).toEqual({ count: 2, urgent: 1 });
    expect(grew("returns")).toEqual({ count: 2, urgent: 1 });
    expect(grew("lowStock")).toEqual({ count: 1, urgent: 1 });

    // The links' lists hold exactly those orders, the oldest to ship first.
    const listed = async (link: string) => {
      const res = await adminGet(`/api${link}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ id: string }>).map((o) => o.id);
    };
    expect((await listed(TODO_LINKS.ship)).filter((id) => [cod, paid].includes(id))).toEqual([cod, paid]);
    expect(await listed(TODO_LINKS.refunds)).toEqual([owed]);
  });
});

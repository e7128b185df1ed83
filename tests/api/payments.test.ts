import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const UTR = "412345678901";
const UTR_USED = "This UTR has already been used for another order. Check the 12 digits in your UPI app.";
const UTR_REPEATED = "A UTR is never one digit repeated. Check the 12 digits in your UPI app.";

interface OrderJson {
  id: string;
  status: string;
  totalAmount: number;
  paymentMethod: unknown;
  paymentStatus: string;
  utr?: string | null;
  tracking: { courier: string; trackingNumber: string; trackingUrl: string | null } | null;
  events?: Array<{ type: string; from: string | null; to: string; actor: string; note: string | null }>;
}

describe.each(DATABASE_KINDS)("payments and tracking on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const place = async (payment: unknown, u = asha): Promise<OrderJson> => {
    const res = await api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: payment },
      "POST",
      as(u),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OrderJson;
  };
  const read = async (id: string, u = asha) =>
    (await (await api.request(`/api/orders/${id}`, { headers: as(u) })).json()) as OrderJson;
  const submitUtr = (id: string, utr: unknown, u = asha) => api.json(`/api/orders/${id}/utr`, { utr }, "PUT", as(u));
  const setStatus = (id: string, body: unknown) => api.json(`/api/admin/orders/${id}/status`, body, "PUT", as(admin));
  const setPayment = (id: string, paymentStatus: string, reference?: string) =>
    api.json(`/api/admin/orders/${id}/payment`, { paymentStatus, reference }, "PUT", as(admin));
  const stock = async () =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock;
  const mailsTo = (email: string) => api.sent.filter((m) => m.to === email);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
    admin = await signUp(api, "Payments Admin");
    await setRole(t.db, admin.id, "admin");
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("stock", ">", 20)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    productId = product.id;
    await setStock(t.db, productId, 1000);
  });
  afterAll(() => t.close());

  it("a UPI order awaits payment, and its owner's order page JSON has its history", async () => {
    const order = await place("UPI");
    expect(order).toMatchObject({ paymentMethod: "UPI", paymentStatus: "Awaiting payment", utr: null, tracking: null });
    const mail = mailsTo(asha.email).at(-1)!;
    expect(mail.subject).toBe(`Your Vanaushadhi order #${order.id.slice(-8)} is confirmed`);
    expect(mail.text).toContain(`/orders/${order.id}`);
    expect(mail.text).toContain("Please pay");
    expect(mail.html).toContain("View your order");
    const read1 = await read(order.id);
    expect(read1.events).toEqual([
      { type: "status", from: null, to: "Order Successful", actor: "customer", note: null, at: expect.any(String) },
    ]);
    const listed = (await (await api.request("/api/orders", { headers: as(asha) })).json()) as OrderJson[];
    expect(listed.find((o) => o.id === order.id)?.paymentStatus).toBe("Awaiting payment");
  });

  it("takes a 12-digit UTR from the owner only; refuses a malformed one and changes nothing", async () => {
    const order = await place("UPI");
    for (const bad of ["12345678901", "1234567890123", "12345678901a", "", 412345678901, "4321 5678 90"]) {
      const res = await submitUtr(order.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Enter the 12-digit UTR from your UPI app" });
    }
    expect((await submitUtr(order.id, UTR, ravi)).status).toBe(404);
    expect((await read(order.id)).paymentStatus).toBe("Awaiting payment");

    // Pasted as a UPI app groups it (issue 30, item 1): the digits are what is kept and answered.
    const grouped = `${UTR.slice(0, 4)} ${UTR.slice(4, 8)}-${UTR.slice(8)}`;
    const res = await submitUtr(order.id, ` ${grouped} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ paymentStatus: "Payment submitted", utr: UTR });
    expect((await read(order.id)).utr).toBe(UTR);
    const history = (await read(order.id)).events!;
    expect(history.at(-1)).toMatchObject({
      type: "payment",
      from: "Awaiting payment",
      to: "Payment submitted",
      actor: "customer",
      note: `UTR ${UTR}`,
    });
  });

  it("the admin marks it paid (mailed), never twice; the customer cannot give a UTR any more", async () => {
    const order = await place("UPI");
    expect((await submitUtr(order.id, "412345678902")).status).toBe(200);
    const paid = await setPayment(order.id, "Paid");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ paymentStatus: "Paid" });
    expect(mailsTo(asha.email).at(-1)!.subject).toBe(`Payment received for order #${order.id.slice(-8)}`);
    const twice = await setPayment(order.id, "Paid");
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: "This order is already marked as paid.",
      code: "payment.markPaid.alreadyPaid",
    });
    expect((await submitUtr(order.id, "412345678902")).status).toBe(409);
    expect((await setPayment(order.id, "Refunded")).status).toBe(409);
    const history = (await read(order.id)).events!;
    expect(history.filter((e) => e.type === "payment").map((e) => [e.to, e.actor])).toEqual([
      ["Payment submitted", "customer"],
      ["Paid", "admin"],
    ]);
  });

  it("refuses a UTR one digit repeated (400) and changes nothing", async () => {
    const order = await place("UPI");
    for (const utr of ["000000000000", "999999999999"]) {
      const res = await submitUtr(order.id, utr);
      expect(res.status, utr).toBe(400);
      expect(await res.json()).toMatchObject({ error: UTR_REPEATED, fields: { utr: UTR_REPEATED } });
    }
    expect(await read(order.id)).toMatchObject({ paymentStatus: "Awaiting payment", utr: null });
  });

  it("refuses a UTR already given for another order, whoever gave it (409, nothing changed)", async () => {
    const utr = "512345678901";
    const first = await place("UPI");
    expect((await submitUtr(first.id, utr)).status).toBe(200);
    const theirs = await place("UPI", ravi);
    const mine = await place("UPI");
    for (const [order, customer] of [
      [theirs, ravi],
      [mine, asha],
    ] as const) {
      const res = await submitUtr(order.id, utr, customer);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: UTR_USED, code: "payment.utr.alreadyUsed" });
      const after = await read(order.id, customer);
      expect(after).toMatchObject({ paymentStatus: "Awaiting payment", utr: null });
      expect(after.events!.map((e) => e.type)).toEqual(["status"]);
    }
    // The order that has it may be given it again (a correction, the same payment).
    expect((await submitUtr(first.id, utr)).status).toBe(200);
    expect((await t.db.selectFrom("orders").select("id").where("utr", "=", utr).execute()).map((o) => o.id)).toEqual([
      first.id,
    ]);
  });

  // Rounds of eight make a race between the check and the write (PostgreSQL) all but certain.
  it.each(["512345678902", "512345678903", "512345678904"])(
    "of eight orders given one UTR (%s) at the same moment, exactly one takes it; the others get the 409",
    async (utr) => {
      const customers = [asha, ravi, asha, ravi, asha, ravi, asha, ravi];
      const orders: OrderJson[] = [];
      for (const customer of customers) orders.push(await place("UPI", customer));
      const answers = await Promise.all(orders.map((order, i) => submitUtr(order.id, utr, customers[i])));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(orders.length - 1);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(await refused.json()).toEqual({ error: UTR_USED, code: "payment.utr.alreadyUsed" });
      }
      const holders = await t.db.selectFrom("orders").select("id").where("utr", "=", utr).execute();
      expect(holders).toHaveLength(1);
      const submitted = await t.db
        .selectFrom("orders")
        .select("id")
        .where(
          "id",
          "in",
          orders.map((o) => o.id),
        )
        .where("payment_status", "=", "Payment submitted")
        .execute();
      expect(submitted).toEqual(holders);
      const events = await t.db
        .selectFrom("order_events")
        .select("order_id")
        .where("note", "=", `UTR ${utr}`)
        .execute();
      expect(events).toEqual([{ order_id: holders[0]!.id }]);
    },
  );

  it("the admin's order search finds an order by its UTR, spaced as a bank statement shows it or not", async () => {
    const order = await place("UPI", ravi);
    expect((await submitUtr(order.id, "712345678903", ravi)).status).toBe(200);
    for (const q of ["712345678903", "7123 4567 8903", "7123-4567-8903"]) {
      const res = await api.request(`/api/admin/orders?q=${encodeURIComponent(q)}`, { headers: as(admin) });
      const rows = (await res.json()) as Array<{ id: string }>;
      expect(
        rows.map((r) => r.id),
        q,
      ).toEqual([order.id]);
    }
  });

  it("the dashboard lists payments reported more than UTR_CONFIRM_DAYS ago that nobody confirmed, not fresh ones", async () => {
    const old = await place("UPI");
    expect((await submitUtr(old.id, "812345678904")).status).toBe(200);
    const fresh = await place("UPI");
    expect((await submitUtr(fresh.id, "812345678905")).status).toBe(200);
    // The customer said they paid four days ago (UTR_CONFIRM_DAYS is 3 by default).
    await t.db
      .updateTable("order_events")
      .set({ created_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where("order_id", "=", old.id)
      .where("to_value", "=", "Payment submitted")
      .execute();
    const paymentsToCheck = async () => {
      const res = await api.request("/api/admin/dashboard-data", { headers: as(admin) });
      const { stats } = (await res.json()) as {
        stats: {
          paymentsToCheck: {
            days: number;
            count: number;
            orders: Array<{ id: string; utr: string; paymentStatus: string; status: string }>;
          };
        };
      };
      return stats.paymentsToCheck;
    };
    const listed = await paymentsToCheck();
    expect(listed).toMatchObject({ days: 3, count: 1 });
    expect(listed.orders).toEqual([
      expect.objectContaining({
        id: old.id,
        utr: "812345678904",
        status: "Order Successful",
        paymentStatus: "Payment submitted",
      }),
    ]);
    // Matched with the bank statement: marked paid, it leaves the list.
    expect((await setPayment(old.id, "Paid")).status).toBe(200);
    expect(await paymentsToCheck()).toMatchObject({ count: 0, orders: [] });
  });

  it("a paid order cancelled is owed back, then refunded (mailed); a cancelled unpaid one cannot be paid", async () => {
    const order = await place("UPI");
    await setPayment(order.id, "Paid");
    const cancel = await api.json("/api/auth/cancel-order", { orderId: order.id }, "PUT", as(asha));
    expect(cancel.status).toBe(200);
    expect((await read(order.id)).paymentStatus).toBe("Refund due");
    expect(mailsTo(asha.email).at(-1)!.text).toContain("we will refund it");
    // What was owed back is recorded with where it went, and counted: it cannot be refunded twice.
    expect((await setPayment(order.id, "Refunded")).status).toBe(400);
    const refunded = await setPayment(order.id, "Refunded", "UPI 512345678901");
    expect(await refunded.json()).toMatchObject({ paymentStatus: "Refunded" });
    const again = await api.json(`/api/admin/orders/${order.id}/refund`, {}, "POST", as(admin));
    expect(again.status).toBe(409);
    expect(mailsTo(asha.email).at(-1)!.subject).toBe(`Refund for order #${order.id.slice(-8)}`);

    const unpaid = await place("UPI");
    await setStatus(unpaid.id, { status: "Order Cancelled" });
    const pay = await submitUtr(unpaid.id, UTR);
    expect(pay.status).toBe(409);
    expect(await pay.json()).toEqual({
      error: "This order is cancelled: there is nothing to pay.",
      code: "payment.utr.orderCancelled",
    });
    expect((await setPayment(unpaid.id, "Paid")).status).toBe(409);
  });

  it("cash on delivery is paid when delivered", async () => {
    const order = await place("Cash on Delivery");
    expect(order.paymentStatus).toBe("Pay on delivery");
    expect((await submitUtr(order.id, UTR)).status).toBe(409);
    await setStatus(order.id, { status: "Processing" });
    expect((await read(order.id)).paymentStatus).toBe("Pay on delivery");
    const delivered = await setStatus(order.id, { status: "Delivered" });
    expect(await delivered.json()).toMatchObject({ status: "Delivered", paymentStatus: "Paid" });
    expect(mailsTo(asha.email).at(-1)!.subject).toBe(`Your order #${order.id.slice(-8)} was delivered`);
  });

  it("shipping takes the courier's details, shown in the order and mailed; tracking goes only with 'Shipped'", async () => {
    const order = await place("Cash on Delivery");
    const before = await stock();
    const tracking = {
      courier: "Delhivery",
      trackingNumber: "DLV123456789",
      trackingUrl: "https://www.delhivery.com/track/package/DLV123456789",
    };
    const wrong = await setStatus(order.id, { status: "Processing", ...tracking });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "Courier and tracking number go with the status Shipped." });
    expect((await setStatus(order.id, { status: "Shipped", courier: "Delhivery" })).status).toBe(400);
    expect(
      (await setStatus(order.id, { status: "Shipped", ...tracking, trackingUrl: "javascript:alert(1)" })).status,
    ).toBe(400);
    expect((await read(order.id)).status).toBe("Order Successful");

    const shipped = await setStatus(order.id, { status: "Shipped", ...tracking });
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({ status: "Shipped", tracking });
    expect(await stock()).toBe(before);
    const mail = mailsTo(asha.email).at(-1)!;
    expect(mail.subject).toBe(`Your order #${order.id.slice(-8)} has shipped`);
    expect(mail.text).toContain("Delhivery");
    expect(mail.text).toContain("DLV123456789");
    expect((await read(order.id)).events!.at(-1)).toMatchObject({
      type: "status",
      from: "Order Successful",
      to: "Shipped",
      actor: "admin",
      note: "Delhivery · AWB DLV123456789",
    });
    const customerCancel = await api.json("/api/auth/cancel-order", { orderId: order.id }, "PUT", as(asha));
    expect(customerCancel.status).toBe(409);
  });

  it("a mail that cannot be sent never undoes the order: it waits in the outbox", async () => {
    const send = api.shop.mailer.send;
    api.shop.mailer.send = async () => {
      throw new Error("SMTP server unreachable");
    };
    try {
      const order = await place("Cash on Delivery");
      expect(order.status).toBe("Order Successful");
      const waiting = await t.db
        .selectFrom("mail_outbox")
        .select(["subject", "attempts", "sent_at"])
        .where("subject", "like", `%${order.id.slice(-8)}%`)
        .executeTakeFirstOrThrow();
      expect(waiting).toEqual({
        subject: `Your Vanaushadhi order #${order.id.slice(-8)} is confirmed`,
        attempts: 1,
        sent_at: null,
      });
    } finally {
      api.shop.mailer.send = send;
    }
  });

  it("UPI is refused when the shop has no UPI ID to be paid to", async () => {
    await t.db.deleteFrom("settings").execute();
    api.shop.settings.forget();
    try {
      const res = await api.json(
        "/api/orders",
        { cart: [{ id: productId, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "UPI" },
        "POST",
        as(ravi),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: "UPI payment is not available. Please choose another payment method.",
      });
    } finally {
      await api.shop.settings.saveShop(DEMO_SHOP_SETTINGS, null);
    }
  });

  it("the admin's order list filters by payment status and the CSV carries it", async () => {
    const res = await api.request("/api/admin/orders?payment=Refunded", { headers: as(admin) });
    const rows = (await res.json()) as Array<{ paymentStatus: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.paymentStatus === "Refunded")).toBe(true);
    const csv = await (await api.request("/api/admin/orders.csv?payment=Paid", { headers: as(admin) })).text();
    const lines = csv.trim().split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(",Paid,"))).toBe(true);
  });

  it("the dashboard counts paid revenue apart from revenue still awaiting payment", async () => {
    const res = await api.request("/api/admin/dashboard-data", { headers: as(admin) });
    const { stats } = (await res.json()) as {
      stats: { totalRevenue: number; paidRevenue: number; awaitingPayment: number };
    };
    expect(stats.paidRevenue).toBeGreaterThan(0);
    expect(stats.awaitingPayment).toBeGreaterThan(0);
    expect(stats.paidRevenue + stats.awaitingPayment).toBeLessThanOrEqual(stats.totalRevenue);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toPaise } from "#domain/money.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { expireUnpaidOrders } from "#server/features/orders/expire-unpaid-orders.ts";
import { reconcilePayments } from "#server/features/payments/reconcile-payments.ts";
import { type createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, type TestDatabase } from "#tests/support/databases.ts";
import { openOnlineShop } from "#tests/support/online-shop.ts";
import { type RazorpayTestServer, startRazorpayServer } from "#tests/support/razorpay-server.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * docs/product/payments.md#reconciliation: what a lost webhook or a lost answer would lose, found
 * by the reconciliation job and by the expiry sweep asking Razorpay before it cancels.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const MINUTE = 60_000;
const RECONCILE_AFTER_MINUTES = 15;
const QUANTITY = 2;

interface OnlineOrder {
  id: string;
  number: string;
  totalPaise: number;
  providerOrderId: string;
}

describe.each(DATABASE_KINDS)("reconciling online payments with Razorpay on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  /** Takes refunds `pending`, as a bank does, until `processRefund`. */
  let rzp: RazorpayTestServer;
  let customer: TestUser;
  let admin: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie, "Content-Type": "application/json" });
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
  const row = (id: string) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const refundRows = (orderId: string) =>
    t.db.selectFrom("refunds").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
  const mails = (subject: string) =>
    t.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", customer.email)
      .where("subject", "=", subject)
      .execute();
  const paymentHistory = (id: string) =>
    t.db
      .selectFrom("order_events")
      .select(["from_value", "to_value", "actor", "note"])
      .where("order_id", "=", id)
      .where("type", "=", "payment")
      .orderBy("created_at")
      .execute();
  const stock = async () =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock;

  /** An online order placed through the API `minutesAgo` minutes ago, its Razorpay order made as it was placed. */
  async function onlineOrder(minutesAgo = 0): Promise<OnlineOrder> {
    const res = await api.request("/api/orders", {
      method: "POST",
      headers: as(customer),
      body: JSON.stringify({
        cart: [{ id: productId, quantity: QUANTITY }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Pay online",
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id, totalAmount } = (await res.json()) as { id: string; totalAmount: number };
    const createdAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await t.db.updateTable("orders").set({ created_at: createdAt }).where("id", "=", id).execute();
    const { provider_order_id } = await row(id);
    expect(provider_order_id).not.toBeNull();
    return { id, number: id.slice(-8), totalPaise: toPaise(totalAmount), providerOrderId: provider_order_id! };
  }

  /** An online order the customer paid in Checkout, its answer posted back by the order page. */
  async function paidOrder(): Promise<OnlineOrder & { paymentId: string }> {
    const order = await onlineOrder();
    const checkout = rzp.pay(order.providerOrderId);
    const res = await api.request(`/api/orders/${order.id}/razorpay`, {
      method: "POST",
      headers: as(customer),
      body: JSON.stringify(checkout),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return { ...order, paymentId: checkout.razorpay_payment_id };
  }

  async function refund(orderId: string, body: object = {}) {
    const res = await api.request(`/api/admin/orders/${orderId}/refund`, {
      method: "POST",
      headers: as(admin),
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    rzp = await startRazorpayServer({ refundStatus: "pending" });
    ({ t, api, productId } = await openOnlineShop(kind, rzp, RECONCILE_AFTER_MINUTES));
    customer = await signUp(api, "Lata Menon");
    admin = await signUp(api, "Reconcile Admin");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  it("an order paid at Razorpay whose webhook was lost is paid once older than the delay; a younger one is left", async () => {
    const old = await onlineOrder(RECONCILE_AFTER_MINUTES + 1);
    const young = await onlineOrder(RECONCILE_AFTER_MINUTES - 10);
    const unpaid = await onlineOrder(RECONCILE_AFTER_MINUTES + 5);
    const oldPayment = rzp.pay(old.providerOrderId).razorpay_payment_id;
    const youngPayment = rzp.pay(young.providerOrderId).razorpay_payment_id;
    const asked = rzp.requests.length;

    expect(await reconcilePayments(api.shop)).toBe(1);
    expect(await row(old.id)).toMatchObject({
      payment_status: "Paid",
      provider_payment_id: oldPayment,
      expires_unpaid: 0,
    });
    expect(await row(young.id)).toMatchObject({ payment_status: "Awaiting payment", provider_payment_id: null });
    expect(await row(unpaid.id)).toMatchObject({ payment_status: "Awaiting payment", provider_payment_id: null });
    expect(
      rzp.requests
        .slice(asked)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(
      [`GET /v1/orders/${old.providerOrderId}/payments`, `GET /v1/orders/${unpaid.providerOrderId}/payments`].sort(),
    );
    expect(await paymentHistory(old.id)).toEqual([
      {
        from_value: "Awaiting payment",
        to_value: "Paid",
        actor: "system",
        note: `payment.event.captured?payment=${oldPayment}`,
      },
    ]);
    expect(await mails(`Payment received for order #${old.number}`)).toHaveLength(1);

    // Run again: nothing more.
    expect(await reconcilePayments(api.shop)).toBe(0);
    expect(await paymentHistory(old.id)).toHaveLength(1);
    expect(await mails(`Payment received for order #${old.number}`)).toHaveLength(1);

    // Once the young one is old enough, it is paid too.
    await reconcilePayments(api.shop, inMinutes(RECONCILE_AFTER_MINUTES));
    expect(await row(young.id)).toMatchObject({ payment_status: "Paid", provider_payment_id: youngPayment });
    expect(await row(unpaid.id)).toMatchObject({ payment_status: "Awaiting payment" });
  });

  it("a failed attempt is not a payment: the order stays awaiting payment", async () => {
    const order = await onlineOrder(RECONCILE_AFTER_MINUTES + 1);
    rzp.pay(order.providerOrderId, { fail: true });
    await reconcilePayments(api.shop);
    expect(await row(order.id)).toMatchObject({ payment_status: "Awaiting payment", provider_payment_id: null });
  });

  it("Razorpay not answering ends the run at once (the other jobs wait for nothing), and is asked again next time", async () => {
    const order = await onlineOrder(RECONCILE_AFTER_MINUTES + 1);
    const paymentId = rzp.pay(order.providerOrderId).razorpay_payment_id;
    // The run's first lookup fails, on both of the adapter's tries: nothing more is asked.
    rzp.failNext(503, 2);
    const asked = rzp.requests.length;
    expect(await reconcilePayments(api.shop)).toBe(0);
    expect(rzp.requests.length - asked).toBe(2);
    expect((await row(order.id)).payment_status).toBe("Awaiting payment");

    expect(await reconcilePayments(api.shop)).toBe(1);
    expect(await row(order.id)).toMatchObject({ payment_status: "Paid", provider_payment_id: paymentId });
  });

  it("a refund whose answer was lost is sent again with the same idempotency key, and refunds once", async () => {
    const order = await paidOrder();
    // Razorpay makes the refund, then the answer is lost, on both of the adapter's tries.
    rzp.failNext("lost-response", 2);
    await refund(order.id);
    const [kept] = await refundRows(order.id);
    expect(kept).toMatchObject({ status: "requested", provider_refund_id: null, amount_paise: order.totalPaise });
    expect(rzp.refundsOf(order.paymentId)).toHaveLength(1);
    expect((await row(order.id)).payment_status).toBe("Refund due");

    // Not yet a minute old: the first sender may still be waiting for its answer.
    await reconcilePayments(api.shop);
    expect((await refundRows(order.id))[0]!.status).toBe("requested");

    await reconcilePayments(api.shop, inMinutes(2));
    const calls = rzp.requests.filter((r) => r.path === `/v1/payments/${order.paymentId}/refund`);
    expect(calls.map((r) => r.idempotencyKey)).toEqual([
      kept!.idempotency_key,
      kept!.idempotency_key,
      kept!.idempotency_key,
    ]);
    const [atRazorpay, ...more] = rzp.refundsOf(order.paymentId);
    expect(more).toEqual([]);
    expect((await refundRows(order.id))[0]).toMatchObject({ status: "pending", provider_refund_id: atRazorpay!.id });
    expect(await row(order.id)).toMatchObject({
      payment_status: "Refund due",
      refund_requested_paise: order.totalPaise,
      refunded_paise: 0,
    });
  });

  it("a refund Razorpay took whose refund.processed was lost is confirmed once Razorpay has processed it", async () => {
    const order = await paidOrder();
    await refund(order.id);
    const [atRazorpay] = rzp.refundsOf(order.paymentId);
    expect(atRazorpay).toMatchObject({ status: "pending", amount: order.totalPaise });
    const subject = `Refund for order #${order.number}`;

    // Razorpay is still sending the money back: nothing is confirmed yet.
    await reconcilePayments(api.shop, inMinutes(RECONCILE_AFTER_MINUTES + 1));
    expect((await refundRows(order.id))[0]!.status).toBe("pending");
    expect(await row(order.id)).toMatchObject({ payment_status: "Refund due", refunded_paise: 0 });
    expect(await mails(subject)).toEqual([]);

    rzp.processRefund(atRazorpay!.id as string);
    await reconcilePayments(api.shop, inMinutes(RECONCILE_AFTER_MINUTES + 1));
    expect((await refundRows(order.id))[0]!.status).toBe("processed");
    expect(await row(order.id)).toMatchObject({ payment_status: "Refunded", refunded_paise: order.totalPaise });
    expect(await mails(subject)).toHaveLength(1);

    await reconcilePayments(api.shop, inMinutes(RECONCILE_AFTER_MINUTES + 1));
    expect(await mails(subject)).toHaveLength(1);
    expect((await row(order.id)).refunded_paise).toBe(order.totalPaise);
  });

  it("a partial refund confirmed that way makes the order 'Partly refunded'", async () => {
    const order = await paidOrder();
    await refund(order.id, { amount: 100 });
    const [atRazorpay] = rzp.refundsOf(order.paymentId);
    rzp.processRefund(atRazorpay!.id as string);
    await reconcilePayments(api.shop, inMinutes(RECONCILE_AFTER_MINUTES + 1));
    expect(await row(order.id)).toMatchObject({ payment_status: "Partly refunded", refunded_paise: 10_000 });
  });

  it("the expiry sweep asks Razorpay first: paid there but never told is paid, not cancelled; unpaid is cancelled", async () => {
    const window = api.shop.config.upiPaymentWindowMinutes;
    const paidThere = await onlineOrder(window + 1);
    const unpaid = await onlineOrder(window + 1);
    const paymentId = rzp.pay(paidThere.providerOrderId).razorpay_payment_id;
    rzp.pay(unpaid.providerOrderId, { fail: true });
    const before = await stock();

    expect(await expireUnpaidOrders(api.shop)).toBe(1);
    expect(await row(paidThere.id)).toMatchObject({
      status: "Order Successful",
      payment_status: "Paid",
      provider_payment_id: paymentId,
    });
    expect(await mails(`Payment received for order #${paidThere.number}`)).toHaveLength(1);
    expect(await mails(`Your order #${paidThere.number} is cancelled`)).toEqual([]);

    expect(await row(unpaid.id)).toMatchObject({ status: "Order Cancelled", payment_status: "Awaiting payment" });
    expect(await stock()).toBe(before + QUANTITY);
    const [cancelled, ...more] = await mails(`Your order #${unpaid.number} is cancelled`);
    expect(more).toEqual([]);
    expect(cancelled!.text_body).toContain("We did not receive the online payment in time");
  });

  it("while Razorpay does not answer, the sweep cancels no online order (it may have been paid); then it does", async () => {
    const window = api.shop.config.upiPaymentWindowMinutes;
    const unpaid = await onlineOrder(window + 1);
    // The first online order's lookup fails on both of the adapter's tries: the rest wait too.
    rzp.failNext(503, 2);
    await expireUnpaidOrders(api.shop);
    expect(await row(unpaid.id)).toMatchObject({ status: "Order Successful", payment_status: "Awaiting payment" });

    await expireUnpaidOrders(api.shop);
    expect(await row(unpaid.id)).toMatchObject({ status: "Order Cancelled", payment_status: "Awaiting payment" });
  });

  it("a payment that reaches Razorpay after the order expired, its webhook lost, is found and refunded", async () => {
    const order = await onlineOrder(api.shop.config.upiPaymentWindowMinutes + 1);
    await expireUnpaidOrders(api.shop);
    expect((await row(order.id)).status).toBe("Order Cancelled");
    // The customer's Checkout was open: the payment goes through after all.
    const paymentId = rzp.pay(order.providerOrderId).razorpay_payment_id;

    await reconcilePayments(api.shop, inMinutes(2));
    expect(await row(order.id)).toMatchObject({
      status: "Order Cancelled",
      payment_status: "Refund due",
      provider_payment_id: paymentId,
    });
    expect(rzp.refundsOf(paymentId)).toMatchObject([{ amount: order.totalPaise }]);
  });
});

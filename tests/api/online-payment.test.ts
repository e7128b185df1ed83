import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createPaymentProvider } from "#server/features/payments/provider.ts";
import { checkoutSignature, webhookSignature } from "#server/features/payments/razorpay-signature.ts";
import { createRazorpayProvider } from "#server/features/payments/razorpay.ts";
import { reconcilePayments } from "#server/features/payments/reconcile-payments.ts";
import type { createTestApp } from "#tests/support/app.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { DATABASE_KINDS, type TestDatabase } from "#tests/support/databases.ts";
import { openOnlineShop } from "#tests/support/online-shop.ts";
import {
  type CheckoutSuccess,
  type RazorpayTestServer,
  startRazorpayServer,
  type WebhookEvent,
} from "#tests/support/razorpay-server.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** docs/product/payments.md#online-payment and #online-refunds, through the API, against the tests' Razorpay. */

const ADDRESS = {
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
  recipient: "Asha Verma",
  mobile: "9876543210",
  landmark: "",
};
const MINUTE = 60_000;
const NOT_VERIFIED =
  "We could not verify this payment. If money left your account, it will be confirmed or refunded automatically.";
const BAD_WEBHOOK = "The webhook's signature is not valid.";
const NOTHING_LEFT = "All of this order's payment has already been refunded.";
const AMOUNT_INVALID = "Enter an amount in rupees of at least ₹1, with at most two decimals";

interface OrderEvent {
  type: string;
  from: string | null;
  to: string;
  actor: string;
  note: string | null;
}

interface OrderJson {
  id: string;
  status: string;
  totalAmount: number;
  paymentMethod: unknown;
  paymentStatus: string;
  razorpayPaymentId?: string | null;
  refunded?: number;
  creditNoteNumber?: string | null;
  events?: OrderEvent[];
}

interface OnlineOrder {
  order: OrderJson;
  number: string;
  totalPaise: number;
  providerOrderId: string;
}

interface PaidOrder extends OnlineOrder {
  paymentId: string;
  checkout: CheckoutSuccess;
}

const newEventId = () => `evt_${randomBytes(7).toString("hex")}`;

/** What Razorpay's signed body would be once changed on the way: its first amount raised by ₹1. */
const tampered = (body: string) =>
  body.replace(/"amount":(\d+)/, (_, paise: string) => `"amount":${Number(paise) + 100}`);

/** The same signature with its last hex digit changed. */
const flipped = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;

describe.each(DATABASE_KINDS)("online payment through Razorpay on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  /** The shop's Razorpay: it takes refunds `pending`, as a bank does, and says when they are processed. */
  let rzp: RazorpayTestServer;
  /** Another Razorpay account whose refunds are processed at once. */
  let instant: RazorpayTestServer;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;
  let productId: string;
  /** Every answer body of this file: none may carry a secret (nor may any mail). */
  const answers: string[] = [];

  const as = (u: TestUser) => ({ Cookie: u.cookie });

  async function call(path: string, init?: RequestInit): Promise<Response> {
    const res = await api.request(path, init);
    answers.push(await res.clone().text());
    return res;
  }
  const send = (path: string, body: unknown, method = "POST", u?: TestUser) =>
    call(path, {
      method,
      headers: { "Content-Type": "application/json", ...(u ? as(u) : {}) },
      body: JSON.stringify(body),
    });

  const placeAs = (selectedPaymentMethod: unknown, u = asha) =>
    send(
      "/api/orders",
      { cart: [{ id: productId, quantity: 2 }], selectedAddress: ADDRESS, selectedPaymentMethod },
      "POST",
      u,
    );
  async function place(selectedPaymentMethod: unknown, u = asha): Promise<OrderJson> {
    const res = await placeAs(selectedPaymentMethod, u);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OrderJson;
  }
  /** Asha reports one of the order's plants arrived damaged, with a photo, and asks for a refund. */
  async function reportDeadPlant(orderId: string): Promise<Response> {
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("lines", JSON.stringify([{ productId, quantity: 1 }]));
    form.set("reason", "Arrived damaged");
    form.set("description", "Crushed in the box.");
    form.set("wish", "Refund");
    form.append("photos", new File([new Uint8Array(photo)], "box.png", { type: "image/png" }));
    return call(`/api/orders/${orderId}/returns`, { method: "POST", headers: as(asha), body: form });
  }
  async function read(id: string, u = asha): Promise<OrderJson> {
    const res = await call(`/api/orders/${id}`, { headers: as(u) });
    expect(res.status).toBe(200);
    return (await res.json()) as OrderJson;
  }
  const row = (id: string) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const refundRows = (orderId: string) =>
    t.db.selectFrom("refunds").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
  const paymentHistory = async (id: string) =>
    (await read(id))
      .events!.filter((e) => e.type === "payment")
      .map(({ from, to, actor, note }) => ({ from, to, actor, note }));

  /** A customer's online order, placed through the API; its Razorpay order made as it was placed. */
  async function onlineOrder(u = asha): Promise<OnlineOrder> {
    const order = await place("Pay online", u);
    const { provider_order_id } = await row(order.id);
    expect(provider_order_id).not.toBeNull();
    return {
      order,
      number: order.id.slice(-8),
      totalPaise: toPaise(order.totalAmount),
      providerOrderId: provider_order_id!,
    };
  }
  const options = (id: string, u = asha) => call(`/api/orders/${id}/razorpay`, { headers: as(u) });
  const verify = (id: string, answer: unknown, u = asha) => send(`/api/orders/${id}/razorpay`, answer, "POST", u);

  /** An online order the customer paid in Checkout, its success answer posted back by the order page. */
  async function paidOrder(u = asha): Promise<PaidOrder> {
    const placed = await onlineOrder(u);
    const checkout = rzp.pay(placed.providerOrderId);
    const res = await verify(placed.order.id, checkout, u);
    expect(res.status, await res.clone().text()).toBe(200);
    return { ...placed, paymentId: checkout.razorpay_payment_id, checkout };
  }

  /** Razorpay's webhook, delivered to the shop as Razorpay sends it: the raw body, signed with the webhook secret. */
  function webhook(
    event: WebhookEvent,
    {
      eventId = newEventId(),
      secret = api.shop.config.razorpay!.webhookSecret,
      tamper = false,
      signed = true,
      server = rzp,
    }: { eventId?: string; secret?: string; tamper?: boolean; signed?: boolean; server?: RazorpayTestServer } = {},
  ): Promise<Response> {
    const body = server.webhookBody(event);
    return call("/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Event-Id": eventId,
        ...(signed ? { "X-Razorpay-Signature": webhookSignature(secret, body) } : {}),
      },
      body: tamper ? tampered(body) : body,
    });
  }
  const refund = (id: string, body: unknown, u = admin) => send(`/api/admin/orders/${id}/refund`, body, "POST", u);
  const refundCalls = (server: RazorpayTestServer, paymentId: string) =>
    server.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/refund`);

  /** The mails queued for the customer with this subject (queued in the change's transaction, sent after it). */
  const mails = (subject: string, u = asha) =>
    t.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body", "html_body"])
      .where("recipient", "=", u.email)
      .where("subject", "=", subject)
      .execute();
  const paidMails = (number: string) => mails(`Payment received for order #${number}`);
  const refundedMails = (number: string) => mails(`Refund for order #${number}`);

  /** Runs `work` with the shop set up for another Razorpay account (or none), as a restart with other keys would. */
  async function withGateway<T>(server: RazorpayTestServer | null, work: () => Promise<T>): Promise<T> {
    const { config, payments } = api.shop;
    api.shop.config = { ...config, razorpay: server ? { ...server.settings, reconcileAfterMinutes: 15 } : null };
    api.shop.payments = createPaymentProvider(api.shop.config);
    try {
      return await work();
    } finally {
      api.shop.config = config;
      api.shop.payments = payments;
    }
  }

  beforeAll(async () => {
    rzp = await startRazorpayServer({ refundStatus: "pending" });
    instant = await startRazorpayServer();
    ({ t, api, productId } = await openOnlineShop(kind, rzp));
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
    admin = await signUp(api, "Refunds Admin");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
    await instant.close();
  });

  describe("placing an order paid online", () => {
    it("'Pay online' is refused without the Razorpay keys (400), and nothing is written or asked of Razorpay", async () => {
      const [orders, asked] = [(await t.db.selectFrom("orders").select("id").execute()).length, rzp.requests.length];
      const res = await withGateway(null, () => placeAs("Pay online"));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Pay online is not offered by this shop. Please choose another payment method.",
        code: "order.place.methodNotOffered",
        fields: { selectedPaymentMethod: "Pay online is not offered by this shop" },
      });
      expect((await t.db.selectFrom("orders").select("id").execute()).length).toBe(orders);
      expect(rzp.requests.length).toBe(asked);
    });

    it("creates a Razorpay order for the total in paise, in INR, with the order number as receipt, and keeps its id", async () => {
      const asked = rzp.requests.length;
      const order = await place("Pay online");
      expect(order).toMatchObject({
        paymentMethod: "Pay online",
        paymentStatus: "Awaiting payment",
        razorpayPaymentId: null,
        refunded: 0,
      });
      const totalPaise = toPaise(order.totalAmount);
      const { provider_order_id: kept } = await row(order.id);
      expect(kept).toMatch(/^order_[A-Za-z0-9]{14}$/);
      const body = { amount: totalPaise, currency: "INR", receipt: order.id.slice(-8), notes: { orderId: order.id } };
      expect(rzp.requests.slice(asked)).toEqual([{ method: "POST", path: "/v1/orders", idempotencyKey: null, body }]);
      expect(rzp.order(kept!)).toMatchObject({ ...body, status: "created", amount_paid: 0 });
      const [placed] = await mails(`Your Vanaushadhi order #${order.id.slice(-8)} is confirmed`);
      expect(placed!.text_body).toContain(`Please pay ${formatINR(totalPaise)} online within 60 minutes`);
    });

    it("is placed all the same while Razorpay is down; 'Pay now' makes its Razorpay order then (503 while still down)", async () => {
      rzp.failNext(503);
      const order = await place("Pay online");
      expect(order.paymentStatus).toBe("Awaiting payment");
      expect((await row(order.id)).provider_order_id).toBeNull();

      rzp.failNext(503);
      const down = await options(order.id);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({
        error: "Online payment is not available right now. Please try again in a few minutes.",
      });
      expect((await row(order.id)).provider_order_id).toBeNull();

      const res = await options(order.id);
      expect(res.status).toBe(200);
      const { razorpayOrderId } = (await res.json()) as { razorpayOrderId: string };
      expect((await row(order.id)).provider_order_id).toBe(razorpayOrderId);
      expect(rzp.order(razorpayOrderId)).toMatchObject({
        amount: toPaise(order.totalAmount),
        notes: { orderId: order.id },
      });
      // Pressed again: the same Razorpay order, none made anew.
      const made = rzp.requests.filter((r) => r.path === "/v1/orders").length;
      expect(((await (await options(order.id)).json()) as { razorpayOrderId: string }).razorpayOrderId).toBe(
        razorpayOrderId,
      );
      expect(rzp.requests.filter((r) => r.path === "/v1/orders").length).toBe(made);
    });
  });

  describe("Checkout", () => {
    it("GET /api/orders/{id}/razorpay answers Checkout's options: the key id (never the secret), rupees, the prefill", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const res = await options(order.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        key: rzp.settings.keyId,
        razorpayOrderId: providerOrderId,
        amount: order.totalAmount,
        currency: "INR",
        name: DEMO_SHOP_SETTINGS.tradeName,
        description: `#${number}`,
        prefill: { name: "Asha Verma", email: asha.email, contact: "+919876543210" },
      });
    });

    it("the options are refused for an order not paid online (409), paid (409), cancelled (409), or another's (404)", async () => {
      const cod = await place("Cash on Delivery");
      const codRes = await options(cod.id);
      expect(codRes.status).toBe(409);
      expect(await codRes.json()).toMatchObject({ error: "This order is not paid online." });

      const { order } = await onlineOrder();
      expect((await options(order.id, ravi)).status).toBe(404);
      expect((await call(`/api/orders/${order.id}/razorpay`)).status).toBe(401);

      const paid = await paidOrder();
      const paidRes = await options(paid.order.id);
      expect(paidRes.status).toBe(409);
      expect(await paidRes.json()).toMatchObject({ error: "This order is already paid." });

      expect((await send("/api/auth/cancel-order", { orderId: order.id }, "PUT", asha)).status).toBe(200);
      const cancelled = await options(order.id);
      expect(cancelled.status).toBe(409);
      expect(await cancelled.json()).toMatchObject({ error: "This order is cancelled: there is nothing to pay." });
    });

    it("a genuine answer pays the order and mails the customer once; the same answer again changes nothing", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const checkout = rzp.pay(providerOrderId);
      const res = await verify(order.id, checkout);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: order.id,
        paymentStatus: "Paid",
        razorpayPaymentId: checkout.razorpay_payment_id,
        refunded: 0,
      });
      expect(await row(order.id)).toMatchObject({
        payment_status: "Paid",
        provider_payment_id: checkout.razorpay_payment_id,
        expires_unpaid: 0,
      });
      expect(api.sent.filter((m) => m.subject === `Payment received for order #${number}`)).toHaveLength(1);

      const again = await verify(order.id, checkout);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        paymentStatus: "Paid",
        razorpayPaymentId: checkout.razorpay_payment_id,
      });
      expect(await paymentHistory(order.id)).toEqual([
        {
          from: "Awaiting payment",
          to: "Paid",
          actor: "customer",
          note: `Razorpay payment ${checkout.razorpay_payment_id}`,
        },
      ]);
      const [mail, ...more] = await paidMails(number);
      expect(more).toEqual([]);
      expect(mail!.text_body).toContain(
        `We have received ${formatINR(toPaise(order.totalAmount))} for order #${number}`,
      );
    });

    it("refuses (400) a wrong signature, another Razorpay order's answer, a malformed one, and changes nothing", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const other = await onlineOrder();
      const mine = rzp.pay(providerOrderId);
      const theirs = rzp.pay(other.providerOrderId);
      const { keySecret } = rzp.settings;
      const attempts: Array<[string, unknown]> = [
        ["a signature with one digit changed", { ...mine, razorpay_signature: flipped(mine.razorpay_signature) }],
        ["another order's genuine answer", theirs],
        ["another order's payment claimed for this one", { ...theirs, razorpay_order_id: providerOrderId }],
        [
          "this payment signed over another Razorpay order id",
          {
            ...mine,
            razorpay_signature: checkoutSignature(keySecret, other.providerOrderId, mine.razorpay_payment_id),
          },
        ],
        [
          "a genuine signature for another Razorpay order id",
          {
            ...mine,
            razorpay_order_id: other.providerOrderId,
            razorpay_signature: checkoutSignature(keySecret, other.providerOrderId, mine.razorpay_payment_id),
          },
        ],
        [
          "signed with the webhook secret",
          {
            ...mine,
            razorpay_signature: checkoutSignature(
              rzp.settings.webhookSecret,
              providerOrderId,
              mine.razorpay_payment_id,
            ),
          },
        ],
        ["a malformed signature", { ...mine, razorpay_signature: "not-a-signature" }],
        ["a signature too short", { ...mine, razorpay_signature: mine.razorpay_signature.slice(0, 63) }],
        ["no signature", { razorpay_payment_id: mine.razorpay_payment_id, razorpay_order_id: providerOrderId }],
      ];
      for (const [what, answer] of attempts) {
        const res = await verify(order.id, answer);
        expect(res.status, what).toBe(400);
        expect(((await res.json()) as { error: string }).error, what).toBe(NOT_VERIFIED);
      }
      // Another customer's answer to this order: not theirs to tell.
      expect((await verify(order.id, mine, ravi)).status).toBe(404);

      expect(await row(order.id)).toMatchObject({ payment_status: "Awaiting payment", provider_payment_id: null });
      expect(await paymentHistory(order.id)).toEqual([]);
      expect(await paidMails(number)).toEqual([]);
      expect((await row(other.order.id)).payment_status).toBe("Awaiting payment");
      // The genuine answer is still taken.
      expect((await verify(order.id, mine)).status).toBe(200);
    });

    it("a Checkout answer for an order cancelled meanwhile (it expired while the customer paid) refunds the money at once, and mails no 'paid'", async () => {
      const { order, providerOrderId, number, totalPaise } = await onlineOrder();
      expect((await send("/api/auth/cancel-order", { orderId: order.id }, "PUT", asha)).status).toBe(200);
      const checkout = rzp.pay(providerOrderId);
      const res = await verify(order.id, checkout);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "Order Cancelled", paymentStatus: "Refund due" });
      const [kept] = await refundRows(order.id);
      expect(kept).toMatchObject({ payment_id: checkout.razorpay_payment_id, amount_paise: totalPaise });
      expect(await paidMails(number)).toEqual([]);
      expect(rzp.refundsOf(checkout.razorpay_payment_id)).toMatchObject([{ amount: totalPaise }]);
    });
  });

  describe("webhooks", () => {
    const storedEvents = async () => (await t.db.selectFrom("payment_events").select("event_id").execute()).length;

    it("refuses (400) a body signed with another secret, changed after signing, or unsigned, and changes nothing", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const { razorpay_payment_id: paymentId } = rzp.pay(providerOrderId);
      const captured: WebhookEvent = { event: "payment.captured", paymentId };
      const kept = await storedEvents();
      const deliveries: Array<[string, Parameters<typeof webhook>[1]]> = [
        ["signed with another secret", { secret: "another-webhook-secret" }],
        ["signed with the key secret", { secret: rzp.settings.keySecret }],
        ["changed after signing", { tamper: true }],
        ["unsigned", { signed: false }],
      ];
      for (const [what, delivery] of deliveries) {
        const res = await webhook(captured, delivery);
        expect(res.status, what).toBe(400);
        expect(await res.json(), what).toMatchObject({ error: BAD_WEBHOOK });
      }
      expect(await row(order.id)).toMatchObject({ payment_status: "Awaiting payment", provider_payment_id: null });
      expect(await storedEvents()).toBe(kept);
      expect(await paidMails(number)).toEqual([]);
    });

    it("payment.captured pays the order; the same event again answers 'duplicate' and acts once", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const { razorpay_payment_id: paymentId } = rzp.pay(providerOrderId);
      const eventId = newEventId();
      const res = await webhook({ event: "payment.captured", paymentId }, { eventId });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "processed" });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Paid", razorpayPaymentId: paymentId });

      const replay = await webhook({ event: "payment.captured", paymentId }, { eventId });
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ status: "duplicate" });
      expect(await paymentHistory(order.id)).toEqual([
        { from: "Awaiting payment", to: "Paid", actor: "system", note: `Razorpay payment ${paymentId}` },
      ]);
      expect(await paidMails(number)).toHaveLength(1);
      expect(
        await t.db.selectFrom("payment_events").select(["name", "order_id"]).where("event_id", "=", eventId).execute(),
      ).toEqual([{ name: "payment.captured", order_id: order.id }]);
    });

    it("out of order is safe: payment.failed or order.paid after payment.captured leave it paid, paid once", async () => {
      const { order, providerOrderId, number } = await onlineOrder();
      const failed = rzp.pay(providerOrderId, { fail: true });
      const { razorpay_payment_id: paymentId } = rzp.pay(providerOrderId);
      const failedId = failed.error.metadata.payment_id;
      for (const event of [
        { event: "payment.captured", paymentId },
        { event: "order.paid", orderId: providerOrderId },
        { event: "payment.failed", paymentId: failedId },
      ] satisfies WebhookEvent[]) {
        const res = await webhook(event);
        expect(res.status, event.event).toBe(200);
        expect(await res.json(), event.event).toEqual({ status: "processed" });
        expect(await read(order.id), event.event).toMatchObject({
          paymentStatus: "Paid",
          razorpayPaymentId: paymentId,
        });
      }
      expect(await paymentHistory(order.id)).toEqual([
        { from: "Awaiting payment", to: "Paid", actor: "system", note: `Razorpay payment ${paymentId}` },
        { from: "Paid", to: "Paid", actor: "system", note: `Razorpay payment ${failedId} failed` },
      ]);
      expect(await paidMails(number)).toHaveLength(1);
      expect(await refundRows(order.id)).toEqual([]);
    });

    it("payment.failed of an unpaid order is written to its history and leaves it awaiting payment", async () => {
      const { order, providerOrderId } = await onlineOrder();
      const failed = rzp.pay(providerOrderId, { fail: true });
      const res = await webhook({ event: "payment.failed", paymentId: failed.error.metadata.payment_id });
      expect(await res.json()).toEqual({ status: "processed" });
      expect(await paymentHistory(order.id)).toEqual([
        {
          from: "Awaiting payment",
          to: "Awaiting payment",
          actor: "system",
          note: `Razorpay payment ${failed.error.metadata.payment_id} failed`,
        },
      ]);
      expect((await row(order.id)).payment_status).toBe("Awaiting payment");
    });

    it("an event about no order of the shop's, or one the shop does not act on, answers 'ignored'", async () => {
      const stranger = createRazorpayProvider(rzp.settings);
      const { id: elsewhere } = await stranger.createOrder({ amountPaise: 50_000, receipt: "elsewhere", notes: {} });
      const { razorpay_payment_id: paymentId } = rzp.pay(elsewhere);
      for (const event of [
        { event: "payment.captured", paymentId },
        { event: "order.paid", orderId: elsewhere },
      ] satisfies WebhookEvent[]) {
        const res = await webhook(event);
        expect(res.status, event.event).toBe(200);
        expect(await res.json(), event.event).toEqual({ status: "ignored" });
      }
      const { order, providerOrderId } = await onlineOrder();
      const mine = rzp.pay(providerOrderId);
      const authorized = await webhook({ event: "payment.authorized", paymentId: mine.razorpay_payment_id });
      expect(await authorized.json()).toEqual({ status: "ignored" });
      expect((await row(order.id)).payment_status).toBe("Awaiting payment");
    });

    // Rounds make a race between the webhooks and the customer's answer (PostgreSQL) all but certain.
    it.each([1, 2, 3])(
      "the same payment told at once by two deliveries of one event, order.paid and Checkout is paid once (round %i)",
      async () => {
        const { order, providerOrderId, number } = await onlineOrder();
        const checkout = rzp.pay(providerOrderId);
        const captured: WebhookEvent = { event: "payment.captured", paymentId: checkout.razorpay_payment_id };
        const eventId = newEventId();
        const [first, second, paid, verified] = await Promise.all([
          webhook(captured, { eventId }),
          webhook(captured, { eventId }),
          webhook({ event: "order.paid", orderId: providerOrderId }),
          verify(order.id, checkout),
        ]);
        expect([first.status, second.status, paid.status, verified.status]).toEqual([200, 200, 200, 200]);
        const outcomes = [
          ((await first.json()) as { status: string }).status,
          ((await second.json()) as { status: string }).status,
        ];
        expect(outcomes.sort()).toEqual(["duplicate", "processed"]);
        expect(await paid.json()).toEqual({ status: "processed" });
        expect(await verified.json()).toMatchObject({
          paymentStatus: "Paid",
          razorpayPaymentId: checkout.razorpay_payment_id,
        });
        const history = await paymentHistory(order.id);
        expect(history).toHaveLength(1);
        expect(history[0]).toMatchObject({ from: "Awaiting payment", to: "Paid" });
        expect(await paidMails(number)).toHaveLength(1);
        expect(await refundRows(order.id)).toEqual([]);
      },
    );
  });

  describe("refunds", () => {
    it("a full refund is kept, sent with its idempotency key, 'Refund due' until refund.processed makes it 'Refunded' (mailed)", async () => {
      const { order, number, totalPaise, paymentId } = await paidOrder();
      const res = await refund(order.id, {});
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ paymentStatus: "Refund due", refunded: 0 });
      const [kept, ...more] = await refundRows(order.id);
      expect(more).toEqual([]);
      expect(kept).toMatchObject({
        payment_id: paymentId,
        amount_paise: totalPaise,
        status: "pending",
        actor: "admin",
        actor_id: admin.id,
        failure: null,
      });
      expect(kept!.idempotency_key).toMatch(/^[A-Za-z0-9_-]{10,}$/);
      expect(refundCalls(rzp, paymentId)).toEqual([
        {
          method: "POST",
          path: `/v1/payments/${paymentId}/refund`,
          idempotencyKey: kept!.idempotency_key,
          body: { amount: totalPaise },
        },
      ]);
      const [atRazorpay] = rzp.refundsOf(paymentId);
      expect(atRazorpay).toMatchObject({ id: kept!.provider_refund_id, amount: totalPaise, status: "pending" });
      expect(await refundedMails(number)).toEqual([]);

      rzp.processRefund(atRazorpay!.id as string);
      const eventId = newEventId();
      const processed = await webhook({ event: "refund.processed", refundId: atRazorpay!.id as string }, { eventId });
      expect(await processed.json()).toEqual({ status: "processed" });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
      expect(await row(order.id)).toMatchObject({ refund_requested_paise: totalPaise, refunded_paise: totalPaise });
      expect((await refundRows(order.id))[0]!.status).toBe("processed");
      const [mail] = await refundedMails(number);
      expect(mail!.text_body).toContain(`We have refunded ${formatINR(totalPaise)} for order #${number}`);

      const amount = formatINR(totalPaise);
      const history = [
        { from: "Awaiting payment", to: "Paid", actor: "customer", note: `Razorpay payment ${paymentId}` },
        { from: "Paid", to: "Refund due", actor: "admin", note: `Refund of ${amount} asked of Razorpay` },
        { from: "Refund due", to: "Refunded", actor: "system", note: `Refund of ${amount} sent back by Razorpay` },
      ];
      expect(await paymentHistory(order.id)).toEqual(history);

      // The same event again, or Razorpay telling it anew: counted once.
      const replay = await webhook({ event: "refund.processed", refundId: atRazorpay!.id as string }, { eventId });
      expect(await replay.json()).toEqual({ status: "duplicate" });
      const retold = await webhook({ event: "refund.processed", refundId: atRazorpay!.id as string });
      expect(retold.status).toBe(200);
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
      expect(await row(order.id)).toMatchObject({ refund_requested_paise: totalPaise, refunded_paise: totalPaise });
      expect(await paymentHistory(order.id)).toEqual(history);
      expect(await refundedMails(number)).toHaveLength(1);

      const again = await refund(order.id, {});
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: NOTHING_LEFT });
      expect(rzp.refundsOf(paymentId)).toHaveLength(1);
    });

    it("a partial refund makes it 'Partly refunded', naming the amount; more than is left is refused; the rest goes later", async () => {
      const { order, number, totalPaise, paymentId } = await paidOrder();
      expect(totalPaise).toBeGreaterThan(20_000);
      const res = await refund(order.id, { amount: 100 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ paymentStatus: "Refund due", refunded: 0 });
      const [part] = rzp.refundsOf(paymentId);
      expect(part).toMatchObject({ amount: 10_000, status: "pending" });
      rzp.processRefund(part!.id as string);
      expect(await (await webhook({ event: "refund.processed", refundId: part!.id as string })).json()).toEqual({
        status: "processed",
      });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Partly refunded", refunded: 100 });
      const [mail] = await refundedMails(number);
      expect(mail!.text_body).toContain(`We have refunded ${formatINR(10_000)} for order #${number}`);

      const tooMuch = await refund(order.id, { amount: order.totalAmount });
      expect(tooMuch.status).toBe(409);
      expect(await tooMuch.json()).toMatchObject({
        error: `At most ${formatINR(totalPaise - 10_000)} is left to refund.`,
      });
      expect(rzp.refundsOf(paymentId)).toHaveLength(1);
      expect((await row(order.id)).refund_requested_paise).toBe(10_000);

      const rest = await refund(order.id, {});
      expect(rest.status).toBe(200);
      const [, second] = rzp.refundsOf(paymentId);
      expect(second).toMatchObject({ amount: totalPaise - 10_000 });
      rzp.processRefund(second!.id as string);
      await webhook({ event: "refund.processed", refundId: second!.id as string });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
      const mailed = (await refundedMails(number)).map((mail) => mail.text_body);
      expect(mailed).toHaveLength(2);
      for (const paise of [10_000, totalPaise - 10_000]) {
        const naming = `We have refunded ${formatINR(paise)} for order #${number}`;
        expect(mailed.filter((text) => text.includes(naming))).toHaveLength(1);
      }

      for (const body of [{}, { amount: 1 }]) {
        const more = await refund(order.id, body);
        expect(more.status).toBe(409);
        expect(await more.json()).toMatchObject({ error: NOTHING_LEFT });
      }
      expect(rzp.refundsOf(paymentId)).toHaveLength(2);
    });

    it.each([1, 2, 3])("of two full refunds asked at once, exactly one is sent (round %i)", async () => {
      const { order, totalPaise, paymentId } = await paidOrder();
      const both = await Promise.all([refund(order.id, {}), refund(order.id, {})]);
      expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = both.find((a) => a.status === 409)!;
      expect(await refused.json()).toMatchObject({ error: NOTHING_LEFT });
      expect(rzp.refundsOf(paymentId)).toMatchObject([{ amount: totalPaise }]);
      expect(refundCalls(rzp, paymentId)).toHaveLength(1);
      expect(await refundRows(order.id)).toHaveLength(1);
      expect((await row(order.id)).refund_requested_paise).toBe(totalPaise);
    });

    it("refuses a customer (403), a cash order not yet paid, one unpaid (409), a bad amount (400), and sends nothing", async () => {
      const paid = await paidOrder();
      expect((await refund(paid.order.id, {}, asha)).status).toBe(403);
      for (const amount of [0, 0.5, -10, 1.234, "ten", true]) {
        const res = await refund(paid.order.id, { amount });
        expect(res.status, String(amount)).toBe(400);
        expect(await res.json(), String(amount)).toMatchObject({ error: AMOUNT_INVALID });
      }
      expect(refundCalls(rzp, paid.paymentId)).toEqual([]);
      expect(await row(paid.order.id)).toMatchObject({ payment_status: "Paid", refund_requested_paise: 0 });

      // Cash not yet collected: nothing to give back, by Razorpay or by hand.
      const cod = await place("Cash on Delivery");
      const codRes = await refund(cod.id, {});
      expect(codRes.status).toBe(409);
      expect(await codRes.json()).toMatchObject({
        error: "This order's payment has not come in: there is nothing to refund.",
      });

      const { order: unpaid } = await onlineOrder();
      const unpaidRes = await refund(unpaid.id, {});
      expect(unpaidRes.status).toBe(409);
      expect(await unpaidRes.json()).toMatchObject({
        error: "This order's payment has not come in: there is nothing to refund.",
      });
      expect(await refundRows(unpaid.id)).toEqual([]);

      // Razorpay says when online money came in or went back, not the admin.
      const markPaid = await send(`/api/admin/orders/${unpaid.id}/payment`, { paymentStatus: "Paid" }, "PUT", admin);
      expect(markPaid.status).toBe(409);
      expect(await markPaid.json()).toMatchObject({
        error: "Razorpay confirms this order's payments and refunds. To give money back, use 'Refund'.",
      });
    });

    it("Razorpay refusing the refund is a 409 with its reason, and the order is as it was", async () => {
      const { order, number, totalPaise, paymentId } = await paidOrder();
      // Someone refunded it all on Razorpay's dashboard.
      const dashboard = await createRazorpayProvider(rzp.settings).refund({
        paymentId,
        amountPaise: totalPaise,
        idempotencyKey: `dashboard-${randomBytes(6).toString("hex")}`,
      });
      const res = await refund(order.id, {});
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: "Razorpay refused the refund: The payment has been fully refunded already.",
      });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Paid", refunded: 0 });
      expect(await row(order.id)).toMatchObject({ refund_requested_paise: 0, refunded_paise: 0 });
      expect(await refundRows(order.id)).toMatchObject([
        { status: "failed", failure: "The payment has been fully refunded already." },
      ]);
      expect(rzp.refundsOf(paymentId)).toHaveLength(1);

      // The dashboard's refund counts once Razorpay says it is processed.
      rzp.processRefund(dashboard.id);
      await webhook({ event: "refund.processed", refundId: dashboard.id });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
      expect(await refundedMails(number)).toHaveLength(1);
    });

    it("Razorpay not answering leaves it 'Refund due'; reconciliation sends it again with the same idempotency key", async () => {
      const { order, totalPaise, paymentId } = await paidOrder();
      // The adapter tries a refund twice.
      rzp.failNext(503, 2);
      const res = await refund(order.id, {});
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ paymentStatus: "Refund due" });
      const [kept] = await refundRows(order.id);
      expect(kept).toMatchObject({ status: "requested", provider_refund_id: null, amount_paise: totalPaise });
      expect(refundCalls(rzp, paymentId).map((r) => r.idempotencyKey)).toEqual([
        kept!.idempotency_key,
        kept!.idempotency_key,
      ]);
      expect(rzp.refundsOf(paymentId)).toEqual([]);

      await reconcilePayments(api.shop, new Date(Date.now() + 2 * MINUTE));
      expect(refundCalls(rzp, paymentId).map((r) => r.idempotencyKey)).toEqual([
        kept!.idempotency_key,
        kept!.idempotency_key,
        kept!.idempotency_key,
      ]);
      const [atRazorpay, ...more] = rzp.refundsOf(paymentId);
      expect(more).toEqual([]);
      expect(atRazorpay).toMatchObject({ amount: totalPaise });
      expect((await refundRows(order.id))[0]).toMatchObject({ status: "pending", provider_refund_id: atRazorpay!.id });
      expect((await read(order.id)).paymentStatus).toBe("Refund due");
    });

    it("a refund Razorpay processes at once makes the order 'Refunded' in its answer, mailed once", async () => {
      await withGateway(instant, async () => {
        const placed = await place("Pay online");
        const number = placed.id.slice(-8);
        const { provider_order_id } = await row(placed.id);
        const checkout = instant.pay(provider_order_id!);
        expect((await verify(placed.id, checkout)).status).toBe(200);
        const res = await refund(placed.id, {});
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ paymentStatus: "Refunded", refunded: placed.totalAmount });
        expect(await refundRows(placed.id)).toMatchObject([{ status: "processed" }]);
        expect(await refundedMails(number)).toHaveLength(1);

        const [done] = instant.refundsOf(checkout.razorpay_payment_id);
        const told = await webhook({ event: "refund.processed", refundId: done!.id as string }, { server: instant });
        expect(told.status).toBe(200);
        expect(await read(placed.id)).toMatchObject({ paymentStatus: "Refunded", refunded: placed.totalAmount });
        expect(await refundedMails(number)).toHaveLength(1);
      });
    });
  });

  it("a return of plants paid online is refunded through Razorpay: 'Refund due', then 'Refunded' with its request", async () => {
    const { order, paymentId } = await paidOrder();
    expect((await send(`/api/admin/orders/${order.id}/status`, { status: "Delivered" }, "PUT", admin)).status).toBe(
      200,
    );
    const reported = await reportDeadPlant(order.id);
    expect(reported.status, await reported.clone().text()).toBe(201);
    const { id } = (await reported.json()) as { id: string };

    const approved = await send(`/api/admin/returns/${id}/approve`, {}, "POST", admin);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const request = (await approved.json()) as { status: string; refundAmount: number };
    expect(request.status).toBe("Refund due");
    const [atRazorpay] = rzp.refundsOf(paymentId);
    expect(atRazorpay).toMatchObject({ amount: toPaise(request.refundAmount), status: "pending" });
    expect(await read(order.id)).toMatchObject({ paymentStatus: "Refund due" });

    rzp.processRefund(atRazorpay!.id as string);
    expect((await webhook({ event: "refund.processed", refundId: atRazorpay!.id as string })).status).toBe(200);
    expect(await read(order.id)).toMatchObject({ paymentStatus: "Partly refunded", refunded: request.refundAmount });
    const listed = (await (await call("/api/admin/returns", { headers: as(admin) })).json()) as Array<{
      id: string;
      status: string;
    }>;
    expect(listed.find((r) => r.id === id)).toMatchObject({ status: "Refunded" });
  });

  it("a return's refund Razorpay refuses: approved and credited once, 409 with the reason, sent again on a second approval", async () => {
    const { order, totalPaise, paymentId } = await paidOrder();
    expect((await send(`/api/admin/orders/${order.id}/status`, { status: "Delivered" }, "PUT", admin)).status).toBe(
      200,
    );
    const { id } = (await (await reportDeadPlant(order.id)).json()) as { id: string };
    await createRazorpayProvider(rzp.settings).refund({
      paymentId,
      amountPaise: totalPaise,
      idempotencyKey: `dashboard-${randomBytes(6).toString("hex")}`,
    });
    const refused = await send(`/api/admin/returns/${id}/approve`, {}, "POST", admin);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^The request is approved and credited, but Razorpay refused the refund: The payment has been fully refunded already/,
    );
    const listed = async () =>
      (
        (await (await call("/api/admin/returns", { headers: as(admin) })).json()) as Array<Record<string, unknown>>
      ).find((r) => r.id === id);
    expect(await listed()).toMatchObject({ status: "Refund due", refundStatus: "failed" });
    expect(await read(order.id)).toMatchObject({ paymentStatus: "Paid" });

    const again = await send(`/api/admin/returns/${id}/approve`, {}, "POST", admin);
    expect(again.status).toBe(409);
    expect(await refundRows(order.id)).toMatchObject([{ status: "failed" }, { status: "failed" }]);
    const notes = await t.db.selectFrom("credit_notes").select("id").where("order_id", "=", order.id).execute();
    expect(notes).toHaveLength(1);
  });

  describe("cancelling an order paid online", () => {
    it("by the customer: 'Refund due', and all of it is sent back through Razorpay; then 'Refunded'", async () => {
      const { order, number, totalPaise, paymentId } = await paidOrder();
      const res = await send("/api/auth/cancel-order", { orderId: order.id }, "PUT", asha);
      expect(res.status).toBe(200);
      const after = await read(order.id);
      expect(after).toMatchObject({ status: "Order Cancelled", paymentStatus: "Refund due", refunded: 0 });
      expect(after.creditNoteNumber).toBeTruthy();
      const [kept] = await refundRows(order.id);
      expect(kept).toMatchObject({ amount_paise: totalPaise, status: "pending", actor: "customer", actor_id: asha.id });
      expect(refundCalls(rzp, paymentId)).toMatchObject([
        { idempotencyKey: kept!.idempotency_key, body: { amount: totalPaise } },
      ]);
      const [atRazorpay] = rzp.refundsOf(paymentId);
      expect(atRazorpay).toMatchObject({ amount: totalPaise, id: kept!.provider_refund_id });
      expect(await mails(`Your order #${number} is cancelled`)).toHaveLength(1);

      rzp.processRefund(atRazorpay!.id as string);
      await webhook({ event: "refund.processed", refundId: atRazorpay!.id as string });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
      expect(await refundedMails(number)).toHaveLength(1);
    });

    it("by the admin, after a partial refund: what is left goes back", async () => {
      const { order, totalPaise, paymentId } = await paidOrder();
      expect((await refund(order.id, { amount: 100 })).status).toBe(200);
      const res = await send(`/api/admin/orders/${order.id}/status`, { status: "Order Cancelled" }, "PUT", admin);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "Order Cancelled", paymentStatus: "Refund due" });
      expect(rzp.refundsOf(paymentId).map((r) => r.amount)).toEqual([10_000, totalPaise - 10_000]);
      expect((await row(order.id)).refund_requested_paise).toBe(totalPaise);
    });

    it("a refund Razorpay refuses leaves the cancelled order 'Refund due'; a refund made on Razorpay's dashboard then settles it", async () => {
      const { order, totalPaise, paymentId } = await paidOrder();
      // Refunded on Razorpay's dashboard, its webhook not yet come: the shop's own refund is refused.
      const dashboard = await createRazorpayProvider(rzp.settings).refund({
        paymentId,
        amountPaise: totalPaise,
        idempotencyKey: `dashboard-${randomBytes(6).toString("hex")}`,
      });
      expect((await send("/api/auth/cancel-order", { orderId: order.id }, "PUT", asha)).status).toBe(200);
      expect(await refundRows(order.id)).toMatchObject([{ status: "failed" }]);
      expect(await read(order.id)).toMatchObject({ status: "Order Cancelled", paymentStatus: "Refund due" });

      // Its webhook counts the money that went back, whatever the shop had asked (200, not a refusal).
      rzp.processRefund(dashboard.id);
      const res = await webhook({ event: "refund.processed", refundId: dashboard.id });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "processed" });
      expect(await read(order.id)).toMatchObject({ paymentStatus: "Refunded", refunded: order.totalAmount });
    });

    it("without the Razorpay keys, a refund (503) and Checkout's options (503) are refused, and nothing is kept", async () => {
      const { order } = await paidOrder();
      const unpaid = await onlineOrder();
      await withGateway(null, async () => {
        const refused = await refund(order.id, {});
        expect(refused.status).toBe(503);
        expect(await refundRows(order.id)).toEqual([]);
        expect((await options(unpaid.order.id)).status).toBe(503);
      });
    });
  });

  it("no answer of this file and no mail carried the key secret or the webhook secret", async () => {
    expect(answers.length).toBeGreaterThan(100);
    const outbox = await t.db.selectFrom("mail_outbox").select(["subject", "text_body", "html_body"]).execute();
    const texts = [
      ...answers,
      ...outbox.flatMap((m) => [m.subject, m.text_body, m.html_body]),
      ...api.sent.flatMap((m) => [m.subject, m.text, m.html]),
    ];
    expect(outbox.length).toBeGreaterThan(20);
    for (const secret of [
      rzp.settings.keySecret,
      rzp.settings.webhookSecret,
      instant.settings.keySecret,
      instant.settings.webhookSecret,
    ]) {
      expect(texts.filter((text) => text.includes(secret))).toEqual([]);
    }
  });
});

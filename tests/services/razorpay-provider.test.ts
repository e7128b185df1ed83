import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentProvider, PaymentProviderError } from "#server/features/payments/provider.ts";
import { createRazorpayProvider } from "#server/features/payments/razorpay.ts";
import { startRazorpayServer, type RazorpayTestServer, type WebhookEvent } from "#tests/support/razorpay-server.ts";

let razorpay: RazorpayTestServer;
let provider: PaymentProvider;
let receiver: { url: string; server: Server; last: { body: string; headers: Headers } | null };
/** Every error the adapter threw in this file: none may carry a secret. */
const thrown: unknown[] = [];

/** Awaits a call expected to fail, and keeps its error for the secrets check. */
async function failure(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  thrown.push(error);
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** Razorpay delivers the webhook to a listener here, and the adapter reads it as received. */
async function delivered(
  event: WebhookEvent | string,
  options?: Parameters<RazorpayTestServer["deliverWebhook"]>[2],
  reader = provider,
) {
  const response = await razorpay.deliverWebhook(receiver.url, event, options);
  expect(response.status).toBe(200);
  const { body, headers } = receiver.last!;
  return reader.readWebhook(body, headers);
}

async function paidOrder(amountPaise = 45_000) {
  const { id } = await provider.createOrder({ amountPaise, receipt: `VA-${Date.now()}`, notes: { orderId: "o-1" } });
  const checkout = razorpay.pay(id);
  return { orderId: id, paymentId: checkout.razorpay_payment_id, checkout };
}

beforeAll(async () => {
  razorpay = await startRazorpayServer();
  provider = createRazorpayProvider(razorpay.settings);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      receiver.last = { body: Buffer.concat(chunks).toString("utf8"), headers };
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/razorpay`,
    server,
    last: null,
  };
});

afterAll(async () => {
  await razorpay.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe("the Razorpay adapter", () => {
  it("creates an order in paise and INR, with the receipt and notes, authenticated with the key pair", async () => {
    const { id } = await provider.createOrder({
      amountPaise: 123_456,
      receipt: "VA-2026-000042",
      notes: { orderId: "abc" },
    });
    expect(id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(razorpay.order(id)).toMatchObject({
      entity: "order",
      amount: 123_456,
      amount_paid: 0,
      amount_due: 123_456,
      currency: "INR",
      receipt: "VA-2026-000042",
      status: "created",
      notes: { orderId: "abc" },
    });
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/orders",
      body: { amount: 123_456, currency: "INR", receipt: "VA-2026-000042", notes: { orderId: "abc" } },
    });
  });

  it("accepts Checkout's answer only with its signature over the stored order id and the payment id", async () => {
    const { orderId, paymentId, checkout } = await paidOrder();
    const other = await paidOrder();
    const signature = checkout.razorpay_signature;
    expect(provider.verifyCheckout({ providerOrderId: orderId, paymentId, signature })).toBe(true);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("a") ? "b" : "a"}`;
    expect(provider.verifyCheckout({ providerOrderId: orderId, paymentId, signature: flipped })).toBe(false);
    expect(provider.verifyCheckout({ providerOrderId: orderId, paymentId, signature: "" })).toBe(false);
    // Another order's payment, or this payment claimed for another order.
    expect(provider.verifyCheckout({ providerOrderId: orderId, paymentId: other.paymentId, signature })).toBe(false);
    expect(provider.verifyCheckout({ providerOrderId: other.orderId, paymentId, signature })).toBe(false);
    // Signed with another key secret.
    const stranger = createRazorpayProvider({ ...razorpay.settings, keySecret: "another-secret" });
    expect(stranger.verifyCheckout({ providerOrderId: orderId, paymentId, signature })).toBe(false);
  });

  it("reads signed webhooks of each event the shop acts on, with the event id Razorpay sent", async () => {
    const { orderId, paymentId } = await paidOrder(45_000);
    expect(await delivered({ event: "payment.captured", paymentId }, { eventId: "evt_Captured000001" })).toEqual({
      id: "evt_Captured000001",
      type: "payment.captured",
      name: "payment.captured",
      providerOrderId: orderId,
      paymentId,
      amountPaise: 45_000,
    });
    expect(await delivered({ event: "order.paid", orderId })).toMatchObject({
      type: "order.paid",
      providerOrderId: orderId,
      paymentId,
      amountPaise: 45_000,
    });

    const refund = await provider.refund({ paymentId, amountPaise: 5_000, idempotencyKey: "refund-webhook-1" });
    expect(await delivered({ event: "refund.processed", refundId: refund.id })).toMatchObject({
      type: "refund.processed",
      providerOrderId: orderId,
      paymentId,
      amountPaise: 45_000,
      refund: { id: refund.id, amountPaise: 5_000 },
    });

    const attempt = await provider.createOrder({ amountPaise: 20_000, receipt: "VA-failing", notes: {} });
    const failed = razorpay.pay(attempt.id, { fail: true });
    expect(failed.error.reason).toBe("payment_failed");
    expect(await delivered({ event: "payment.failed", paymentId: failed.error.metadata.payment_id })).toMatchObject({
      type: "payment.failed",
      providerOrderId: attempt.id,
      paymentId: failed.error.metadata.payment_id,
    });

    // An event the shop does not act on is read, named, and left to be acknowledged.
    expect(await delivered({ event: "refund.created", refundId: refund.id })).toMatchObject({
      type: "other",
      name: "refund.created",
    });
  });

  it("refuses a webhook whose body was changed, signed with another secret, or not signed", async () => {
    const { paymentId } = await paidOrder();
    expect(await delivered({ event: "payment.captured", paymentId }, { tamper: true })).toBeNull();
    expect(await delivered({ event: "payment.captured", paymentId }, { secret: "not-the-webhook-secret" })).toBeNull();
    const otherSecret = createRazorpayProvider({ ...razorpay.settings, webhookSecret: "another-webhook-secret" });
    expect(await delivered({ event: "payment.captured", paymentId }, {}, otherSecret)).toBeNull();
    // Signed with the key secret instead of the webhook secret.
    expect(
      await delivered({ event: "payment.captured", paymentId }, { secret: razorpay.settings.keySecret }),
    ).toBeNull();
    const body = razorpay.webhookBody({ event: "payment.captured", paymentId });
    expect(provider.readWebhook(body, new Headers({ "x-razorpay-event-id": "evt_Unsigned00001" }))).toBeNull();
  });

  it("knows a redelivery by its event id, or by its body when the id is missing", async () => {
    const { paymentId } = await paidOrder();
    const body = razorpay.webhookBody({ event: "payment.captured", paymentId });
    const first = await delivered(body, { eventId: "evt_Repeated000001" });
    const again = await delivered(body, { eventId: "evt_Repeated000001" });
    expect(again).toEqual(first);

    const { webhookSignature } = await import("#server/features/payments/razorpay-signature.ts");
    const headers = new Headers({ "x-razorpay-signature": webhookSignature(razorpay.settings.webhookSecret, body) });
    const withoutId = provider.readWebhook(body, headers);
    expect(withoutId?.id).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(provider.readWebhook(body, headers)?.id).toBe(withoutId?.id);
  });

  it("refunds part of a payment, then the rest, and refuses more than is left", async () => {
    const { orderId, paymentId } = await paidOrder(30_000);
    expect(await provider.refund({ paymentId, amountPaise: 10_000, idempotencyKey: "partial-refund-1" })).toMatchObject(
      {
        amountPaise: 10_000,
        status: "processed",
      },
    );
    expect(await provider.paymentsOf(orderId)).toEqual([{ id: paymentId, status: "captured", amountPaise: 30_000 }]);
    const tooMuch = await failure(
      provider.refund({ paymentId, amountPaise: 20_100, idempotencyKey: "partial-refund-2" }),
    );
    expect(tooMuch.kind).toBe("refused");
    expect(tooMuch.detail).toEqual({
      status: 400,
      code: "BAD_REQUEST_ERROR",
      description: "The refund amount provided is greater than amount captured.",
    });
    await provider.refund({ paymentId, amountPaise: 20_000, idempotencyKey: "partial-refund-3" });
    expect(await provider.paymentsOf(orderId)).toEqual([{ id: paymentId, status: "refunded", amountPaise: 30_000 }]);
    expect(razorpay.refundsOf(paymentId)).toHaveLength(2);
    expect(await provider.refundsOf(paymentId)).toEqual([
      expect.objectContaining({ amountPaise: 10_000, status: "processed" }),
      expect.objectContaining({ amountPaise: 20_000, status: "processed" }),
    ]);
  });

  it("lists a payment's refunds with their own status: pending until Razorpay has sent the money", async () => {
    const slow = await startRazorpayServer({ refundStatus: "pending" });
    try {
      const gateway = createRazorpayProvider(slow.settings);
      const { id } = await gateway.createOrder({ amountPaise: 12_000, receipt: "VA-slow", notes: {} });
      const paymentId = slow.pay(id).razorpay_payment_id;
      const refund = await gateway.refund({ paymentId, amountPaise: 12_000, idempotencyKey: "pending-refund-1" });
      expect(await gateway.refundsOf(paymentId)).toEqual([{ id: refund.id, amountPaise: 12_000, status: "pending" }]);
      slow.processRefund(refund.id);
      expect(await gateway.refundsOf(paymentId)).toEqual([{ id: refund.id, amountPaise: 12_000, status: "processed" }]);
    } finally {
      await slow.close();
    }
  });

  it("refunds a whole payment once, however often the same idempotency key is sent", async () => {
    const { paymentId } = await paidOrder(25_000);
    const refund = { paymentId, amountPaise: 25_000, idempotencyKey: "full-refund-order-1" };
    const first = await provider.refund(refund);
    const second = await provider.refund(refund);
    expect(second).toEqual(first);
    expect(razorpay.refundsOf(paymentId)).toHaveLength(1);
    expect(razorpay.payment(paymentId)).toMatchObject({
      status: "refunded",
      amount_refunded: 25_000,
      refund_status: "full",
    });
    const requests = razorpay.requests.filter((request) => request.path === `/v1/payments/${paymentId}/refund`);
    expect(requests.map((request) => request.idempotencyKey)).toEqual(["full-refund-order-1", "full-refund-order-1"]);
    // The same key for another amount is another request: refused, nothing refunded.
    const changed = await failure(provider.refund({ ...refund, amountPaise: 100 }));
    expect(changed.detail.description).toBe(
      "Different request with the same idempotency key has already been processed.",
    );
    await expect(provider.refund({ ...refund, idempotencyKey: "short" })).rejects.toThrow(RangeError);
  });

  it("sends a refund again when its answer was lost, and Razorpay refunds once", async () => {
    const { paymentId } = await paidOrder(40_000);
    razorpay.failNext("lost-response");
    const refund = await provider.refund({ paymentId, amountPaise: 15_000, idempotencyKey: "lost-answer-refund" });
    expect(refund).toMatchObject({ amountPaise: 15_000 });
    expect(razorpay.refundsOf(paymentId)).toEqual([expect.objectContaining({ id: refund.id, amount: 15_000 })]);

    razorpay.failNext(500);
    expect(await provider.paymentsOf(razorpay.payment(paymentId).order_id as string)).toHaveLength(1);
    razorpay.failNext("network");
    await provider.refund({ paymentId, amountPaise: 100, idempotencyKey: "network-refund-1" });
    expect(razorpay.refundsOf(paymentId)).toHaveLength(2);
  });

  it("lists an order's payments, failed ones too", async () => {
    const { id } = await provider.createOrder({ amountPaise: 9_900, receipt: "VA-retry", notes: {} });
    const failed = razorpay.pay(id, { fail: true });
    const paid = razorpay.pay(id);
    expect(await provider.paymentsOf(id)).toEqual([
      { id: failed.error.metadata.payment_id, status: "failed", amountPaise: 9_900 },
      { id: paid.razorpay_payment_id, status: "captured", amountPaise: 9_900 },
    ]);
    expect(razorpay.order(id)).toMatchObject({ status: "paid", attempts: 2, amount_paid: 9_900 });
  });

  it("surfaces what Razorpay refuses as a refused PaymentProviderError with its reason", async () => {
    const small = await failure(provider.createOrder({ amountPaise: 99, receipt: "VA-small", notes: {} }));
    expect(small.kind).toBe("refused");
    expect(small.detail).toMatchObject({ status: 400, description: "The amount must be at least INR 1.00" });
    expect(small.message).toBe(
      "Razorpay refused POST /v1/orders: 400 BAD_REQUEST_ERROR (The amount must be at least INR 1.00)",
    );
    const unknown = await failure(provider.paymentsOf("order_DoesNotExist01"));
    expect(unknown).toMatchObject({ kind: "refused", detail: { status: 400 } });
    const wrongKeys = createRazorpayProvider({ ...razorpay.settings, keySecret: "wrong-key-secret-value" });
    const unauthorised = await failure(wrongKeys.createOrder({ amountPaise: 100, receipt: "VA-keys", notes: {} }));
    expect(unauthorised).toMatchObject({ kind: "refused", detail: { status: 401 } });
    expect(unauthorised.message).not.toContain("wrong-key-secret-value");
  });

  it("surfaces a Razorpay that fails or does not answer as unavailable, and does not send an order twice", async () => {
    const before = razorpay.requests.length;
    razorpay.failNext(503);
    const down = await failure(provider.createOrder({ amountPaise: 500, receipt: "VA-down", notes: {} }));
    expect(down.kind).toBe("unavailable");
    expect(down.detail.status).toBe(503);
    expect(razorpay.requests.length - before).toBe(1);

    razorpay.failNext(500, 2);
    const twice = await failure(provider.paymentsOf("order_AnyOrder000001"));
    expect(twice).toMatchObject({ kind: "unavailable", detail: { status: 500 } });

    const impatient = createRazorpayProvider(razorpay.settings, { timeoutMs: 200 });
    razorpay.failNext("hang");
    const slow = await failure(impatient.createOrder({ amountPaise: 500, receipt: "VA-slow", notes: {} }));
    expect(slow.kind).toBe("unavailable");
    expect(slow.message).toBe("Razorpay did not answer POST /v1/orders: no answer within 200 ms");

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createRazorpayProvider({ ...razorpay.settings, apiUrl: `http://127.0.0.1:${port}` });
    const unreachable = await failure(nowhere.paymentsOf("order_AnyOrder000001"));
    expect(unreachable.kind).toBe("unavailable");
    expect(unreachable.message).toBe(
      "Razorpay did not answer GET /v1/orders/order_AnyOrder000001/payments: ECONNREFUSED",
    );
  });

  it("never puts a key secret, the webhook secret or the credentials in what it throws", () => {
    expect(thrown.length).toBeGreaterThan(5);
    const { keyId, keySecret, webhookSecret } = razorpay.settings;
    const credentials = [keySecret, "wrong-key-secret-value"].map((secret) =>
      Buffer.from(`${keyId}:${secret}`).toString("base64"),
    );
    for (const error of thrown) {
      const told = [String(error), inspect(error, { depth: 10 }), JSON.stringify(error)].join("\n");
      for (const secret of [keySecret, webhookSecret, "wrong-key-secret-value", ...credentials]) {
        expect(told, `an error carries ${secret}`).not.toContain(secret);
      }
    }
  });
});

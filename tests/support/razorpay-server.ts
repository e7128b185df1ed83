import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { RazorpaySettings } from "#server/features/payments/razorpay.ts";
import { checkoutSignature, webhookSignature } from "#server/features/payments/razorpay-signature.ts";

/**
 * A Razorpay-compatible server on a free port, for one test file: the parts of Razorpay's REST
 * API the shop calls (https://razorpay.com/docs/api/: create an order, an order's payments, refund
 * a payment with X-Refund-Idempotency, a payment's refunds), answered in Razorpay's JSON, plus what Razorpay's side
 * does on its own, as test controls: a customer paying in Checkout (`pay`), signed webhooks
 * (`deliverWebhook`), and failures (`failNext`). Its keys are new for every server, so a secret
 * found in a log or an answer can only have come from the shop.
 */
export interface RazorpayTestServer {
  /** Its keys and address, as the adapter takes them. */
  settings: RazorpaySettings;
  /** The same as environment variables, for `loadConfig`. */
  env: Record<"RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "RAZORPAY_API_URL", string>;
  /**
   * A customer pays the order in Checkout: a captured payment of its whole amount, and Checkout's
   * success answer signed with the key secret. With `fail`, a failed payment and Checkout's
   * failure answer; the order may be paid again, as in Checkout.
   */
  pay: PayInCheckout;
  /** A webhook's body, in Razorpay's shape, showing the payment, order or refund as they are now. */
  webhookBody(event: WebhookEvent): string;
  /**
   * POSTs a webhook signed with the webhook secret (or `secret`), with a new event id unless
   * `eventId` repeats one. `tamper` changes the body's first amount after signing it.
   */
  deliverWebhook(
    url: string,
    event: WebhookEvent | string,
    options?: { tamper?: boolean; eventId?: string; secret?: string },
  ): Promise<Response>;
  /**
   * The next `times` requests fail: answered 500 or 503 without doing anything; `network`: the
   * connection is dropped before anything is done; `lost-response`: the request is done, then
   * the connection dropped (the caller never learns of it); `hang`: never answered.
   */
  failNext(failure: Failure, times?: number): void;
  /** Razorpay has sent a pending refund's money back (the server's `refundStatus: "pending"`). */
  processRefund(refundId: string): void;
  /** An order, payment or refund as Razorpay's API shows it. */
  order(id: string): RazorpayJson;
  payment(id: string): RazorpayJson;
  refundsOf(paymentId: string): RazorpayJson[];
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Failure = 500 | 503 | "network" | "lost-response" | "hang";

export type WebhookEvent =
  | { event: "payment.authorized" | "payment.captured" | "payment.failed"; paymentId: string }
  | { event: "order.paid"; orderId: string }
  | { event: "refund.created" | "refund.processed" | "refund.failed"; refundId: string };

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout's `payment.failed` handler receives. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

interface PayInCheckout {
  (orderId: string, options?: { fail?: false }): CheckoutSuccess;
  (orderId: string, options: { fail: true }): CheckoutFailure;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

export type RazorpayJson = Record<string, unknown>;

interface StoredOrder {
  id: string;
  amount: number;
  amountPaid: number;
  receipt: string;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  attempts: number;
  createdAt: number;
}

interface StoredPayment {
  id: string;
  orderId: string;
  amount: number;
  amountRefunded: number;
  status: "captured" | "refunded" | "failed";
  createdAt: number;
}

interface StoredRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: "pending" | "processed";
  createdAt: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const ACCOUNT_ID = "acc_TestVanaushadhi";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ORDER_FIELDS = new Set(["amount", "currency", "receipt", "notes", "partial_payment"]);
const REFUND_FIELDS = new Set(["amount", "speed", "notes", "receipt"]);

/** Razorpay's ids: a prefix and 14 letters and digits. */
const newId = (prefix: string, length = 14) =>
  `${prefix}${[...randomBytes(length)].map((byte) => BASE62[byte % BASE62.length]).join("")}`;
const unixNow = () => Math.floor(Date.now() / 1000);
/** Razorpay writes empty notes as an empty array. */
const notesJson = (notes: Record<string, string>) => (Object.keys(notes).length > 0 ? { ...notes } : []);

/** A signed body changed after signing: its first amount raised by ₹1, or a space added to a body without one. */
function tampered(body: string): string {
  const changed = body.replace(/"amount":(\d+)/, (_, amount: string) => `"amount":${Number(amount) + 100}`);
  return changed === body ? `${body} ` : changed;
}

function refusal(description: string, field?: string): Answer {
  return {
    status: 400,
    body: {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        ...(field && { field }),
      },
    },
  };
}

export async function startRazorpayServer(
  options: { refundStatus?: "processed" | "pending" } = {},
): Promise<RazorpayTestServer> {
  const keyId = newId("rzp_test_");
  const keySecret = newId("", 24);
  const webhookSecret = newId("", 20);
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const orders = new Map<string, StoredOrder>();
  const payments = new Map<string, StoredPayment>();
  const refunds = new Map<string, StoredRefund>();
  const idempotentRefunds = new Map<string, { request: string; refundId: string }>();
  const failures: Failure[] = [];
  const hanging = new Set<ServerResponse>();
  const requests: RecordedRequest[] = [];

  const orderJson = (order: StoredOrder): RazorpayJson => ({
    id: order.id,
    entity: "order",
    amount: order.amount,
    amount_paid: order.amountPaid,
    amount_due: order.amount - order.amountPaid,
    currency: "INR",
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: notesJson(order.notes),
    created_at: order.createdAt,
  });

  const paymentJson = (payment: StoredPayment): RazorpayJson => {
    const failed = payment.status === "failed";
    const fee = failed ? null : Math.round(payment.amount * 0.02);
    return {
      id: payment.id,
      entity: "payment",
      amount: payment.amount,
      currency: "INR",
      status: payment.status,
      order_id: payment.orderId,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: payment.amountRefunded,
      refund_status:
        payment.amountRefunded === 0 ? null : payment.amountRefunded === payment.amount ? "full" : "partial",
      captured: !failed,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: failed ? "failure@razorpay" : "success@razorpay",
      email: "void@razorpay.com",
      contact: "+919999999999",
      notes: [],
      fee,
      tax: fee === null ? null : Math.round((fee * 18) / 118),
      error_code: failed ? "BAD_REQUEST_ERROR" : null,
      error_description: failed ? "Payment failed" : null,
      error_source: failed ? "bank" : null,
      error_step: failed ? "payment_authorization" : null,
      error_reason: failed ? "payment_failed" : null,
      created_at: payment.createdAt,
    };
  };

  const refundJson = (refund: StoredRefund): RazorpayJson => ({
    id: refund.id,
    entity: "refund",
    amount: refund.amount,
    currency: "INR",
    payment_id: refund.paymentId,
    notes: [],
    receipt: null,
    acquirer_data: { arn: null },
    created_at: refund.createdAt,
    batch_id: null,
    status: refund.status,
    speed_processed: "normal",
    speed_requested: "normal",
  });

  function stored<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw new Error(`The test Razorpay has no ${id}`);
    return found;
  }

  function createOrder(body: unknown): Answer {
    if (typeof body !== "object" || body === null) return refusal("The request body must be a JSON object");
    const fields = body as Record<string, unknown>;
    const extra = Object.keys(fields).filter((name) => !ORDER_FIELDS.has(name));
    if (extra.length > 0) return refusal(`${extra.join(", ")} is/are not required and should not be sent`);
    const { amount, currency, receipt, notes = {} } = fields;
    if (typeof amount !== "number" || !Number.isInteger(amount))
      return refusal("The amount must be an integer.", "amount");
    if (amount < 100) return refusal("The amount must be at least INR 1.00", "amount");
    if (currency !== "INR") return refusal("Currency is not supported", "currency");
    // Optional at Razorpay; the shop always sends its order number, and this server holds it to that.
    if (typeof receipt !== "string" || receipt.length === 0)
      return refusal("The receipt field is required.", "receipt");
    if (receipt.length > 40) return refusal("The receipt may not be greater than 40 characters.", "receipt");
    if (typeof notes !== "object" || notes === null || Array.isArray(notes)) {
      return refusal("The notes must be an object", "notes");
    }
    const noteValues = Object.values(notes);
    if (noteValues.length > 15) return refusal("The notes may not have more than 15 items.", "notes");
    if (noteValues.some((value) => typeof value !== "string" || value.length > 256)) {
      return refusal("The notes values must be text of at most 256 characters", "notes");
    }
    const order: StoredOrder = {
      id: newId("order_"),
      amount,
      amountPaid: 0,
      receipt,
      notes: notes as Record<string, string>,
      status: "created",
      attempts: 0,
      createdAt: unixNow(),
    };
    orders.set(order.id, order);
    return { status: 200, body: orderJson(order) };
  }

  function paymentsOfOrder(orderId: string): Answer {
    if (!orders.has(orderId)) return refusal("The id provided does not exist");
    const items = [...payments.values()].filter((payment) => payment.orderId === orderId).map(paymentJson);
    return { status: 200, body: { entity: "collection", count: items.length, items } };
  }

  function refundsOfPayment(paymentId: string): Answer {
    if (!payments.has(paymentId)) return refusal("The id provided does not exist");
    const items = [...refunds.values()].filter((refund) => refund.paymentId === paymentId).map(refundJson);
    return { status: 200, body: { entity: "collection", count: items.length, items } };
  }

  function refundPayment(paymentId: string, body: unknown, idempotencyKey: string | null): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return refusal("The id provided does not exist");
    const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
    const extra = Object.keys(fields).filter((name) => !REFUND_FIELDS.has(name));
    if (extra.length > 0) return refusal(`${extra.join(", ")} is/are not required and should not be sent`);
    if (idempotencyKey !== null) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) return refusal("The idempotency key is invalid");
      const request = JSON.stringify([paymentId, fields]);
      const earlier = idempotentRefunds.get(idempotencyKey);
      if (earlier) {
        return earlier.request === request
          ? { status: 200, body: refundJson(stored(refunds, earlier.refundId)) }
          : refusal("Different request with the same idempotency key has already been processed.");
      }
    }
    if (payment.status === "failed") return refusal("The payment has not been captured");
    const refundable = payment.amount - payment.amountRefunded;
    if (refundable === 0) return refusal("The payment has been fully refunded already.");
    const amount = fields.amount ?? refundable;
    if (typeof amount !== "number" || !Number.isInteger(amount))
      return refusal("The amount must be an integer.", "amount");
    if (amount < 100) return refusal("The amount must be at least INR 1.00", "amount");
    if (amount > refundable) return refusal("The refund amount provided is greater than amount captured.", "amount");
    const refund: StoredRefund = {
      id: newId("rfnd_"),
      paymentId,
      amount,
      status: options.refundStatus ?? "processed",
      createdAt: unixNow(),
    };
    refunds.set(refund.id, refund);
    payment.amountRefunded += amount;
    if (payment.amountRefunded === payment.amount) payment.status = "refunded";
    if (idempotencyKey !== null) {
      idempotentRefunds.set(idempotencyKey, { request: JSON.stringify([paymentId, fields]), refundId: refund.id });
    }
    return { status: 200, body: refundJson(refund) };
  }

  function route(method: string, path: string, body: unknown, idempotencyKey: string | null): Answer {
    const ordersPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    const paymentRefund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    const paymentRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === "GET" && paymentRefunds) return refundsOfPayment(decodeURIComponent(paymentRefunds[1]!));
    if (method === "POST" && path === "/v1/orders") return createOrder(body);
    if (method === "GET" && ordersPayments) return paymentsOfOrder(decodeURIComponent(ordersPayments[1]!));
    if (method === "POST" && paymentRefund) {
      return refundPayment(decodeURIComponent(paymentRefund[1]!), body, idempotencyKey);
    }
    return refusal("The requested URL was not found on the server.");
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://razorpay.test").pathname;
    const idempotencyKey = request.headers["x-refund-idempotency"];
    const key = typeof idempotencyKey === "string" ? idempotencyKey : null;
    requests.push({ method, path, idempotencyKey: key, body });

    const failure = failures.shift();
    if (failure === "network") return void request.socket.destroy();
    if (failure === "hang") return void hanging.add(response);
    if (typeof failure === "number") {
      return send(response, {
        status: failure,
        body: { error: { code: "SERVER_ERROR", description: "The server encountered an error.", metadata: {} } },
      });
    }
    const answer =
      request.headers.authorization === authorization
        ? route(method, path, body, key)
        : { status: 401, body: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } } };
    if (failure === "lost-response") return void request.socket.destroy();
    send(response, answer);
  }

  function send(response: ServerResponse, { status, body }: Answer): void {
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, body: { error: { code: "SERVER_ERROR", description: String(error) } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function pay(orderId: string, options?: { fail?: false }): CheckoutSuccess;
  function pay(orderId: string, options: { fail: true }): CheckoutFailure;
  function pay(orderId: string, { fail = false }: { fail?: boolean } = {}): CheckoutSuccess | CheckoutFailure {
    const order = stored(orders, orderId);
    if (order.status === "paid") throw new Error(`The test Razorpay's order ${orderId} is paid already`);
    const payment: StoredPayment = {
      id: newId("pay_"),
      orderId,
      amount: order.amount,
      amountRefunded: 0,
      status: fail ? "failed" : "captured",
      createdAt: unixNow(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = fail ? "attempted" : "paid";
    if (!fail) order.amountPaid = order.amount;
    if (fail) {
      return {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          source: "bank",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(keySecret, orderId, payment.id),
    };
  }

  function webhookBody(spec: WebhookEvent): string {
    let contains: string[];
    let payload: Record<string, { entity: RazorpayJson }>;
    if ("paymentId" in spec) {
      contains = ["payment"];
      payload = { payment: { entity: paymentJson(stored(payments, spec.paymentId)) } };
    } else if ("orderId" in spec) {
      const order = stored(orders, spec.orderId);
      const paid = [...payments.values()].find(
        (payment) => payment.orderId === order.id && payment.status !== "failed",
      );
      if (!paid) throw new Error(`The test Razorpay's order ${spec.orderId} has no captured payment`);
      contains = ["payment", "order"];
      payload = { payment: { entity: paymentJson(paid) }, order: { entity: orderJson(order) } };
    } else {
      const refund = stored(refunds, spec.refundId);
      contains = ["refund", "payment"];
      payload = {
        refund: { entity: refundJson(refund) },
        payment: { entity: paymentJson(stored(payments, refund.paymentId)) },
      };
    }
    return JSON.stringify({
      entity: "event",
      account_id: ACCOUNT_ID,
      event: spec.event,
      contains,
      payload,
      created_at: unixNow(),
    });
  }

  return {
    settings: { keyId, keySecret, webhookSecret, apiUrl },
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: apiUrl,
    },
    pay,
    webhookBody,
    async deliverWebhook(url, event, { tamper = false, eventId = newId("evt_"), secret = webhookSecret } = {}) {
      const body = typeof event === "string" ? event : webhookBody(event);
      return fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Razorpay-Webhook/v1",
          "x-razorpay-signature": webhookSignature(secret, body),
          "x-razorpay-event-id": eventId,
        },
        body: tamper ? tampered(body) : body,
      });
    },
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    processRefund(refundId) {
      stored(refunds, refundId).status = "processed";
    },
    order: (id) => orderJson(stored(orders, id)),
    payment: (id) => paymentJson(stored(payments, id)),
    refundsOf: (paymentId) => [...refunds.values()].filter((refund) => refund.paymentId === paymentId).map(refundJson),
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

import { createHash } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { z } from "#domain/schemas/zod.ts";
import {
  PAYMENT_EVENT_TYPES,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  PaymentProviderError,
} from "./provider.ts";
import { checkoutSignature, sameSignature, webhookSignature } from "./razorpay-signature.ts";

/** The keys of a Razorpay account (test or live mode) and where its API answers. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash: https://api.razorpay.com, or a Razorpay-compatible server in the tests. */
  apiUrl: string;
}

/** Long enough for Razorpay on a slow day, short enough that no customer or job waits for minutes. */
const DEFAULT_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 250;
/** Razorpay's rule for X-Refund-Idempotency (docs: "Create a Normal Refund (Idempotent Request)"). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const orderAnswer = z.object({ id: z.string().min(1) });
const paymentAnswer = z.object({
  id: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  amount: z.number().int(),
});
const paymentsAnswer = z.object({ items: z.array(paymentAnswer) });
const refundAnswer = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(["pending", "processed", "failed"]),
});
const refundsAnswer = z.object({ items: z.array(refundAnswer) });
const errorAnswer = z.object({
  error: z.object({ code: z.string().nullish(), description: z.string().nullish() }),
});
/** The parts of a webhook's body the shop reads (Razorpay's "Payments", "Orders" and "Refunds" webhook events). */
const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int(), payment_id: z.string() }) })
      .optional(),
  }),
});

interface ApiRequest {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent a second time when the first found Razorpay unavailable: only for requests that cannot act twice. */
  retry: boolean;
}

/** Razorpay's REST API (https://razorpay.com/docs/api/) over fetch: JSON, Basic auth with the key pair. */
export function createRazorpayProvider(
  settings: RazorpaySettings,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): PaymentProvider {
  const call = razorpayApi(settings, timeoutMs);
  return {
    checkoutKey: settings.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      // Not retried: a lost answer may have made an order, and a second one would be another.
      const order = await call(orderAnswer, {
        method: "POST",
        path: "/v1/orders",
        body: { amount: amountPaise, currency: "INR", receipt, notes },
        retry: false,
      });
      return { id: order.id };
    },

    verifyCheckout({ providerOrderId, paymentId, signature }) {
      return sameSignature(checkoutSignature(settings.keySecret, providerOrderId, paymentId), signature);
    },

    readWebhook(rawBody, headers) {
      const signature = headers.get("x-razorpay-signature");
      if (!signature || !sameSignature(webhookSignature(settings.webhookSecret, rawBody), signature)) return null;
      const id =
        headers.get("x-razorpay-event-id") ?? `sha256-${createHash("sha256").update(rawBody, "utf8").digest("hex")}`;
      return eventOf(id, rawBody);
    },

    async refund({ paymentId, amountPaise, idempotencyKey }) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new RangeError("A refund's idempotency key is 10 or more of A-Z, a-z, 0-9, '-' and '_'");
      }
      const refund = await call(refundAnswer, {
        method: "POST",
        path: `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        body: { amount: amountPaise },
        headers: { "X-Refund-Idempotency": idempotencyKey },
        retry: true,
      });
      return { id: refund.id, amountPaise: refund.amount, status: refund.status };
    },

    async refundsOf(paymentId) {
      const { items } = await call(refundsAnswer, {
        method: "GET",
        path: `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        retry: true,
      });
      return items.map((refund) => ({ id: refund.id, amountPaise: refund.amount, status: refund.status }));
    },

    async paymentsOf(providerOrderId) {
      const { items } = await call(paymentsAnswer, {
        method: "GET",
        path: `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
        retry: true,
      });
      return items.map((payment) => ({
        id: payment.id,
        status: payment.status,
        amountPaise: payment.amount,
      }));
    },
  };
}

function razorpayApi(settings: RazorpaySettings, timeoutMs: number) {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`, "utf8").toString("base64")}`;
  const secrets = [settings.keySecret, settings.webhookSecret, authorization].filter((secret) => secret.length > 0);
  // Razorpay's own words go into messages that reach logs: whatever it echoes of a secret is cut out.
  const withoutSecrets = (text: string) =>
    secrets.reduce((clean, secret) => clean.replaceAll(secret, "[redacted]"), text);

  async function send({ method, path, body, headers }: ApiRequest): Promise<unknown> {
    const request = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PaymentProviderError(
        withoutSecrets(`Razorpay did not answer ${request}: ${failureOf(error, timeoutMs)}`),
        "unavailable",
        { status: null, code: null, description: null },
        { cause: error },
      );
    }
    const answer = parseJson(text);
    if (response.ok) return answer;
    const error = errorAnswer.safeParse(answer);
    const code = (error.success && error.data.error.code) || null;
    const description =
      (error.success && error.data.error.description && withoutSecrets(error.data.error.description)) || null;
    // 409: a refund with this idempotency key is still being made; 429: too many requests.
    const refused =
      response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429;
    throw new PaymentProviderError(
      `Razorpay ${refused ? "refused" : "failed"} ${request}: ${response.status}${code ? ` ${code}` : ""}${description ? ` (${description})` : ""}`,
      refused ? "refused" : "unavailable",
      { status: response.status, code, description },
    );
  }

  return async function call<T>(schema: z.ZodType<T>, request: ApiRequest): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const parsed = schema.safeParse(await send(request));
        if (parsed.success) return parsed.data;
        throw new PaymentProviderError(
          `Razorpay's answer to ${request.method} ${request.path} was not understood`,
          "unavailable",
          { status: null, code: null, description: null },
        );
      } catch (error) {
        const again =
          request.retry && attempt === 1 && error instanceof PaymentProviderError && error.kind === "unavailable";
        if (!again) throw error;
        await delay(RETRY_DELAY_MS);
      }
    }
  };
}

/** Why a request got no answer, in a few words for the logs. */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.message : String(error);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function eventOf(id: string, rawBody: string): PaymentEvent {
  const json = parseJson(rawBody);
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) {
    const name = z.object({ event: z.string() }).safeParse(json);
    return {
      id,
      type: "other",
      name: name.success ? name.data.event : "unreadable",
      providerOrderId: null,
      paymentId: null,
      amountPaise: null,
    };
  }
  const { event, payload } = parsed.data;
  const { payment, order, refund } = payload;
  return {
    id,
    type: (PAYMENT_EVENT_TYPES as readonly string[]).includes(event) ? (event as PaymentEventType) : "other",
    name: event,
    providerOrderId: payment?.entity.order_id ?? order?.entity.id ?? null,
    paymentId: payment?.entity.id ?? refund?.entity.payment_id ?? null,
    amountPaise: payment?.entity.amount ?? null,
    ...(refund && { refund: { id: refund.entity.id, amountPaise: refund.entity.amount } }),
  };
}

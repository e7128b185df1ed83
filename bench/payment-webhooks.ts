/**
 * `npx tsx bench/payment-webhooks.ts [sqlite|postgres] [orders]` — how fast the shop answers
 * Razorpay (docs/product/payments.md#webhooks: "the answer is 200 within a second"): for each of
 * `orders` (default 200) online orders paid at a Razorpay-compatible test server, its
 * `payment.captured` webhook delivered one at a time, then all of them again at once (Razorpay
 * retrying, 20 in flight: each must find its event taken), then Checkout's answers for another
 * batch. Timed in the process, through the whole app (routing, signature, transaction, mails
 * queued), without the network. PostgreSQL needs TEST_DATABASE_URL.
 *
 * Figures are printed, never asserted.
 */
import { webhookSignature } from "#server/features/payments/razorpay-signature.ts";
import { openOnlineShop } from "#tests/support/online-shop.ts";
import { startRazorpayServer } from "#tests/support/razorpay-server.ts";
import { signUp } from "#tests/support/users.ts";

const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const count = Number(process.argv[3] ?? 200);
const IN_FLIGHT = 20;

const rzp = await startRazorpayServer();
const { t, api, productId } = await openOnlineShop(kind, rzp);
try {
  const customer = await signUp(api, "Bench Customer");
  const headers = { "Content-Type": "application/json", Cookie: customer.cookie };

  async function placeOnline(): Promise<{ id: string; razorpayOrderId: string }> {
    const res = await api.app.request("/api/orders", {
      method: "POST",
      headers,
      body: JSON.stringify({
        cart: [{ id: productId, quantity: 1 }],
        selectedAddress: { street: "1 Bench Road", city: "Pune", state: "Maharashtra", zip: "411001" },
        selectedPaymentMethod: "Pay online",
      }),
    });
    if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const row = await t.db
      .selectFrom("orders")
      .select("provider_order_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { id, razorpayOrderId: row.provider_order_id! };
  }

  const deliveries: Array<{ body: string; eventId: string; signature: string }> = [];
  for (let i = 0; i < count; i++) {
    const { razorpayOrderId } = await placeOnline();
    const paymentId = rzp.pay(razorpayOrderId).razorpay_payment_id;
    const body = rzp.webhookBody({ event: "payment.captured", paymentId });
    deliveries.push({ body, eventId: `evt_bench_${i}`, signature: webhookSignature(rzp.settings.webhookSecret, body) });
  }
  const deliver = async ({ body, eventId, signature }: (typeof deliveries)[number]): Promise<Answer> => {
    const started = performance.now();
    const res = await api.app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Event-Id": eventId,
        "X-Razorpay-Signature": signature,
      },
      body,
    });
    const ms = performance.now() - started;
    return { ms, status: ((await res.json()) as { status: string }).status };
  };

  const firsts: Answer[] = [];
  for (const delivery of deliveries) firsts.push(await deliver(delivery));
  report("payment.captured, one at a time", firsts);

  const again: Answer[] = [];
  for (let i = 0; i < deliveries.length; i += IN_FLIGHT)
    again.push(...(await Promise.all(deliveries.slice(i, i + IN_FLIGHT).map(deliver))));
  report(`the same events again, ${IN_FLIGHT} at once`, again);

  const verified: Answer[] = [];
  for (let i = 0; i < Math.min(count, 100); i++) {
    const { id, razorpayOrderId } = await placeOnline();
    const answer = rzp.pay(razorpayOrderId);
    const started = performance.now();
    const res = await api.app.request(`/api/orders/${id}/razorpay`, {
      method: "POST",
      headers,
      body: JSON.stringify(answer),
    });
    verified.push({ ms: performance.now() - started, status: String(res.status) });
  }
  report("Checkout's answer (POST /api/orders/{id}/razorpay)", verified);
} finally {
  await t.close();
  await rzp.close();
}

interface Answer {
  ms: number;
  status: string;
}

function report(what: string, runs: Answer[]) {
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  const counts = new Map<string, number>();
  for (const { status } of runs) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${status} ${n}`).join(", ");
  console.log(
    `${kind} · ${what}: ${runs.length} answers (${statuses}); p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${ms.at(-1)!.toFixed(1)} ms`,
  );
}

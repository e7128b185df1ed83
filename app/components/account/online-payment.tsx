import { message } from "#domain/i18n/message.ts";
import type { CheckoutOptionsView } from "#domain/views/orders.ts";
import { toPaise } from "#domain/money.ts";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { formError, type FormResult } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Money } from "#app/components/shop/price.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Trans } from "#app/components/ui/trans.tsx";

/** The fetcher Checkout's answer is posted through; the page reads its result by this key too. */
export const PAY_ONLINE_FETCHER = "pay-online";

/** Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/), as far as the shop uses it. */
interface RazorpayCheckout {
  open(): void;
  on(event: "payment.failed", handler: (answer: { error: { description?: string } }) => void): void;
}
interface CheckoutSuccessAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
declare global {
  interface Window {
    Razorpay?: new (options: {
      key: string;
      order_id: string;
      amount: number;
      currency: string;
      name: string;
      description: string;
      prefill: { name: string; email: string; contact: string };
      theme: { color: string };
      handler: (answer: CheckoutSuccessAnswer) => void;
      modal: { ondismiss: () => void };
    }) => RazorpayCheckout;
  }
}

/** The server's own words when Razorpay cannot be reached, so the page and the API say it alike. */
const UNAVAILABLE = message("payment.online.unavailable");
const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
/** The brand's leaf green (BRAND.md), for Checkout's buttons. */
const BRAND_COLOR = "#2f6b3a";

let loadingCheckout: Promise<void> | null = null;

/** Checkout's options from the API, which makes the order's Razorpay order first if it has none; null when it cannot. */
async function madeOptions(orderId: string): Promise<CheckoutOptionsView | null> {
  try {
    const res = await fetch(`/api/orders/${encodeURIComponent(orderId)}/razorpay`, { credentials: "same-origin" });
    if (!res.ok) return null;
    const { amount, ...options } = (await res.json()) as Omit<CheckoutOptionsView, "amountPaise"> & { amount: number };
    return { ...options, amountPaise: toPaise(amount) };
  } catch {
    return null;
  }
}

/** Razorpay's script, loaded on the first 'Pay now' only: nobody else downloads it. */
function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loadingCheckout ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loadingCheckout = null;
      script.remove();
      reject(new Error("Razorpay Checkout did not load"));
    };
    document.head.append(script);
  });
  return loadingCheckout;
}

type PayState = { kind: "idle" } | { kind: "opening" } | { kind: "failed"; reason: string } | { kind: "unavailable" };

/**
 * 'Pay now' for an unpaid online order (docs/product/payments.md#checkout): opens Razorpay
 * Checkout, posts its signed answer to the page, and says what happened. A failed payment can be
 * tried again until the order expires. Opens by itself when the order was just placed (`autoOpen`).
 */
export function OnlinePaymentPanel({
  orderId,
  configured,
  options: kept,
  windowMinutes,
  autoOpen,
}: {
  orderId: string;
  /** The shop can take online payment now (its Razorpay keys are set). */
  configured: boolean;
  /** As the order keeps them; null until its Razorpay order is made, which the API then does. */
  options: CheckoutOptionsView | null;
  windowMinutes: number;
  autoOpen: boolean;
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const navigate = useNavigate();
  const fetcher = useFetcher<FormResult>({ key: PAY_ONLINE_FETCHER });
  const [state, setState] = useState<PayState>(configured ? { kind: "idle" } : { kind: "unavailable" });
  const [made, setMade] = useState<CheckoutOptionsView | null>(null);
  const options = kept ?? made;
  const opened = useRef(false);
  const verifying = fetcher.state !== "idle";
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? formError(fetcher.data) : undefined;

  /** `final`: Checkout failing to load is the end (the page was loaded anew for it already). */
  async function open(final: boolean) {
    setState({ kind: "opening" });
    const ready = options ?? (await madeOptions(orderId));
    if (!ready) return setState({ kind: "unavailable" });
    setMade(ready);
    try {
      await loadCheckout();
    } catch {
      // Reached by a link inside the shop, this document's policy does not let Checkout in: the
      // page loaded anew does (server/http/security.ts), and opens it by itself.
      if (!final) window.location.assign(`${window.location.pathname}?pay=1`);
      else setState({ kind: "unavailable" });
      return;
    }
    const checkout = new window.Razorpay!({
      key: ready.key,
      order_id: ready.razorpayOrderId,
      amount: ready.amountPaise,
      currency: ready.currency,
      name: ready.name,
      description: ready.description,
      prefill: ready.prefill,
      theme: { color: BRAND_COLOR },
      handler: (answer) => {
        setState({ kind: "idle" });
        void fetcher.submit({ intent: "razorpay", ...answer }, { method: "post" });
      },
      modal: { ondismiss: () => setState((now) => (now.kind === "opening" ? { kind: "idle" } : now)) },
    });
    checkout.on("payment.failed", (answer) =>
      setState({ kind: "failed", reason: answer.error.description ?? t("online.failedUnknown") }),
    );
    checkout.open();
  }

  useEffect(() => {
    if (!autoOpen || opened.current) return;
    opened.current = true;
    // Once opened, a reload should not open it again.
    void navigate(window.location.pathname, { replace: true, preventScrollReset: true });
    void open(true);
    // Runs once, on the page the order was placed from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoOpen]);

  return (
    <section
      aria-labelledby="pay-online"
      className="grid gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-turmeric-500/40 sm:p-6 dark:bg-night-surface"
      data-testid="online-payment"
    >
      <h2 id="pay-online" className="font-serif text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
        {options ? (
          <Trans t={t} i18nKey="online.heading" components={{ amount: <Money paise={options.amountPaise} /> }} />
        ) : (
          t("online.headingPlain")
        )}
      </h2>
      <p className="text-sm text-ink/80 dark:text-night-text/80">
        {t("online.instructions", { minutes: windowMinutes })}
      </p>
      {state.kind === "failed" && <Notice kind="error">{t("online.failed", { reason: state.reason })}</Notice>}
      {state.kind === "unavailable" && <Notice kind="error">{tm(UNAVAILABLE)}</Notice>}
      {refused && <Notice kind="error">{refused}</Notice>}
      <noscript>
        <p className="text-sm font-semibold">{t("online.needsJavaScript")}</p>
      </noscript>
      {configured && (
        <Button
          variant="accent"
          className="min-h-11 justify-self-start"
          disabled={state.kind === "opening" || verifying}
          onClick={() => void open(false)}
        >
          {verifying ? t("online.confirming") : state.kind === "opening" ? t("online.opening") : t("online.payNow")}
        </Button>
      )}
    </section>
  );
}

import { message, type MessageRef } from "#domain/i18n/message.ts";
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { data, useFetcher, useLocation, useNavigate } from "react-router";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { Picture } from "#app/components/shop/picture.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { errorBorder, inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { clearCart, lineKey, rateUnknown } from "#app/lib/cart.ts";
import {
  type CheckoutState,
  clearCheckout,
  type OrderRequest,
  orderRequest,
  readCheckout,
  saveCheckout,
} from "#app/lib/checkout-state.ts";
import { formAction, readJsonBody } from "#app/lib/form-action.server.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { metaTranslator, useMessageText, useTranslation, type TFunction } from "#app/lib/i18n.ts";
import { pageCaller } from "#app/lib/use-case.server.ts";
import { REDIRECT_DELAY_MS } from "#app/lib/use-delayed-navigate.ts";
import { useShopPricing, useUser } from "#app/lib/use-user.ts";
import { salePricePaise } from "#domain/money.ts";
import { type AppliedCoupon, priceCart } from "#domain/pricing.ts";
import { PAYMENT_METHOD_NAMES } from "#domain/payments.ts";
import { placeOrderCase, quoteCouponCase } from "#server/features/orders/use-cases.ts";
import { parseInput } from "#server/http/validation.ts";
import type { Route } from "./+types/ordersummary";
import { ProductName } from "#app/components/shop/product-name.tsx";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "checkout");
  return [
    { title: t("summary.metaTitle") },
    { name: "description", content: t("summary.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Confirm Order: the same use case as POST /api/orders, priced and stocked by the server. Run by
 * hand rather than by runUseCase, whose answer to no session is a redirect: here a session that
 * ended meanwhile gets a 401 telling where to sign in, and the page comes back here after.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const caller = await pageCaller({ context, request }, "visitor");
  const { user } = caller;
  if (!user)
    return data<FormResult>(
      { error: message("order.place.signInRequired"), redirectTo: "/signin?redirectTo=%2Fordersummary" },
      401,
    );
  const body = await readJsonBody(request);
  if (isCouponQuote(body))
    return formAction(async (): Promise<CouponResult> => {
      const input = parseInput(quoteCouponCase.input, body, message("coupon.notValid"));
      const coupon = await quoteCouponCase.run(context, input, { ...caller, user });
      return { ok: true, message: message("coupon.applied", { code: coupon.code }), coupon };
    });
  return formAction(async () => {
    const input = parseInput(placeOrderCase.input, body, message("order.place.checkDetails"));
    const { order } = await placeOrderCase.run(context, input, { ...caller, user });
    // A UPI order is paid on its own page, with the QR code (docs/product/payments.md#paying-by-upi);
    // an online one there too, where Checkout opens by itself (docs/product/payments.md#online-payment).
    const redirectTo =
      order.payment_method === "upi"
        ? `/orders/${order.id}`
        : order.payment_method === "online"
          ? `/orders/${order.id}?pay=1`
          : undefined;
    return { ok: true, message: message("order.place.done"), redirectTo };
  });
}

/** 'Apply' posts the code with the cart (`intent: "coupon"`); Confirm Order posts the order. */
function isCouponQuote(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { intent?: unknown }).intent === "coupon";
}

type CouponResult = FormResult & { coupon?: AppliedCoupon };

/** Navigation state, or after a reload the copy in sessionStorage (both read once hydrated). */
function useCheckoutState(): CheckoutState | null | undefined {
  const fromNavigation = useLocation().state as CheckoutState | null;
  // The server cannot see sessionStorage: undefined there means "not known yet".
  const stored = useSyncExternalStore(
    () => () => {},
    readCheckout,
    () => undefined,
  );
  // A reload keeps the navigation state in the browser's history, which the server never saw:
  // the first frame must be the server's (React error #418 otherwise), so it waits as well.
  if (stored === undefined) return undefined;
  return fromNavigation ?? stored;
}

type T = TFunction<"checkout">;

function addressText(state: CheckoutState, t: T) {
  const a = state.selectedAddress;
  return a && a.street && a.city && a.state && a.zip
    ? `${a.street}, ${a.city}, ${a.state}, ${a.zip}`
    : t("summary.addressMissing");
}

/** Beside the address line: recipient, landmark and mobile (docs/product/addresses.md#address-fields). */
function addressDetails(state: CheckoutState, t: T) {
  const a = state.selectedAddress;
  if (!a) return "";
  return [
    a.recipient && t("summary.recipient", { name: a.recipient }),
    a.landmark && t("summary.landmark", { landmark: a.landmark }),
    a.mobile && t("summary.mobile", { mobile: a.mobile }),
  ]
    .filter(Boolean)
    .join(" · ");
}

function paymentText(state: CheckoutState, t: T, tm: (text: string) => string) {
  const p = state.selectedPaymentMethod;
  if (!p) return t("summary.paymentMissing");
  if (p.method === "cod" || p.method === "upi" || p.method === "online") return tm(PAYMENT_METHOD_NAMES[p.method]);
  const number = p.method === "card" ? `•••• •••• •••• ${p.cardNumber.slice(-4)}` : p.cardNumber;
  return `${p.cardHolderName} · ${number}`;
}

const appliedMessage = (coupon: AppliedCoupon) => message("coupon.applied", { code: coupon.code });

/** The coupon applied to this checkout: kept with it, so a reload of the summary keeps it too. */
function useAppliedCoupon(state: CheckoutState | null | undefined) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const stored = state?.coupon ?? readCheckout()?.coupon ?? null;
  const [seen, setSeen] = useState(false);
  if (!seen && state) {
    setSeen(true);
    setCoupon(stored);
  }
  return [coupon, setCoupon] as const;
}

/**
 * 'Coupon code' and 'Apply' (docs/product/commerce-core.md#coupons): the server says whether the
 * coupon may be used on this cart now and why not; an applied one shows its message and can be
 * removed. A refusal when the order is placed (the coupon used up meanwhile) shows here too.
 */
function CouponForm({
  cart,
  applied,
  onChange,
  placeError,
}: {
  cart: OrderRequest["cart"];
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
  placeError: MessageRef | undefined;
}) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const fetcher = useFetcher<CouponResult>();
  const [code, setCode] = useState(applied?.code ?? "");
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.coupon) onChange(answer.coupon);
    // Only a new answer applies a coupon; onChange changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const error = answer?.error ?? placeError;
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void fetcher.submit({ intent: "coupon", couponCode: code, cart }, { method: "post", encType: "application/json" });
  }

  return (
    <form onSubmit={apply} className="grid gap-2" data-testid="coupon-form">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("summary.couponCode")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={applied || error ? messageId : undefined}
          ref={inputRef}
          className={cn(inputClass, "min-h-11 max-w-xs uppercase", error && errorBorder)}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={busy || code.trim() === "" || code.trim().toUpperCase() === applied?.code}
          className="min-h-11"
        >
          {t("summary.applyCoupon")}
        </Button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-terracotta-600 dark:text-terracotta-300">
          {tm(error)}
        </p>
      ) : (
        applied && (
          <p
            id={messageId}
            role="status"
            className="flex flex-wrap items-center gap-3 text-sm text-leaf-700 dark:text-leaf-300"
          >
            {tm(appliedMessage(applied))}
            <button
              type="button"
              className="min-h-11 underline underline-offset-2"
              onClick={() => {
                onChange(null);
                setCode("");
                // The button goes with the coupon: focus returns to the field, not to the page's start.
                inputRef.current?.focus();
              }}
            >
              {t("summary.removeCoupon")}
            </button>
          </p>
        )
      )}
    </form>
  );
}

export default function OrderSummary() {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const state = useCheckoutState();
  const user = useUser();
  const navigate = useNavigate();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const placed = Boolean(result?.ok);
  const pricing = useShopPricing();
  const [coupon, setCoupon] = useAppliedCoupon(state);
  const next = result?.ok ? result.redirectTo : undefined;

  useEffect(() => {
    if (!placed) return;
    clearCart();
    // The summary stays on screen with its message; the stored checkout goes when we move on.
    const timer = setTimeout(() => {
      clearCheckout();
      // A document load: the order page's own Content-Security-Policy lets Checkout's script in.
      if (next) window.location.assign(next);
      else navigate("/profile?tab=orders", { state: { tab: "orders" } });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [placed, next, navigate]);
  useEffect(() => {
    if (result?.redirectTo && !result.ok) navigate(result.redirectTo);
  }, [result, navigate]);
  const couponRefused = result?.fields?.couponCode;
  useEffect(() => {
    // A coupon refused as the order is placed (used up meanwhile) no longer counts in the totals.
    if (!couponRefused) return;
    setCoupon(null);
    const stored = readCheckout();
    if (stored) saveCheckout({ ...stored, coupon: null });
  }, [couponRefused, setCoupon]);

  if (state === undefined) return <p className="px-4 py-16 text-center">{t("summary.loading")}</p>;
  // A cart saved before lines carried their GST rate goes back to the cart, which refreshes it.
  if (!state || !state.cart || state.cart.some(rateUnknown) || !state.selectedAddress || !state.selectedPaymentMethod) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-semibold">{t("summary.title")}</h1>
        <p className="mt-4">{t("summary.none")}</p>
        <ButtonLink to="/checkout" className="mt-6">
          {t("summary.backToCart")}
        </ButtonLink>
      </section>
    );
  }

  const totals = priceCart(state.cart, pricing, coupon);
  const needsCardAgain = state.selectedPaymentMethod.method === "card-masked";

  function confirm() {
    if (!user) {
      navigate("/signin?redirectTo=%2Fordersummary");
      return;
    }
    void fetcher.submit(orderRequest({ ...state!, coupon }), { method: "post", encType: "application/json" });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">{t("summary.title")}</h1>
      <div className="mt-8 grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-leaf-700 dark:text-leaf-300">
              {t("summary.address")}
            </h2>
            <p className="mt-1" data-testid="summary-address">
              {addressText(state, t)}
            </p>
            {addressDetails(state, t) && (
              <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">{addressDetails(state, t)}</p>
            )}
          </div>
          <div>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-leaf-700 dark:text-leaf-300">
              {t("summary.payment")}
            </h2>
            <p className="mt-1" data-testid="summary-payment">
              {paymentText(state, t, tm)}
            </p>
          </div>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-leaf-700 dark:text-leaf-300">
            {t("summary.products")}
          </h2>
          {state.cart.length === 0 ? (
            <p className="mt-2">{t("summary.productsMissing")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-leaf-900/10 dark:divide-white/10">
              {state.cart.map((line) => (
                <li key={lineKey(line)} className="flex items-center gap-4 py-3">
                  <Picture
                    imageKey={line.image1}
                    alt=""
                    sizes="64px"
                    width={64}
                    height={64}
                    className="size-16 rounded-xl object-cover"
                  />
                  <div className="flex-1">
                    <p className="font-medium">
                      <ProductName {...line} />
                    </p>
                    <p className="text-sm text-ink/75 dark:text-night-text/75">
                      {t("summary.quantity", { quantity: line.quantity })}
                    </p>
                  </div>
                  <Money
                    paise={salePricePaise(line.pricePaise, line.discount) * line.quantity}
                    className="font-semibold"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <CouponForm
          cart={orderRequest(state).cart}
          applied={coupon}
          onChange={(next) => {
            setCoupon(next);
            saveCheckout({ ...state, coupon: next });
          }}
          placeError={couponRefused}
        />
        <OrderTotals totals={totals} />
        {needsCardAgain && <Notice kind="error">{t("summary.cardAgain")}</Notice>}
        {result?.ok && result.message && <Notice kind="success">{t("summary.placed")}</Notice>}
        {result?.error && !couponRefused && (
          <div className="grid gap-1">
            <Notice kind="error">{t("summary.failed")}</Notice>
            <p className="px-1 text-sm text-terracotta-600 dark:text-terracotta-400">{tm(result.error)}</p>
          </div>
        )}
        <Button
          onClick={confirm}
          disabled={busy || placed || needsCardAgain}
          className="w-full sm:w-auto sm:justify-self-end"
        >
          {busy ? t("summary.processing") : t("summary.confirm")}
        </Button>
      </div>
    </section>
  );
}

import { message } from "#domain/i18n/message.ts";
import { ExternalLink, Truck } from "lucide-react";
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { customerMayCancel, orderNumber } from "#domain/orders.ts";
import { PAYMENT_SUBMITTED } from "#domain/payments.ts";
import { orderTotals } from "#domain/views/orders.ts";
import { formatDate } from "#app/lib/format-date.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { metaTranslator, useLocale, useTranslation } from "#app/lib/i18n.ts";
import { orNotFound } from "#app/lib/not-found.server.ts";
import { requireUserPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase } from "#app/lib/use-case.server.ts";
import { cancelOrderCase } from "#server/features/orders/use-cases.ts";
import { requestReturnCase } from "#server/features/returns/use-cases.ts";
import { orderReturns } from "#app/lib/order-returns.server.ts";
import { submitPaymentReferenceCase, verifyCheckoutCase } from "#server/features/payments/use-cases.ts";
import { payRefusal, storedCheckoutOptions } from "#server/features/payments/checkout.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import { OnlinePaymentPanel, PAY_ONLINE_FETCHER } from "#app/components/account/online-payment.tsx";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import { orderEventView, orderView } from "#server/features/orders/presenters.ts";
import { upiPaymentView } from "#server/features/payments/upi-presenter.ts";
import { getOrder, listOrderEvents } from "#server/features/orders/get-order.ts";
import { StatusBadge } from "#app/components/account/order-history.tsx";
import { OrderTimeline } from "#app/components/account/order-timeline.tsx";
import { ReplacementOrigin, ReturnRequests } from "#app/components/account/order-returns.tsx";
import { ReportProblem } from "#app/components/account/report-problem.tsx";
import { UpiPaymentPanel } from "#app/components/account/upi-payment.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { OrderItems } from "#app/components/shop/order-items.tsx";
import { AddressText } from "#app/components/shop/address-fields.tsx";
import { PaymentBadge, PaymentMethod } from "#app/components/shop/payment.tsx";
import { TaxDocumentLinks } from "#app/components/shop/tax-document-links.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { Route } from "./+types/order";
import { Trans } from "#app/components/ui/trans.tsx";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const t = metaTranslator(matches, "checkout");
  return [
    { title: loaded ? t("order.metaTitle", { number: orderNumber(loaded.order.id) }) : t("order.metaNotFound") },
    { name: "robots", content: "noindex" },
  ];
};

/** The customer's own order; anyone else's is the not-found page (docs/product/pages.md#order-page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const order = await orNotFound(() => getOrder(context.db, { orderId: params.id, userId: user.id }));
  const [events, settings, online] = await Promise.all([
    listOrderEvents(context.db, { orderId: order.id }),
    context.settings.shop(),
    onlinePayment(context, order),
  ]);
  // Only this page lets Razorpay Checkout's script in, and only while there is something to pay.
  if (online?.configured) context.embed("razorpay-checkout");
  return {
    order: orderView(order),
    events: events.map(orderEventView),
    returns: await orderReturns(context.db, { order, events, settings }),
    upi: await upiPaymentView(order, settings),
    online,
    payNow: new URL(request.url).searchParams.get("pay") === "1",
    upiWindowMinutes: context.config.upiPaymentWindowMinutes,
  };
}

/**
 * 'Pay now' for an online order still to be paid: Checkout's options as the order keeps them
 * (none yet: 'Pay now' asks the API), and whether the shop can take online payment now; null
 * for any other order. Never waits on Razorpay.
 */
async function onlinePayment(context: Route.LoaderArgs["context"], order: OrderWithItems) {
  if (payRefusal(order)) return null;
  return { options: await storedCheckoutOptions(context, order), configured: context.payments !== null };
}

/** "I have paid" (the UTR), cancelling and 'Report a problem': the API's use cases, run for the page. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  intentAction(request, {
    utr: async (form) => {
      await runUseCase(submitPaymentReferenceCase, { context, request }, form, params);
      return { ok: true, message: message("payment.utr.received") };
    },
    razorpay: async (form) => {
      await runUseCase(verifyCheckoutCase, { context, request }, form, params);
      return { ok: true, message: message("payment.online.received") };
    },
    cancel: async () => {
      await runUseCase(cancelOrderCase, { context, request }, { orderId: params.id });
      return { ok: true, message: message("order.cancel.done") };
    },
    return: async (form) => {
      const sent = await runUseCase(requestReturnCase, { context, request }, form, params);
      return { ok: true, message: message("return.requested", { number: sent.number }) };
    },
  });

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-6 dark:bg-night-surface dark:ring-white/5 ${className ?? ""}`}
    >
      <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-leaf-800 dark:text-leaf-200">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const locale = useLocale();
  const { order, events, upi, returns } = loaderData;
  const posted = useActionData<typeof action>();
  const cancel = useFetcher<FormResult>();
  const paid = useFetcher<FormResult>({ key: PAY_ONLINE_FETCHER });
  const [confirming, setConfirming] = useState(false);
  const cancelled = cancel.state === "idle" ? cancel.data : undefined;
  const paidOnline = paid.state === "idle" && paid.data?.ok ? paid.data : undefined;
  const result = cancelled ?? paidOnline ?? posted;
  const showSuccess = useTimedNotice(result?.ok ? result.at : undefined);
  const number = orderNumber(order.id);
  // The action's own successes, said in the page's language; refusals come through the messages catalogue.
  const success =
    result === cancelled ? t("cancel.done") : result === paidOnline ? t("online.paid") : t("order.paymentThanks");

  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
            {t("order.eyebrow")}
          </p>
          <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">
            <Trans t={t} i18nKey="order.heading" values={{ number }} components={{ n: <span className="tabular" /> }} />
          </h1>
          <p className="mt-1 text-ink/75 dark:text-night-text/75">
            {t("order.placedOn", { date: formatDate(order.date, locale) })}
          </p>
          {returns.replacementFor && <ReplacementOrigin origin={returns.replacementFor} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
        </div>
      </header>

      {showSuccess && result?.message && <Notice kind="success">{success}</Notice>}
      {cancelled && !cancelled.ok && cancelled.error && <Notice kind="error">{cancelled.error}</Notice>}

      {upi && (
        <UpiPaymentPanel
          payment={upi}
          utr={order.payment.method === "upi" ? order.payment.utr : null}
          submitted={order.paymentStatus === PAYMENT_SUBMITTED}
          windowMinutes={loaderData.upiWindowMinutes}
          result={posted}
        />
      )}

      {loaderData.online && (
        <OnlinePaymentPanel
          orderId={order.id}
          configured={loaderData.online.configured}
          options={loaderData.online.options}
          windowMinutes={loaderData.upiWindowMinutes}
          autoOpen={loaderData.payNow}
        />
      )}

      {order.tracking && (
        <Section title={t("order.tracking")}>
          <p className="flex items-center gap-2 text-sm">
            <Truck className="size-4" aria-hidden /> {order.tracking.courier} · {t("order.awb")}{" "}
            <span className="tabular font-semibold">{order.tracking.trackingNumber}</span>
          </p>
          {order.tracking.trackingUrl && (
            <a
              href={order.tracking.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("outline", "mt-3 min-h-11")}
            >
              {t("order.trackParcel")} <ExternalLink className="size-4" aria-hidden />
            </a>
          )}
        </Section>
      )}

      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <Section title={t("order.items")}>
          <OrderItems items={order.items} />
          <div className="mt-4 border-t border-leaf-900/10 pt-4 dark:border-white/10">
            <OrderTotals totals={orderTotals(order)} />
          </div>
        </Section>
        <div className="grid content-start gap-6">
          <Section title={t("order.payment")}>
            {/* A free replacement has nothing to pay, however the order it replaces was paid. */}
            {order.replacementForReturnId === null && (
              <p className="text-sm">
                <PaymentMethod payment={order.payment} />
              </p>
            )}
            {order.payment.method === "upi" && order.payment.utr && (
              <p className="mt-1 text-sm text-ink/75 dark:text-night-text/75">
                {t("order.utr")} <span className="tabular">{order.payment.utr}</span>
              </p>
            )}
            <p className={order.replacementForReturnId === null ? "mt-2" : undefined}>
              <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
            </p>
            <TaxDocumentLinks order={order} creditNotes={returns.creditNotes} className="mt-4" />
          </Section>
          <Section title={t("order.address")}>
            <address className="text-sm not-italic">
              <AddressText address={order.shippingAddress} />
            </address>
          </Section>
        </div>
      </div>

      {(returns.window !== null || returns.requests.length > 0) && (
        <Section title={t("returns.heading")}>
          <div className="grid gap-4">
            <ReportProblem orderNumber={number} returnWindow={returns.window} lines={returns.reportable} />
            <ReturnRequests orderId={order.id} requests={returns.requests} />
          </div>
        </Section>
      )}

      <Section title={t("order.timeline")}>
        <OrderTimeline events={events} viewer="customer" />
      </Section>

      {customerMayCancel(order.status) && (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)} className="min-h-11">
            {t("cancel.button")}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("cancel.titleNumbered", { number })}
            message={t("cancel.message", { number })}
            confirmLabel={t("cancel.button")}
            busyLabel={t("cancel.busy")}
            busy={cancel.state !== "idle"}
            onConfirm={() => {
              void cancel.submit({ intent: "cancel" }, { method: "post" });
              setConfirming(false);
            }}
          />
        </div>
      )}
    </article>
  );
}

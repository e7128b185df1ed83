import { formatINR } from "#domain/money.ts";
import { sharedGstRate, summaryAmount, summaryRows } from "#domain/pricing.ts";
import { orderNumber } from "#domain/orders.ts";
import { orderLineNamed, productNameText } from "#domain/catalogue/names.ts";
import { AWAITING_PAYMENT, REFUND_DUE } from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { orderTotals } from "#domain/views/orders.ts";
import { orderView } from "#server/features/orders/presenters.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { escapeHtml, greeting, type MailButton, mailLayout, mailStateName, mailText } from "#server/mail/templates.ts";
import { type MailKey, type MailTranslator, mailTranslator } from "#server/mail/translator.ts";

/** The moments of an order the customer is told about by mail (docs/product/orders.md#order-mails). */
export type OrderMailEvent = "placed" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded";

/** Who cancelled, for the cancellation mail's words. */
export type CancelledBy = "customer" | "admin" | "expiry";

export interface OrderMailContext {
  shop: ShopSettings | null;
  /** The shop's address, for the link to the order page. */
  publicUrl: string;
  /** UPI payments must arrive within this many minutes. */
  upiWindowMinutes: number;
  cancelledBy?: CancelledBy;
  /** The refund a 'refunded' mail tells of, when it is not the whole order (part of an online payment). */
  refundPaise?: number;
}

const PAYMENT_NAMES = {
  cod: "payment.cod",
  card: "payment.card",
  upi: "payment.upi",
  online: "payment.online",
} as const satisfies Record<OrderWithItems["payment_method"], MailKey>;

function paymentText(order: OrderWithItems, tr: MailTranslator): string {
  if (order.payment_method === "card")
    return `${order.card_brand ?? tr.t("payment.card")} •••• ${order.card_last4 ?? ""}`;
  return tr.t(PAYMENT_NAMES[order.payment_method]);
}

/** Lines and totals, as on the order page: the same rows, the same formatting. */
function summary(order: OrderWithItems, tr: MailTranslator): { lines: string[]; totals: Array<[string, string]> } {
  const gstRate = sharedGstRate(order.items.map((i) => ({ gstRate: i.gst_rate })));
  const view = orderView(order);
  return {
    lines: view.items.map(
      (i) => `${i.quantity} × ${productNameText(tr.language, orderLineNamed(i))} — ${formatINR(i.lineTotalPaise)}`,
    ),
    totals: summaryRows(orderTotals(view), gstRate).map((row) => [tr.m(row.label), tr.m(summaryAmount(row))]),
  };
}

function summaryHtml(order: OrderWithItems, tr: MailTranslator): string {
  const { lines, totals } = summary(order, tr);
  const rows = totals
    .map(
      ([label, value], i) =>
        `<tr><td style="padding:4px 0${i === totals.length - 1 ? ";font-weight:bold;border-top:1px solid #e6e0d2" : ""}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${i === totals.length - 1 ? ";font-weight:bold;border-top:1px solid #e6e0d2" : ""}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<ul style="padding-left:18px;margin:12px 0">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table>`;
}

function summaryText(order: OrderWithItems, tr: MailTranslator): string[] {
  const { lines, totals } = summary(order, tr);
  return [...lines, "", ...totals.map(([label, value]) => `${label}: ${value}`)];
}

function address(order: OrderWithItems, tr: MailTranslator): string {
  const recipient = order.ship_recipient ? `${order.ship_recipient}, ` : "";
  const landmark = order.ship_landmark ? ` ${tr.t("order.address.landmark", { landmark: order.ship_landmark })}` : "";
  const mobile = order.ship_mobile ? ` ${tr.t("order.address.mobile", { mobile: order.ship_mobile })}` : "";
  return `${recipient}${order.ship_street}${landmark}, ${order.ship_city}, ${mailStateName(order.ship_state, tr)} ${order.ship_zip}${mobile}`;
}

const CANCELLED_BECAUSE: Record<CancelledBy, MailKey> = {
  customer: "order.cancelled.byCustomer",
  admin: "order.cancelled.byAdmin",
  expiry: "order.cancelled.byExpiry",
};

/** Why the order was cancelled; an expired order names the payment that did not arrive. */
function cancelledBecause(order: OrderWithItems, context: OrderMailContext): MailKey {
  const by = context.cancelledBy ?? "admin";
  if (by !== "expiry") return CANCELLED_BECAUSE[by];
  if (order.payment_method === "card") return "order.cancelled.byExpiryCard";
  return order.payment_method === "online" ? "order.cancelled.byExpiryOnline" : CANCELLED_BECAUSE[by];
}

/** What each mail says: its subject, its title and its paragraphs (plain text; escaped for HTML). */
function wording(event: OrderMailEvent, order: OrderWithItems, context: OrderMailContext, tr: MailTranslator) {
  const number = orderNumber(order.id);
  const total = formatINR(order.total_paise);
  const { t } = tr;
  switch (event) {
    case "placed":
      return {
        subject: t("order.placed.subject", { number }),
        title: t("order.placed.title", { number }),
        paragraphs: [
          t("order.placed.thanks"),
          ...(order.payment_method === "upi" && order.payment_status === AWAITING_PAYMENT
            ? [t("order.placed.payByUpi", { total, minutes: context.upiWindowMinutes })]
            : []),
          ...(order.payment_method === "online" && order.payment_status === AWAITING_PAYMENT
            ? [t("order.placed.payOnline", { total, minutes: context.upiWindowMinutes })]
            : []),
        ],
        showSummary: true,
      };
    case "paid":
      return {
        subject: t("order.paid.subject", { number }),
        title: t("order.paid.title"),
        paragraphs: [t("order.paid.body", { total, number })],
        showSummary: false,
      };
    case "shipped":
      return {
        subject: t("order.shipped.subject", { number }),
        title: t("order.shipped.title", { number }),
        paragraphs: [
          t("order.shipped.body"),
          ...(order.courier && order.tracking_number
            ? [t("order.shipped.tracking", { courier: order.courier, trackingNumber: order.tracking_number })]
            : []),
          ...(order.tracking_url ? [t("order.shipped.trackingUrl", { url: order.tracking_url })] : []),
        ],
        showSummary: false,
      };
    case "delivered":
      return {
        subject: t("order.delivered.subject", { number }),
        title: t("order.delivered.title", { number }),
        paragraphs: [t("order.delivered.body")],
        showSummary: false,
      };
    case "cancelled":
      return {
        subject: t("order.cancelled.subject", { number }),
        title: t("order.cancelled.title", { number }),
        paragraphs: [
          t(cancelledBecause(order, context)),
          ...(order.payment_status === REFUND_DUE ? [t("order.cancelled.refundDue", { total })] : []),
        ],
        showSummary: false,
      };
    case "refunded":
      return {
        subject: t("order.refunded.subject", { number }),
        title: t("order.refunded.title"),
        paragraphs: [t("order.refunded.body", { total: formatINR(context.refundPaise ?? order.total_paise), number })],
        showSummary: false,
      };
  }
}

/**
 * One mail for one moment of an order: HTML in the shop's look with a plain-text part, naming
 * the order number and linking its page, in the customer's language (English when not given).
 */
export function orderMail(
  event: OrderMailEvent,
  order: OrderWithItems,
  context: OrderMailContext,
  tr: MailTranslator = mailTranslator(),
): Mail {
  const w = wording(event, order, context, tr);
  const hello = greeting(tr, order.user_name);
  const button: MailButton = {
    label: tr.t("order.viewOrder"),
    href: `${context.publicUrl}/orders/${encodeURIComponent(order.id)}`,
  };
  const details = [
    tr.t("order.payment", { payment: paymentText(order, tr) }),
    tr.t("order.deliveringTo", { address: address(order, tr) }),
  ];
  return {
    to: order.user_email,
    subject: w.subject,
    text: mailText({
      shop: context.shop,
      tr,
      lines: [hello, "", ...w.paragraphs, "", ...(w.showSummary ? [...summaryText(order, tr), ""] : []), ...details],
      button,
    }),
    html: mailLayout({
      shop: context.shop,
      tr,
      title: w.title,
      body: `<p>${escapeHtml(hello)}</p>${w.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${
        w.showSummary ? summaryHtml(order, tr) : ""
      }<p style="color:#5b665b;font-size:14px">${details.map(escapeHtml).join("<br>")}</p>`,
      button,
    }),
  };
}

import { formatINR, sharedGstRate, summaryAmount, summaryRows } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import { AWAITING_PAYMENT, REFUND_DUE } from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type { OrderWithItems } from "#server/services/orders/shared.ts";
import type { Mail } from "./mailer.ts";
import { escapeHtml, type MailButton, mailLayout, mailText } from "./templates.ts";

/** The moments of an order the customer is told about by mail (DECISIONS.md Part 2). */
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
}

const PAYMENT_NAMES = { cod: "Cash on Delivery", card: "Card", upi: "UPI" } as const;

function paymentText(order: OrderWithItems): string {
  if (order.payment_method === "card") return `${order.card_brand ?? "Card"} •••• ${order.card_last4 ?? ""}`;
  return PAYMENT_NAMES[order.payment_method];
}

/** Lines and totals, as on the order page: the same rows, the same formatting. */
function summary(order: OrderWithItems): { lines: string[]; totals: Array<[string, string]> } {
  return {
    lines: order.items.map((i) => `${i.quantity} × ${i.title} — ${formatINR(i.line_total_paise)}`),
    totals: summaryRows(
      {
        listTotalPaise: order.subtotal_paise + order.discount_paise,
        discountPaise: order.discount_paise,
        subtotalPaise: order.subtotal_paise,
        taxPaise: order.tax_paise,
        deliveryPaise: order.shipping_paise,
        totalPaise: order.total_paise,
      },
      sharedGstRate(order.items.map((i) => ({ gstRate: i.gst_rate }))),
    ).map((row) => [row.label, summaryAmount(row)]),
  };
}

function summaryHtml(order: OrderWithItems): string {
  const { lines, totals } = summary(order);
  const rows = totals
    .map(
      ([label, value], i) =>
        `<tr><td style="padding:4px 0${i === totals.length - 1 ? ";font-weight:bold;border-top:1px solid #e6e0d2" : ""}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${i === totals.length - 1 ? ";font-weight:bold;border-top:1px solid #e6e0d2" : ""}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<ul style="padding-left:18px;margin:12px 0">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table>`;
}

function summaryText(order: OrderWithItems): string[] {
  const { lines, totals } = summary(order);
  return [...lines, "", ...totals.map(([label, value]) => `${label}: ${value}`)];
}

function address(order: OrderWithItems): string {
  const recipient = order.ship_recipient ? `${order.ship_recipient}, ` : "";
  const landmark = order.ship_landmark ? ` (landmark: ${order.ship_landmark})` : "";
  const mobile = order.ship_mobile ? ` (mobile ${order.ship_mobile})` : "";
  return `${recipient}${order.ship_street}${landmark}, ${order.ship_city}, ${order.ship_state} ${order.ship_zip}${mobile}`;
}

const CANCELLED_BECAUSE: Record<CancelledBy, string> = {
  customer: "As you asked, we have cancelled your order.",
  admin: "We are sorry: we had to cancel your order.",
  expiry:
    "We did not receive the UPI payment in time, so the order was cancelled and the plants went back to the nursery.",
};

/** What each mail says: its subject, its title and its paragraphs (plain text; escaped for HTML). */
function wording(event: OrderMailEvent, order: OrderWithItems, context: OrderMailContext) {
  const number = orderNumber(order.id);
  const total = formatINR(order.total_paise);
  switch (event) {
    case "placed":
      return {
        subject: `Your Vanaushadhi order #${number} is confirmed`,
        title: `Order #${number} confirmed`,
        paragraphs: [
          "Thank you for your order. We are getting your plants ready.",
          ...(order.payment_method === "upi" && order.payment_status === AWAITING_PAYMENT
            ? [
                `Please pay ${total} by UPI within ${context.upiWindowMinutes} minutes: your order page has the QR code and a link that opens your UPI app. Unpaid orders are cancelled after that.`,
              ]
            : []),
        ],
        showSummary: true,
      };
    case "paid":
      return {
        subject: `Payment received for order #${number}`,
        title: "Payment received",
        paragraphs: [`We have received ${total} for order #${number}. Thank you!`],
        showSummary: false,
      };
    case "shipped":
      return {
        subject: `Your order #${number} has shipped`,
        title: `Order #${number} is on its way`,
        paragraphs: [
          "Your plants have left the nursery.",
          ...(order.courier && order.tracking_number
            ? [`Courier: ${order.courier}. Tracking number (AWB): ${order.tracking_number}.`]
            : []),
          ...(order.tracking_url ? [`Track your parcel: ${order.tracking_url}`] : []),
        ],
        showSummary: false,
      };
    case "delivered":
      return {
        subject: `Your order #${number} was delivered`,
        title: `Order #${number} delivered`,
        paragraphs: [
          "Your plants have arrived. Water them well today and keep them out of harsh sun for a few days while they settle in.",
        ],
        showSummary: false,
      };
    case "cancelled":
      return {
        subject: `Your order #${number} is cancelled`,
        title: `Order #${number} cancelled`,
        paragraphs: [
          CANCELLED_BECAUSE[context.cancelledBy ?? "admin"],
          ...(order.payment_status === REFUND_DUE
            ? [`You paid ${total}: we will refund it to your original payment method within 5–7 working days.`]
            : []),
        ],
        showSummary: false,
      };
    case "refunded":
      return {
        subject: `Refund for order #${number}`,
        title: "Refund sent",
        paragraphs: [
          `We have refunded ${total} for order #${number}. Depending on your bank it reaches you within a few working days.`,
        ],
        showSummary: false,
      };
  }
}

/**
 * One mail for one moment of an order: HTML in the shop's look with a plain-text part, naming
 * the order number and linking its page.
 */
export function orderMail(event: OrderMailEvent, order: OrderWithItems, context: OrderMailContext): Mail {
  const w = wording(event, order, context);
  const greeting = `Namaste ${order.user_name || ""},`.replace(" ,", ",");
  const button: MailButton = {
    label: "View your order",
    href: `${context.publicUrl.replace(/\/+$/, "")}/orders/${encodeURIComponent(order.id)}`,
  };
  const details = [`Payment: ${paymentText(order)}`, `Delivering to: ${address(order)}`];
  return {
    to: order.user_email,
    subject: w.subject,
    text: mailText({
      shop: context.shop,
      lines: [greeting, "", ...w.paragraphs, "", ...(w.showSummary ? [...summaryText(order), ""] : []), ...details],
      button,
    }),
    html: mailLayout({
      shop: context.shop,
      title: w.title,
      body: `<p>${escapeHtml(greeting)}</p>${w.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${
        w.showSummary ? summaryHtml(order) : ""
      }<p style="color:#5b665b;font-size:14px">${details.map(escapeHtml).join("<br>")}</p>`,
      button,
    }),
  };
}

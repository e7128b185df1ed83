import { formatINR } from "#domain/money.ts";
import type { OrderItemRow, OrderRow } from "#server/db/schema.ts";

/** The shop's e-mails. Values are escaped: names and addresses are typed by customers. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(title: string, body: string) {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2a1f;background:#faf7f0;padding:24px">
<h1 style="font-family:Georgia,serif;color:#2f6b3a">${escapeHtml(title)}</h1>${body}
<p style="color:#555;font-size:12px">Vanaushadhi · Healing plants of the forest · info@vanaushadhi.in</p></body></html>`;
}

export function passwordResetMail(name: string, link: string) {
  const greeting = name ? `Namaste ${name},` : "Namaste,";
  return {
    subject: "Reset your Vanaushadhi password",
    text: `${greeting}\n\nSomeone asked to reset the password of your Vanaushadhi account. To choose a new one, open this link within 1 hour:\n\n${link}\n\nThe link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      "Reset your password",
      `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Vanaushadhi account. To choose a new one, open this link within 1 hour:</p>
<p><a href="${escapeHtml(link)}" style="background:#2f6b3a;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">Choose a new password</a></p>
<p>The link works once. If you did not ask for it, you can ignore this e-mail.</p>`,
    ),
  };
}

export function orderConfirmationMail(order: OrderRow & { items: OrderItemRow[] }) {
  const number = order.id.slice(-8).toUpperCase();
  const address = `${order.ship_street}, ${order.ship_city}, ${order.ship_state} ${order.ship_zip}`;
  const payment =
    order.payment_method === "cod"
      ? "Cash on Delivery"
      : `${order.card_brand ?? "Card"} •••• ${order.card_last4 ?? ""}`;
  const lines = order.items.map((i) => `${i.quantity} × ${i.title} — ${formatINR(i.line_total_paise)}`);
  const summary = [
    `Subtotal: ${formatINR(order.subtotal_paise)}`,
    `Discount: ${formatINR(order.discount_paise)}`,
    `Tax (18%): ${formatINR(order.tax_paise)}`,
    "Delivery Charges: Free",
    `Total: ${formatINR(order.total_paise)}`,
  ];
  return {
    subject: `Your Vanaushadhi order #${number} is confirmed`,
    text: `Namaste ${order.user_name || ""},\n\nThank you for your order #${number}. We are getting your plants ready.\n\n${lines.join("\n")}\n\n${summary.join("\n")}\n\nPayment: ${payment}\nDelivering to: ${address}\n`,
    html: layout(
      `Order #${number} confirmed`,
      `<p>Namaste ${escapeHtml(order.user_name || "")},</p><p>Thank you for your order. We are getting your plants ready.</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<p>${summary.map(escapeHtml).join("<br>")}</p>
<p>Payment: ${escapeHtml(payment)}<br>Delivering to: ${escapeHtml(address)}</p>`,
    ),
  };
}

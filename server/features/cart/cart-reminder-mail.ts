import { lineName } from "#domain/catalogue/variants.ts";
import type { Mail } from "#server/mail/mailer.ts";
import {
  escapeHtml,
  greeting,
  type MailShop,
  mailLayout,
  mailProductTitle,
  mailText,
  shopLink,
} from "#server/mail/templates.ts";
import type { MailTranslator } from "#server/mail/translator.ts";

/** A line of the reminded cart as the mail names it. */
export interface RemindedLine {
  title: string;
  titleHi: string | null;
  /** The variant's name as sold, or null for a product sold in one unnamed variant. */
  variantName: string | null;
  quantity: number;
}

/** `2 × Tulsi (Holy Basil) — 6-inch pot`; in a Hindi mail the Hindi name leads, as on the product page. */
function lineText(line: RemindedLine, tr: MailTranslator): string {
  return `${line.quantity} × ${lineName(mailProductTitle(line, tr), line.variantName)}`;
}

/**
 * The one reminder of a cart left without an order (docs/product/orders.md#cart-reminder): what
 * is in it, a button back to the cart (the customer signs in on the way if they must), and the
 * one-click link that stops these mails.
 */
export function cartReminderMail(
  cart: { email: string; name: string; lines: RemindedLine[] },
  context: { shop: MailShop; publicUrl: string; optOutToken: string },
  tr: MailTranslator,
): Mail {
  const hello = greeting(tr, cart.name);
  const intro = tr.t("cartReminder.intro");
  const lines = cart.lines.map((line) => lineText(line, tr));
  const notKept = tr.t("cartReminder.notKept");
  const button = { label: tr.t("cartReminder.button"), href: shopLink(context.publicUrl, "/checkout", {}, tr) };
  const optOut = shopLink(context.publicUrl, "/cart-reminders/unsubscribe", { token: context.optOutToken }, tr);
  const question = tr.t("cartReminder.optOutQuestion");
  const stop = tr.t("cartReminder.optOut");
  return {
    to: cart.email,
    subject: tr.t("cartReminder.subject"),
    text: mailText({
      shop: context.shop,
      tr,
      lines: [hello, "", intro, "", ...lines, "", notKept],
      button,
      after: [`${question} ${stop}: ${optOut}`],
    }),
    html: mailLayout({
      shop: context.shop,
      tr,
      title: tr.t("cartReminder.title"),
      body: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><ul style="padding-left:18px;margin:12px 0">${lines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join("")}</ul><p>${escapeHtml(notKept)}</p>`,
      button,
      after: `<p style="color:#5b665b;font-size:13px">${escapeHtml(question)} <a href="${escapeHtml(optOut)}" style="color:#2f6b3a">${escapeHtml(stop)}</a></p>`,
    }),
  };
}

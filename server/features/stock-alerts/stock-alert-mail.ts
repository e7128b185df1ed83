import { lineName, soldVariantName } from "#domain/catalogue/variants.ts";
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

/** The alert as the sweep reads it: the address, and the product and variant it waited for. */
export interface DueStockAlert {
  email: string;
  /** The customer's name, or '' for a visitor. */
  name: string;
  slug: string;
  title: string;
  titleHi: string | null;
  optionName: string | null;
  variantId: string;
  variantName: string;
}

/**
 * The product as the mail names it: the line's name as sold (`Tulsi (Holy Basil) — 6-inch pot`),
 * led by its Hindi name in a Hindi mail, as the product page does.
 */
function productName(alert: DueStockAlert, tr: MailTranslator): string {
  return lineName(mailProductTitle(alert, tr), soldVariantName(alert.optionName, alert.variantName));
}

/**
 * The one mail of a back-in-stock alert (docs/product/catalogue.md#back-in-stock): the product and
 * its variant, a button to its page (on that variant), and the link that stops these mails.
 */
export function stockAlertMail(
  alert: DueStockAlert,
  context: { shop: MailShop; publicUrl: string; unsubscribeToken: string },
  tr: MailTranslator,
): Mail {
  const product = productName(alert, tr);
  const hello = greeting(tr, alert.name);
  const paragraphs = [tr.t("stockAlert.body", { product }), tr.t("stockAlert.hurry")];
  const button = {
    label: tr.t("stockAlert.button"),
    href: shopLink(
      context.publicUrl,
      `/plant/${encodeURIComponent(alert.slug)}`,
      alert.optionName ? { variant: alert.variantId } : {},
      tr,
    ),
  };
  const unsubscribe = shopLink(context.publicUrl, "/stock-alerts/unsubscribe", { token: context.unsubscribeToken }, tr);
  const once = tr.t("stockAlert.once");
  const stop = tr.t("stockAlert.unsubscribe");
  return {
    to: alert.email,
    subject: tr.t("stockAlert.subject", { product }),
    text: mailText({
      shop: context.shop,
      tr,
      lines: [hello, ...paragraphs.flatMap((paragraph) => ["", paragraph])],
      button,
      after: [once, `${stop}: ${unsubscribe}`],
    }),
    html: mailLayout({
      shop: context.shop,
      tr,
      title: tr.t("stockAlert.title"),
      body: [hello, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
      button,
      after: `<p style="color:#5b665b;font-size:13px">${escapeHtml(once)} <a href="${escapeHtml(unsubscribe)}" style="color:#2f6b3a">${escapeHtml(stop)}</a></p>`,
    }),
  };
}

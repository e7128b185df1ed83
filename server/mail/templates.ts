import { LANGUAGE_QUERY } from "#domain/i18n/languages.ts";
import { productNameText } from "#domain/catalogue/names.ts";
import { stateMessageOf } from "#domain/india/states.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { type MailTranslator, mailTranslator } from "./translator.ts";

/** The shop's e-mails. Values are escaped: names and addresses are typed by customers. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Who the mail is from, as its footer says: the shop's own particulars when it has them. */
export type MailShop = Pick<ShopSettings, "tradeName" | "email" | "phone" | "city" | "state"> | null;

/** A state's name in the mail's language; the address keeps the English name, and a name not on the list is shown as written. */
export function mailStateName(state: string, tr: MailTranslator): string {
  const code = stateMessageOf(state);
  return code ? tr.m(code) : state;
}

function footerLine(shop: MailShop, tr: MailTranslator): string {
  return shop
    ? `${shop.tradeName} · ${shop.city}, ${mailStateName(shop.state, tr)} · ${shop.email} · ${shop.phone}`
    : tr.t("footer.tagline");
}

/** The mail's greeting: 'Namaste Asha,', or 'Namaste,' without a name. */
export function greeting(tr: MailTranslator, name: string): string {
  return name ? tr.t("greeting.named", { name }) : tr.t("greeting.anonymous");
}

/** A call to action in a mail: a button in HTML, the plain address in text. */
/** A page of the shop, opened in the mail's language (`?lang=` also keeps it for the reader's next visits). */
export function shopLink(publicUrl: string, path: string, query: Record<string, string>, tr: MailTranslator): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set(LANGUAGE_QUERY, tr.language);
  return url.href;
}

/** A product's title as a mail names it: led by its Hindi name in a Hindi mail, the English after, as the pages do. */
export function mailProductTitle(product: { title: string; titleHi: string | null }, tr: MailTranslator): string {
  // The title alone: callers add the variant's name after it.
  return productNameText(tr.language, { title: product.title, titleHi: product.titleHi });
}

export interface MailButton {
  label: string;
  href: string;
}

/**
 * The look every mail shares, in markup mail programs render (tables, inline styles): the
 * shop's green band with its name, a paper card, one button, and a footer with how to reach us.
 */
export function mailLayout(options: {
  shop: MailShop;
  /** The reader's language (English when not given). */
  tr?: MailTranslator;
  title: string;
  body: string;
  button?: MailButton;
  /** What follows the button. */
  after?: string;
}): string {
  const tr = options.tr ?? mailTranslator();
  const name = escapeHtml(options.shop?.tradeName ?? "Vanaushadhi");
  const button = options.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.button.href)}" style="background:#2f6b3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(options.button.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="${tr.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#faf7f0;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#2f6b3a;padding:18px 24px;color:#ffffff;font-family:Georgia,serif;font-size:22px;font-weight:bold">${name}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-family:Georgia,serif;color:#2f6b3a;font-size:24px;margin:0 0 16px">${escapeHtml(options.title)}</h1>
${options.body}${button}${options.after ?? ""}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e6e0d2;color:#5b665b;font-size:12px">${escapeHtml(footerLine(options.shop, tr))}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The plain-text part: the same words, the button as its address, the same footer. */
export function mailText(options: {
  shop: MailShop;
  tr?: MailTranslator;
  lines: string[];
  button?: MailButton;
  /** What follows the button, as in the HTML part. */
  after?: string[];
}): string {
  const button = options.button ? [`${options.button.label}: ${options.button.href}`, ""] : [];
  const after = options.after ? [...options.after, ""] : [];
  return [
    ...options.lines,
    "",
    ...button,
    ...after,
    "—",
    footerLine(options.shop, options.tr ?? mailTranslator()),
    "",
  ].join("\n");
}

export function passwordResetMail(name: string, link: string, tr: MailTranslator = mailTranslator()) {
  const hello = greeting(tr, name);
  const intro = tr.t("reset.intro");
  const button = { label: tr.t("reset.button"), href: link };
  return {
    subject: tr.t("reset.subject"),
    text: mailText({
      shop: null,
      tr,
      lines: [hello, "", intro, "", link, "", tr.t("reset.ignoreText")],
    }),
    html: mailLayout({
      shop: null,
      tr,
      title: tr.t("reset.title"),
      body: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>`,
      button,
      after: `<p>${escapeHtml(tr.t("reset.ignoreHtml"))}</p>`,
    }),
  };
}

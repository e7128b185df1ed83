import { lineName, soldVariantName } from "#domain/catalogue/variants.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { escapeHtml, type MailShop, mailLayout, mailProductTitle, mailText, shopLink } from "#server/mail/templates.ts";
import type { MailTranslator } from "#server/mail/translator.ts";

/** A variant running low, as the mail names it. */
export interface LowStockLine {
  title: string;
  titleHi: string | null;
  optionName: string | null;
  variantName: string;
  sku: string;
  stock: number;
}

/**
 * `Tulsi (Holy Basil) — 10-inch pot · SKU TULSI-HOLY-BASIL-10IN · 2 left`: the product named as the
 * dashboard names it, led by its Hindi name in a Hindi mail.
 */
function lineText(line: LowStockLine, tr: MailTranslator): string {
  const product = lineName(mailProductTitle(line, tr), soldVariantName(line.optionName, line.variantName));
  const left = line.stock > 0 ? tr.t("lowStock.left", { count: line.stock }) : tr.t("lowStock.soldOut");
  return [product, tr.t("lowStock.sku", { sku: line.sku }), left].join(" · ");
}

/**
 * The shop's morning list of what to restock (docs/product/admin.md#low-stock-mail): each variant
 * with `LOW_STOCK_LIMIT` or fewer left, in the order given (sold out first), `more` beyond them
 * told as a count, and a button to the admin's products sorted by stock.
 */
export function lowStockMail(
  report: { to: string; lines: LowStockLine[]; more: number },
  context: { shop: NonNullable<MailShop>; publicUrl: string },
  tr: MailTranslator,
): Mail {
  const intro = tr.t("lowStock.intro", { limit: LOW_STOCK_LIMIT });
  const lines = report.lines.map((line) => lineText(line, tr));
  if (report.more > 0) lines.push(tr.t("lowStock.more", { count: report.more }));
  const button = {
    label: tr.t("lowStock.button"),
    href: shopLink(context.publicUrl, "/admin/products", { sort: "stock", dir: "asc" }, tr),
  };
  const why = tr.t("lowStock.why");
  return {
    to: report.to,
    subject: tr.t("lowStock.subject", {
      shop: context.shop.tradeName,
      count: report.lines.length + report.more,
    }),
    text: mailText({ shop: context.shop, tr, lines: [intro, "", ...lines], button, after: [why] }),
    html: mailLayout({
      shop: context.shop,
      tr,
      title: tr.t("lowStock.title"),
      body: `<p>${escapeHtml(intro)}</p><ul style="padding-left:18px;margin:12px 0">${lines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join("")}</ul>`,
      button,
      after: `<p style="color:#5b665b;font-size:13px">${escapeHtml(why)}</p>`,
    }),
  };
}

import { formatDayMonthYear } from "#domain/india/time.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { escapeHtml, mailLayout } from "#server/mail/templates.ts";
import { type MailTranslator, mailTranslator } from "#server/mail/translator.ts";

/**
 * The grievance mails (docs/product/complaints-and-policies.md#complaints): the acknowledgement at
 * once, the officer's reply later.
 */

type Officer = ShopSettings["grievanceOfficer"] | null;

interface ComplaintMailFacts {
  ticket: string;
  name: string;
  message: string;
  orderNumber: string | null;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** Paragraphs of text typed by a person, escaped, their line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

const quote = (text: string) =>
  `<blockquote style="border-left:3px solid #d9962b;margin:0;padding:4px 12px;color:#444">${paragraphs(text)}</blockquote>`;

function officerLine(officer: Officer, tr: MailTranslator): string {
  return officer ? `${officer.name}, ${officer.designation}` : tr.t("complaint.officer");
}

/** How to write again, if the officer's e-mail is known. */
function contactText(officer: Officer, ticket: string, tr: MailTranslator): string {
  return officer
    ? tr.t("complaint.contact.officer", { email: officer.email, phone: officer.phone, ticket })
    : tr.t("complaint.contact.page", { ticket });
}

/**
 * Whom an acknowledgement goes to. A signed-in customer writing from their own account's
 * address is mailed their name and words back; any other address, which nobody proved is the
 * writer's, is told the ticket and what happens next and nothing a stranger typed: else anyone
 * could have the shop mail their text, in its name, to anyone.
 */
export type AcknowledgementReader = "account holder" | "unverified address";

export function complaintAcknowledgementMail(
  complaint: ComplaintMailFacts,
  officer: Officer,
  tr: MailTranslator,
  reader: AcknowledgementReader,
) {
  const { ticket } = complaint;
  const quoted = reader === "account holder";
  const due = formatDayMonthYear(complaint.dueDate, tr.locale);
  const hello = quoted ? tr.t("greeting.named", { name: complaint.name }) : tr.t("greeting.anonymous");
  const orderLine = complaint.orderNumber ? tr.t("complaint.registered.order", { number: complaint.orderNumber }) : "";
  const intro = tr.t("complaint.registered.intro", { ticket });
  const promise = tr.t("complaint.registered.promise", { officer: officerLine(officer, tr), date: due });
  const contact = contactText(officer, ticket, tr);
  const yours = quoted ? tr.t("complaint.yourComplaint") : tr.t("complaint.registered.notQuoted");
  const subject = tr.t("complaint.registered.subject", { ticket });
  const yoursText = quoted ? `${yours}\n${complaint.message}` : yours;
  const yoursHtml = `<p>${escapeHtml(yours)}</p>${quoted ? quote(complaint.message) : ""}`;
  return {
    subject,
    text: `${hello}\n\n${intro}\n\n${promise}\n\n${orderLine ? `${orderLine}\n` : ""}${yoursText}\n\n${contact}\n`,
    html: mailLayout({
      shop: null,
      tr,
      title: subject,
      body: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(promise)}</p>
${orderLine ? `<p>${escapeHtml(orderLine)}</p>` : ""}${yoursHtml}
<p>${escapeHtml(contact)}</p>`,
    }),
  };
}

export function complaintReplyMail(
  complaint: ComplaintMailFacts & { reply: string },
  officer: Officer,
  tr: MailTranslator = mailTranslator(),
) {
  const { ticket, name } = complaint;
  const hello = tr.t("greeting.named", { name });
  const signature = tr.t("complaint.reply.signature", { officer: officerLine(officer, tr) });
  const closing = tr.t("complaint.reply.closing", { ticket });
  const contact = contactText(officer, ticket, tr);
  const yours = tr.t("complaint.yourComplaint");
  const subject = tr.t("complaint.reply.subject", { ticket });
  return {
    subject,
    text: `${hello}\n\n${complaint.reply}\n\n${signature}\n\n${closing}\n${contact}\n\n${yours}\n${complaint.message}\n`,
    html: mailLayout({
      shop: null,
      tr,
      title: subject,
      body: `<p>${escapeHtml(hello)}</p>${paragraphs(complaint.reply)}<p>${escapeHtml(signature)}</p>
<p>${escapeHtml(closing)} ${escapeHtml(contact)}</p><p>${escapeHtml(yours)}</p>${quote(complaint.message)}`,
    }),
  };
}

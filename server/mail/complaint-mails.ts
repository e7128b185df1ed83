import { formatDayMonthYear } from "#domain/india/time.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { escapeHtml, mailLayout } from "./templates.ts";

/** The grievance mails (DECISIONS.md Part 2): the acknowledgement at once, the officer's reply later. */

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

function officerLine(officer: Officer): string {
  return officer ? `${officer.name}, ${officer.designation}` : "Our Grievance Officer";
}

/** How to write again, if the officer's e-mail is known. */
function contactText(officer: Officer, ticket: string): string {
  return officer
    ? `To add anything, write to ${officer.email} or call ${officer.phone}, quoting ${ticket}.`
    : `To add anything, write to us from our Contact Us page, quoting ${ticket}.`;
}

export function complaintAcknowledgementMail(complaint: ComplaintMailFacts, officer: Officer) {
  const { ticket, name } = complaint;
  const due = formatDayMonthYear(complaint.dueDate);
  const order = complaint.orderNumber ? `Order: #${complaint.orderNumber}\n` : "";
  const intro = `We have registered your complaint. Your ticket number is ${ticket}.`;
  const promise = `${officerLine(officer)} will look into it and reply by ${due} at the latest (within 30 days, as the Consumer Protection (E-Commerce) Rules, 2020 require).`;
  const contact = contactText(officer, ticket);
  return {
    subject: `Complaint ${ticket} registered`,
    text: `Namaste ${name},\n\n${intro}\n\n${promise}\n\n${order}Your complaint:\n${complaint.message}\n\n${contact}\n`,
    html: mailLayout({
      shop: null,
      title: `Complaint ${ticket} registered`,
      body: `<p>Namaste ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(promise)}</p>
${complaint.orderNumber ? `<p>Order: #${escapeHtml(complaint.orderNumber)}</p>` : ""}<p>Your complaint:</p>${quote(complaint.message)}
<p>${escapeHtml(contact)}</p>`,
    }),
  };
}

export function complaintReplyMail(complaint: ComplaintMailFacts & { reply: string }, officer: Officer) {
  const { ticket, name } = complaint;
  const closing = `We have marked ${ticket} as resolved. If this does not settle it, reply to us quoting ${ticket} and we will look again.`;
  const contact = contactText(officer, ticket);
  return {
    subject: `Reply to your complaint ${ticket}`,
    text: `Namaste ${name},\n\n${complaint.reply}\n\n— ${officerLine(officer)}, Vanaushadhi\n\n${closing}\n${contact}\n\nYour complaint:\n${complaint.message}\n`,
    html: mailLayout({
      shop: null,
      title: `Reply to your complaint ${ticket}`,
      body: `<p>Namaste ${escapeHtml(name)},</p>${paragraphs(complaint.reply)}<p>— ${escapeHtml(officerLine(officer))}, Vanaushadhi</p>
<p>${escapeHtml(closing)} ${escapeHtml(contact)}</p><p>Your complaint:</p>${quote(complaint.message)}`,
    }),
  };
}

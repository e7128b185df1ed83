import { formatINR } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import { RETURN_REASON_NAMES } from "#domain/returns.ts";
import { languageOfUser } from "#server/features/accounts/accounts.ts";
import type { OrderMailContext } from "#server/features/orders/order-mails.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { queueMail } from "#server/mail/mail-outbox.ts";
import type { Mail } from "#server/mail/mailer.ts";
import { escapeHtml, greeting, mailLayout, mailText } from "#server/mail/templates.ts";
import { type MailTranslator, mailTranslator } from "#server/mail/translator.ts";
import type { ReturnRow } from "./rows.ts";

/** What a return's mail tells: the request, its order and lines, and what its decision made. */
interface ReturnMailFacts {
  request: ReturnRow;
  customer: { name: string; email: string };
  lines: Array<{ title: string; quantity: number }>;
  replacementOrderId: string | null;
  creditNoteNumber: string | null;
  onlinePayment: boolean;
}

/** Each step's words: received, a replacement on its way, a refund approved, or rejected with the reason. */
function wording(
  { request, replacementOrderId, creditNoteNumber, onlinePayment }: ReturnMailFacts,
  tr: MailTranslator,
) {
  const number = request.number;
  const order = orderNumber(request.order_id);
  switch (request.status) {
    case "Requested":
      return {
        subject: tr.t("return.requested.subject", { number }),
        title: tr.t("return.requested.title", { number }),
        paragraphs: [
          tr.t("return.requested.body", { order, reason: tr.m(RETURN_REASON_NAMES[request.reason]) }),
          tr.t("return.requested.next"),
        ],
      };
    case "Approved":
      return {
        subject: tr.t("return.replacement.subject", { number }),
        title: tr.t("return.replacement.title"),
        paragraphs: [tr.t("return.replacement.body", { replacement: orderNumber(replacementOrderId ?? "") })],
      };
    case "Refund due":
    case "Refunded": {
      const amount = formatINR(request.refund_paise ?? 0);
      return {
        subject: tr.t("return.refund.subject", { number }),
        title: tr.t("return.refund.title"),
        paragraphs: [
          tr.t(onlinePayment ? "return.refund.bodyOnline" : "return.refund.bodyManual", { amount }),
          ...(creditNoteNumber ? [tr.t("return.refund.creditNote", { creditNote: creditNoteNumber })] : []),
        ],
      };
    }
    case "Rejected":
      return {
        subject: tr.t("return.rejected.subject", { number }),
        title: tr.t("return.rejected.title"),
        paragraphs: [
          tr.t("return.rejected.body", { reason: request.decision_note ?? "" }),
          tr.t("return.rejected.help"),
        ],
      };
  }
}

/** The mail of a return's step, in its customer's language, linking the order page. */
export function returnMail(facts: ReturnMailFacts, context: OrderMailContext, tr: MailTranslator): Mail {
  const w = wording(facts, tr);
  const hello = greeting(tr, facts.customer.name);
  const items = facts.lines.map((line) => `${line.quantity} × ${line.title}`);
  const button = {
    label: tr.t("order.viewOrder"),
    href: `${context.publicUrl}/orders/${encodeURIComponent(facts.request.order_id)}`,
  };
  return {
    to: facts.customer.email,
    subject: w.subject,
    text: mailText({ shop: context.shop, tr, lines: [hello, "", ...w.paragraphs, "", ...items], button }),
    html: mailLayout({
      shop: context.shop,
      tr,
      title: w.title,
      body: `<p>${escapeHtml(hello)}</p>${w.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<ul style="padding-left:18px;margin:12px 0">${items.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      button,
    }),
  };
}

/** Writes the mail of the request's current step into the outbox, in the transaction that made the step. */
export async function queueReturnMail(trx: Tx, returnId: string, context: OrderMailContext): Promise<void> {
  const request = await trx.selectFrom("returns").selectAll().where("id", "=", returnId).executeTakeFirstOrThrow();
  const order = await trx
    .selectFrom("orders")
    .select(["user_name", "user_email", "payment_method"])
    .where("id", "=", request.order_id)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom("return_lines")
    .innerJoin("order_items", "order_items.id", "return_lines.order_item_id")
    .select(["order_items.title", "return_lines.quantity"])
    .where("return_lines.return_id", "=", returnId)
    .orderBy("order_items.id")
    .execute();
  const creditNote = request.credit_note_id
    ? await trx.selectFrom("credit_notes").select("number").where("id", "=", request.credit_note_id).executeTakeFirst()
    : undefined;
  const tr = mailTranslator(await languageOfUser(trx, request.user_id));
  const facts: ReturnMailFacts = {
    request,
    customer: { name: order.user_name, email: order.user_email },
    lines,
    replacementOrderId: request.replacement_order_id,
    creditNoteNumber: creditNote?.number ?? null,
    onlinePayment: order.payment_method === "online",
  };
  await queueMail(trx, returnMail(facts, context, tr));
}

import { message } from "#domain/i18n/message.ts";
import { randomUUID } from "node:crypto";
import { complaintTicket, ticketYear } from "#domain/complaints.ts";
import type { Language } from "#domain/i18n/languages.ts";
import type { ComplaintInput } from "#domain/schemas/complaint.ts";
import type { Database } from "#server/db/client.ts";
import { nextDocumentNumber } from "#server/features/orders/document-numbers.ts";
import type { ComplaintRow } from "#server/features/complaints/rows.ts";
import { AppError } from "#server/http/errors.ts";
import { complaintAcknowledgementMail } from "#server/features/complaints/complaint-mails.ts";
import { deliverAfterCommit, queueMail } from "#server/mail/mail-outbox.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { languageOfEmail } from "#server/features/accounts/accounts.ts";
import type { RateLimiter } from "#server/http/rate-limit.ts";
import { type ComplaintDeps, complaintView, grievanceOfficer } from "#server/features/complaints/shared.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

export const TOO_MANY_COMPLAINTS = message("complaint.tooManyRecent");
export const UNKNOWN_ORDER = message("complaint.orderNotFound");

/** The order a customer's order number names (the last 8 characters of its id), if any does. */
async function orderIdOf(db: Database, orderNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("id", "like", `%${orderNumber.toLowerCase()}`)
    .executeTakeFirst();
  return row?.id;
}

/** Whether the complaint's address is the signed-in writer's own account's (Better Auth keeps addresses lower case). */
const isOwnAddress = (email: string, signedInEmail: string | undefined) =>
  signedInEmail !== undefined && email.toLowerCase() === signedInEmail.toLowerCase();

/**
 * Registers a complaint (POST /api/complaints and the /contact form): at most
 * COMPLAINT_RATE_LIMIT an hour from one address; an order number given must be one of the
 * shop's. Its ticket `GR-{year}-{n}` takes n from the year's series inside the insert's own
 * transaction (`nextDocumentNumber`): no gaps, no repeats. The acknowledgement is queued with it and
 * mailed once it commits (the mail outbox retries a failed send); it quotes the complaint only
 * to the signed-in writer's own address (`AcknowledgementReader`).
 */
export async function registerComplaint(
  deps: ComplaintDeps & { complaintLimiter: RateLimiter },
  options: {
    input: ComplaintInput;
    ip: string;
    now?: Date;
    /** The language of the page it was written on (the /contact form's); else its address's account's. */
    language?: Language;
    /** The account the writer is signed in to, if they are: the complaint then shows in its profile. */
    signedIn?: { id: string; email: string } | undefined;
  },
): Promise<ComplaintRow> {
  changesNothingPublic();
  const { db } = deps;
  const { input } = options;
  if (!(await deps.complaintLimiter.hit(`ip:${options.ip}`))) throw new AppError(429, TOO_MANY_COMPLAINTS);
  const orderId = input.orderNumber ? await orderIdOf(db, input.orderNumber) : null;
  if (orderId === undefined) throw new AppError(400, UNKNOWN_ORDER, { orderNumber: UNKNOWN_ORDER });

  const receivedAt = options.now ?? new Date();
  const year = ticketYear(receivedAt);
  const officer = await grievanceOfficer(deps.settings);
  const tr = mailTranslator(options.language ?? (await languageOfEmail(db, input.email)));
  const complaint = await db.transaction().execute(async (trx) => {
    const number = await nextDocumentNumber(trx, "complaint", String(year));
    const row: ComplaintRow = {
      id: randomUUID(),
      ticket: complaintTicket(year, number),
      year,
      number,
      name: input.name,
      email: input.email,
      order_id: orderId,
      user_id: options.signedIn?.id ?? null,
      message: input.message,
      status: "Open",
      reply: null,
      received_at: receivedAt.toISOString(),
      resolved_at: null,
      resolved_by: null,
    };
    await trx.insertInto("complaints").values(row).execute();
    const reader = isOwnAddress(row.email, options.signedIn?.email) ? "account holder" : "unverified address";
    await queueMail(trx, { to: row.email, ...complaintAcknowledgementMail(complaintView(row), officer, tr, reader) });
    return row;
  });
  await deliverAfterCommit(deps);
  return complaint;
}

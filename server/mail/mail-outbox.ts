import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { Mail, Mailer } from "./mailer.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

/**
 * Mails that a change sends (an order placed, shipped, paid…) are written in the change's own
 * transaction, so they exist exactly when the change does, and delivered once it has committed.
 * A mail that fails to go is tried again later, with growing pauses; it never undoes the change.
 */
export async function queueMail(db: Database, mail: Mail): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      id: randomUUID(),
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: at,
      attempts: 0,
      next_attempt_at: at,
      sent_at: null,
      last_error: null,
    })
    .execute();
}

/** How long a claimed mail is left to its sender before another may try it (a crashed sender). */
const CLAIM_MS = 5 * 60_000;
/** Pauses after each failed attempt: 1, 2, 4… minutes, at most 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;

export interface MailDeliveryDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Sends the mails that are due. Each is claimed first with a guarded update (the one that
 * moves its next attempt on wins), so several app servers never send the same mail twice.
 * Answers how many went out.
 */
export async function deliverQueuedMail({ db, mailer, logger }: MailDeliveryDeps, now = new Date()): Promise<number> {
  changesNothingPublic();
  const due = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(50)
    .execute();
  let sent = 0;
  for (const mail of due) {
    const claimed = await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: mail.attempts + 1 })
      .where("id", "=", mail.id)
      .where("sent_at", "is", null)
      .where("next_attempt_at", "=", mail.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await db
        .updateTable("mail_outbox")
        .set({ sent_at: new Date().toISOString() })
        .where("id", "=", mail.id)
        .execute();
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ mailId: mail.id, attempts: mail.attempts + 1, err: message }, "mail not sent; will retry");
      await db
        .updateTable("mail_outbox")
        .set({
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts + 1)).toISOString(),
        })
        .where("id", "=", mail.id)
        .execute();
    }
  }
  return sent;
}

/** After a change commits: its mails go now; one that fails is logged and retried later. */
export async function deliverAfterCommit(deps: MailDeliveryDeps): Promise<void> {
  await deliverQueuedMail(deps).catch((error: unknown) => {
    deps.logger.error({ err: error }, "mail delivery failed; queued mails will be retried");
  });
}

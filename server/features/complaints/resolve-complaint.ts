import { message } from "#domain/i18n/message.ts";
import type { ComplaintRow } from "#server/features/complaints/rows.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { complaintReplyMail } from "#server/features/complaints/complaint-mails.ts";
import { deliverAfterCommit, queueMail } from "#server/mail/mail-outbox.ts";
import { mailTranslator } from "#server/mail/translator.ts";
import { languageOfEmail } from "#server/features/accounts/accounts.ts";
import { type ComplaintDeps, complaintView, grievanceOfficer } from "#server/features/complaints/shared.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

export const ALREADY_RESOLVED = message("complaint.alreadyResolved");

/**
 * The officer's reply (PUT /api/admin/complaints/:id and the admin's Complaints page): stored
 * with the complaint, which becomes Resolved, and mailed to the customer once that commits. Only an open
 * complaint is resolved (a guarded update), so two admins replying at once send one reply.
 */
export async function resolveComplaint(
  deps: ComplaintDeps,
  options: { complaintId: string; reply: string; by: string; now?: Date },
): Promise<ComplaintRow> {
  changesNothingPublic();
  const { db } = deps;
  const resolvedAt = (options.now ?? new Date()).toISOString();
  const officer = await grievanceOfficer(deps.settings);
  const complaint = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("complaints")
      .set({ status: "Resolved", reply: options.reply, resolved_at: resolvedAt, resolved_by: options.by })
      .where("id", "=", options.complaintId)
      .where("status", "=", "Open")
      .executeTakeFirst();
    const row = await trx.selectFrom("complaints").selectAll().where("id", "=", options.complaintId).executeTakeFirst();
    if (!row) throw notFound("complaint.notFound");
    if (Number(updated.numUpdatedRows) === 0) throw new AppError(409, ALREADY_RESOLVED);
    await queueMail(trx, {
      to: row.email,
      ...complaintReplyMail(
        { ...complaintView(row), reply: options.reply },
        officer,
        mailTranslator(await languageOfEmail(trx, row.email)),
      ),
    });
    return row;
  });
  await deliverAfterCommit(deps);
  return complaint;
}

import type { ComplaintRow } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/errors.ts";
import { complaintReplyMail } from "#server/mail/complaint-mails.ts";
import { type ComplaintDeps, complaintView, grievanceOfficer, sendAfterCommit } from "./shared.ts";

export const ALREADY_RESOLVED = "This complaint has already been resolved.";

/**
 * The officer's reply (PUT /api/admin/complaints/:id and the admin's Complaints page): stored
 * with the complaint, which becomes Resolved, then mailed to the customer. Only an open
 * complaint is resolved (a guarded update), so two admins replying at once send one reply.
 */
export async function resolveComplaint(
  deps: ComplaintDeps,
  options: { complaintId: string; reply: string; by: string; now?: Date },
): Promise<ComplaintRow> {
  const { db } = deps;
  const resolvedAt = (options.now ?? new Date()).toISOString();
  const updated = await db
    .updateTable("complaints")
    .set({ status: "Resolved", reply: options.reply, resolved_at: resolvedAt, resolved_by: options.by })
    .where("id", "=", options.complaintId)
    .where("status", "=", "Open")
    .executeTakeFirst();
  const complaint = await db
    .selectFrom("complaints")
    .selectAll()
    .where("id", "=", options.complaintId)
    .executeTakeFirst();
  if (!complaint) throw notFound("Complaint");
  if (Number(updated.numUpdatedRows) === 0) throw new AppError(409, ALREADY_RESOLVED);

  const view = complaintView(complaint);
  const mail = complaintReplyMail({ ...view, reply: options.reply }, await grievanceOfficer(deps.settings));
  await sendAfterCommit(deps, { to: complaint.email, ...mail }, complaint.ticket);
  return complaint;
}

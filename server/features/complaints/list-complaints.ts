import type { ComplaintListQuery } from "#domain/schemas/complaint.ts";
import type { Database } from "#server/db/client.ts";
import type { ComplaintRow } from "#server/features/complaints/rows.ts";
import { containsText, offsetOf, type Page } from "#server/db/admin-tables.ts";

/** One page of the admin's complaints: newest first, search by ticket, name or e-mail, filter by status. */
export async function listComplaints(db: Database, query: ComplaintListQuery): Promise<Page<ComplaintRow>> {
  let base = db.selectFrom("complaints");
  if (query.status) base = base.where("status", "=", query.status);
  if (query.q) {
    const q = query.q;
    base = base.where((eb) => eb.or([containsText("ticket", q), containsText("name", q), containsText("email", q)]));
  }
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("received_at", query.dir)
      .orderBy("number", query.dir)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/**
 * A customer's own complaints for their profile, newest first: those written while signed in to
 * the account, and those from before migration 0024 under its e-mail
 * (docs/product/complaints-and-policies.md#in-the-profile). A few a customer, so not paged.
 */
export async function listOwnComplaints(db: Database, userId: string): Promise<ComplaintRow[]> {
  return db
    .selectFrom("complaints")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("received_at", "desc")
    .orderBy("number", "desc")
    .execute();
}

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

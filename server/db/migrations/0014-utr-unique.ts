import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * A UPI transaction reference (UTR) names one payment, so it can pay for one order only
 * (issue 24, item 4): a unique index on `orders.utr`, which refuses the second of two
 * concurrent submissions on every app server (NULLs, orders without a UTR, never collide).
 *
 * A UTR given for several orders before this keeps its first claim: the order already marked
 * paid, else the oldest. The others lose it, keep their payment status (the customer may have
 * paid: nothing is cancelled) and say why in their history, so the admin can see it and the
 * customer can give their own UTR again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await releaseRepeatedUtrs(db);
  await db.schema.createIndex("orders_utr_key").on("orders").column("utr").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_utr_key").execute();
}

interface ClaimRow {
  id: string;
  utr: string;
  payment_status: string;
}

async function releaseRepeatedUtrs(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<ClaimRow>`
    select id, utr, payment_status from orders
    where utr in (select utr from orders where utr is not null group by utr having count(*) > 1)
    order by utr, case when payment_status = 'Paid' then 0 else 1 end, created_at, id`.execute(db);
  let kept: ClaimRow | null = null;
  for (const claim of rows) {
    if (kept?.utr !== claim.utr) {
      kept = claim;
      continue;
    }
    await sql`update orders set utr = null where id = ${claim.id}`.execute(db);
    await sql`insert into order_events (id, order_id, type, from_value, to_value, note, actor, actor_id, created_at)
      values (${randomUUID()}, ${claim.id}, 'payment', ${claim.payment_status}, ${claim.payment_status},
        ${`UTR ${claim.utr} removed: it was also given for order ${kept.id}`}, 'system', null,
        ${new Date().toISOString()})`.execute(db);
  }
}

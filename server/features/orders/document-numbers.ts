import type { Database } from "#server/db/client.ts";

/**
 * The next number of a series of documents (tax invoices, credit notes, complaint tickets) in a
 * period (a financial year, a calendar year). Taken inside the transaction that issues the
 * document: the upsert locks the counter row (PostgreSQL) or the database (SQLite) until that
 * transaction ends, so concurrent documents queue for their numbers, and one that fails gives its
 * number back — consecutive, never repeated, never skipped.
 */
export async function nextDocumentNumber(trx: Database, series: string, period: string): Promise<number> {
  const { last_number } = await trx
    .insertInto("document_counters")
    .values({ series, period, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(["series", "period"])
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref("document_counters.last_number"), "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return last_number;
}

import type { Database } from "#server/db/client.ts";
import type { NurseryRow } from "#server/features/catalogue/rows.ts";

/** A partner directory stays small (tens of rows), so it is listed whole, by name. */
export async function listNurseries(db: Database): Promise<NurseryRow[]> {
  return db.selectFrom("nurseries").selectAll().orderBy("title").orderBy("id").execute();
}

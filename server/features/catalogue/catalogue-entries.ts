import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { catalogueTexts } from "#domain/admin.ts";
import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { Database } from "#server/db/client.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import {
  type AdminDeps,
  containsText,
  offsetOf,
  type Page,
  releaseImages,
  type Uploads,
  writeWithImages,
} from "#server/db/admin-tables.ts";
import { now } from "#server/clock.ts";
import type { AnyCatalogueTable, RowOf } from "./tables.ts";

/** Rows of a catalogue table, as generic code sees them: the kind's table (./tables.ts) types them. */
type EntryRow = Record<string, unknown>;

/** The kind names its own table; Kysely cannot type a table chosen at run time. */
function tables(db: Database): Kysely<Record<CatalogueKindName, EntryRow>> {
  return db as unknown as Kysely<Record<CatalogueKindName, EntryRow>>;
}

/** The kind's rows matching the admin's search text (every row when there is none). */
function matching(db: Database, kind: AnyCatalogueTable, q: string) {
  const base = tables(db).selectFrom(kind.name);
  if (!q) return base;
  return base.where((eb) => eb.or(kind.searchColumns.map((column: string) => containsText(column, q))));
}

/**
 * One page of an admin table, searched in the kind's search columns, sorted by the chosen
 * column with ties broken by id in the same direction (so a (column, id) index serves the
 * whole order instead of a sort of the table).
 */
export async function listEntryItems<K extends AnyCatalogueTable>(
  db: Database,
  options: { kind: K; query: AdminListQuery },
): Promise<RowOf<K>[]> {
  const { kind, query } = options;
  const column = kind.sortColumns[query.sort] as string;
  const items = await matching(db, kind, query.q)
    .selectAll()
    .orderBy(sql.ref(column), query.dir)
    .orderBy(sql.ref("id"), query.dir)
    .limit(query.limit)
    .offset(offsetOf(query))
    .execute();
  return items as RowOf<K>[];
}

/** One page of an admin table and its total (a count over every matching row). */
export async function listEntries<K extends AnyCatalogueTable>(
  db: Database,
  options: { kind: K; query: AdminListQuery },
): Promise<Page<RowOf<K>>> {
  const [items, count] = await Promise.all([
    listEntryItems(db, options),
    matching(db, options.kind, options.query.q)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export async function getEntry<K extends AnyCatalogueTable>(
  db: Database,
  options: { kind: K; id: string },
): Promise<RowOf<K>> {
  const row = await tables(db)
    .selectFrom(options.kind.name)
    .selectAll()
    .where("id", "=", options.id)
    .executeTakeFirst();
  if (!row) throw notFound(catalogueTexts(options.kind.name).notFound);
  return row as RowOf<K>;
}

/** A slug names one entry only; the clash is refused with the form's own message. */
async function assertSlugFree(db: Database, kind: AnyCatalogueTable, slug: string, exceptId: string | null) {
  let query = tables(db).selectFrom(kind.name).select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) {
    const taken = catalogueTexts(kind.name).slugTaken;
    throw new AppError(409, taken, { slug: taken });
  }
}

/**
 * Runs a save that may lose a race for a slug to a concurrent one: the unique index refuses
 * it, and the loser gets the same clear message as the check before.
 */
async function withSlugGuard<T>(
  db: Database,
  kind: AnyCatalogueTable,
  input: { slug?: string },
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  if (!kind.uniqueSlug || input.slug === undefined) return write();
  await assertSlugFree(db, kind, input.slug, exceptId);
  try {
    return await write();
  } catch (error) {
    await assertSlugFree(db, kind, input.slug, exceptId);
    throw error;
  }
}

interface SaveOptions {
  kind: AnyCatalogueTable;
  input: { removeImages: readonly string[]; slug?: string };
  uploads: Uploads<string>;
}

export async function createEntry(deps: AdminDeps, options: SaveOptions): Promise<EntryRow> {
  const { kind, input, uploads } = options;
  const id = randomUUID();
  await withSlugGuard(deps.db, kind, input, null, () =>
    writeWithImages(deps, { slots: kind.slots, current: null, uploads, remove: input.removeImages }, async (images) => {
      const at = now();
      await tables(deps.db)
        .insertInto(kind.name)
        .values({ id, ...kind.columnsOf(input, at), ...kind.newColumnsOf(input, at), ...images })
        .execute();
    }),
  );
  return getEntry(deps.db, { kind, id });
}

export async function updateEntry(deps: AdminDeps, options: SaveOptions & { id: string }): Promise<EntryRow> {
  const { kind, id, input, uploads } = options;
  const current: EntryRow = await getEntry(deps.db, { kind, id });
  await withSlugGuard(deps.db, kind, input, id, () =>
    writeWithImages(
      deps,
      { slots: kind.slots, current: current as Record<string, string | null>, uploads, remove: input.removeImages },
      async (images) => {
        let update = tables(deps.db)
          .updateTable(kind.name)
          .set({ ...kind.columnsOf(input, now()), ...images })
          .where("id", "=", id);
        const contested = kind.contested;
        if (contested) {
          const value: number = contested.value(input);
          const loaded: number | undefined = contested.loaded(input);
          if (loaded === undefined) update = update.set({ [contested.column]: value });
          else if (value !== loaded)
            update = update.set({ [contested.column]: value }).where(contested.column, "=", loaded);
        }
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw await whyUntouched(deps.db, kind, id);
      },
    ),
  );
  return getEntry(deps.db, { kind, id });
}

/** Why a guarded update touched no row: the entry is gone, or a contested column moved. */
async function whyUntouched(db: Database, kind: AnyCatalogueTable, id: string): Promise<AppError> {
  const row = await tables(db).selectFrom(kind.name).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || !kind.contested) return notFound(catalogueTexts(kind.name).notFound);
  const conflict = kind.contested.conflict(row);
  return new AppError(409, conflict, { [kind.contested.column]: conflict });
}

/** The entry goes, and with it the pictures nothing else shows (orders keep theirs). */
export async function deleteEntry(deps: AdminDeps, options: { kind: AnyCatalogueTable; id: string }): Promise<void> {
  const { kind, id } = options;
  const row: EntryRow = await getEntry(deps.db, { kind, id });
  const result = await tables(deps.db).deleteFrom(kind.name).where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(catalogueTexts(kind.name).notFound);
  await releaseImages(
    deps,
    kind.pictureColumns.map((column: string) => row[column] as string | null),
  );
}

import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
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
    .orderBy(sql.ref(kind.key), query.dir)
    .limit(query.limit)
    .offset(offsetOf(query))
    .execute();
  return loaded(db, kind, items);
}

/** The rows with what the kind keeps beside them (a product's variants). */
async function loaded<K extends AnyCatalogueTable>(db: Database, kind: K, rows: EntryRow[]): Promise<RowOf<K>[]> {
  return (kind.related ? await kind.related.load(db, rows) : rows) as RowOf<K>[];
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

/** The entry's own row, by the column naming it in URLs. */
async function findRow(db: Database, kind: AnyCatalogueTable, key: string): Promise<EntryRow | undefined> {
  return tables(db).selectFrom(kind.name).selectAll().where(kind.key, "=", key).executeTakeFirst();
}

export async function getEntry<K extends AnyCatalogueTable>(
  db: Database,
  options: { kind: K; id: string },
): Promise<RowOf<K>> {
  const row = await findRow(db, options.kind, options.id);
  if (!row) throw notFound(catalogueTexts(options.kind.name).notFound);
  const [withRelated] = await loaded(db, options.kind, [row]);
  return withRelated!;
}

/** A slug names one entry only; the clash is refused with the form's own message. */
async function assertSlugFree(db: Database, kind: AnyCatalogueTable, slug: string, exceptId: string | null) {
  let query = tables(db).selectFrom(kind.name).select("slug").where("slug", "=", slug);
  if (exceptId) query = query.where(kind.key, "!=", exceptId);
  if (await query.executeTakeFirst()) {
    const taken = catalogueTexts(kind.name).slugTaken;
    throw new AppError(409, taken, { slug: taken });
  }
}

/**
 * Runs a save that may lose a race for a slug (or a related row's unique value, a variant's SKU)
 * to a concurrent one: the unique index refuses it, and the loser gets the same clear message
 * as the check before.
 */
async function withSlugGuard<T>(
  db: Database,
  kind: AnyCatalogueTable,
  input: { slug?: string },
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const checkSlug = () =>
    kind.uniqueSlug && input.slug !== undefined ? assertSlugFree(db, kind, input.slug, exceptId) : undefined;
  await checkSlug();
  try {
    return await write();
  } catch (error) {
    await checkSlug();
    await kind.related?.explainFailure?.(db, { key: exceptId, input });
    throw error;
  }
}

interface SaveOptions {
  kind: AnyCatalogueTable;
  input: { removeImages: readonly string[]; slug?: string };
  uploads: Uploads<string>;
}

/**
 * The entry's own row and, in the same transaction, what the kind keeps beside it. An edit writes
 * the related rows first: a product's variants are locked before its own row, the order every
 * order locks them in, so an admin's save and an order never wait on each other (PostgreSQL).
 * A new entry's row comes first, for its related rows to name it.
 */
async function writeEntry(
  deps: AdminDeps,
  kind: AnyCatalogueTable,
  entry: { key: string; before: EntryRow | null; input: SaveOptions["input"] },
  writeRow: (trx: Transaction<Record<CatalogueKindName, EntryRow>>) => Promise<void>,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = () => writeRow(trx as unknown as Transaction<Record<CatalogueKindName, EntryRow>>);
    if (!entry.before) await row();
    await kind.related?.save(trx, entry);
    if (entry.before) await row();
  });
}

export async function createEntry(deps: AdminDeps, options: SaveOptions): Promise<EntryRow> {
  const { kind, input, uploads } = options;
  // A kind named by its slug has no id of its own.
  const key = kind.key === "id" ? randomUUID() : String(input.slug);
  await withSlugGuard(deps.db, kind, input, null, () =>
    writeWithImages(deps, { slots: kind.slots, current: null, uploads, remove: input.removeImages }, (images) =>
      writeEntry(deps, kind, { key, before: null, input }, async (trx) => {
        const at = now();
        await trx
          .insertInto(kind.name)
          .values({
            ...(kind.key === "id" ? { id: key } : {}),
            ...kind.columnsOf(input, at),
            ...kind.newColumnsOf(input, at),
            ...images,
          })
          .execute();
      }),
    ),
  );
  return getEntry(deps.db, { kind, id: key });
}

export async function updateEntry(deps: AdminDeps, options: SaveOptions & { id: string }): Promise<EntryRow> {
  const { kind, id, input, uploads } = options;
  const current = await findRow(deps.db, kind, id);
  if (!current) throw notFound(catalogueTexts(kind.name).notFound);
  await withSlugGuard(deps.db, kind, input, id, () =>
    writeWithImages(
      deps,
      { slots: kind.slots, current: current as Record<string, string | null>, uploads, remove: input.removeImages },
      (images) =>
        writeEntry(deps, kind, { key: id, before: current, input }, async (trx) => {
          const result = await trx
            .updateTable(kind.name)
            .set({ ...kind.columnsOf(input, now()), ...images })
            .where(kind.key, "=", id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw notFound(catalogueTexts(kind.name).notFound);
        }),
    ),
  );
  const key = kind.key === "id" ? id : String(input.slug ?? id);
  return getEntry(deps.db, { kind, id: key });
}

/** The entry goes, and with it the pictures nothing else shows (orders keep theirs). */
export async function deleteEntry(deps: AdminDeps, options: { kind: AnyCatalogueTable; id: string }): Promise<void> {
  const { kind, id } = options;
  const row = await findRow(deps.db, kind, id);
  if (!row) throw notFound(catalogueTexts(kind.name).notFound);
  await deps.db.transaction().execute(async (trx) => {
    const result = await tables(trx).deleteFrom(kind.name).where(kind.key, "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(catalogueTexts(kind.name).notFound);
    // Asked after the delete, which holds the row: a save that names the entry waits for it or came before.
    await kind.beforeDelete?.(trx, row);
    await kind.related?.remove?.(trx, row);
  });
  await releaseImages(
    deps,
    kind.pictureColumns.map((column: string) => row[column] as string | null),
  );
}

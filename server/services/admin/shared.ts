import { type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { Database, DatabaseKind } from "../../db/client.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { MediaStore } from "../../storage/media-store.ts";
import { removeUploads, storeUpload } from "../../storage/uploads.ts";

/** What the admin use cases need of the shop. */
export interface AdminDeps {
  db: Database;
  kind: DatabaseKind;
  media: MediaStore;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const offsetOf = (query: Pick<AdminListQuery, "page" | "limit">) => (query.page - 1) * query.limit;

/**
 * One page of an admin table and its total. Ties break by id in the sort's own direction, so
 * a (column, id) index serves the whole order instead of a sort of the table.
 */
export async function pageOf<T extends "products" | "blogs" | "nurseries">(
  base: SelectQueryBuilder<DB, T, object>,
  column: string,
  query: Pick<AdminListQuery, "page" | "limit" | "dir">,
): Promise<Page<Selectable<DB[T]>>> {
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql.ref(column), query.dir)
      .orderBy(sql.ref("id"), query.dir)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot resolve selectAll() over a table chosen by a type parameter; the rows are whole rows of T.
  return { items: items as unknown as Selectable<DB[T]>[], total: Number(count.total) };
}

/**
 * Case-insensitive "contains" on both databases: `lower(column) LIKE '%text%'`, with the
 * LIKE wildcards in the typed text escaped so `50%` finds "50%", not everything.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Freshly uploaded pictures by slot, already checked by `readImageUpload`. */
export type Uploads<S extends string> = Partial<Record<S, Buffer>>;

/**
 * Saves an entry whose pictures change: new uploads are stored first (under new keys), the row
 * is written, and only then are the pictures it no longer uses removed. If the write fails,
 * the new files go and the old ones stay, so a row never points at a missing picture.
 */
export async function writeWithImages<S extends string, T>(
  deps: AdminDeps,
  options: {
    slots: readonly S[];
    current: Record<S, string | null> | null;
    uploads: Uploads<S>;
    remove: readonly S[];
  },
  write: (images: Record<S, string | null>) => Promise<T>,
): Promise<T> {
  const next = {} as Record<S, string | null>;
  const stored: string[] = [];
  const released: string[] = [];
  try {
    for (const slot of options.slots) {
      const old = options.current?.[slot] ?? null;
      const upload = options.uploads[slot];
      if (upload) {
        const key = await storeUpload(deps.media, upload, slot);
        stored.push(key);
        next[slot] = key;
      } else {
        next[slot] = options.remove.includes(slot) ? null : old;
      }
      if (old && next[slot] !== old) released.push(old);
    }
  } catch (error) {
    await removeUploads(deps.media, stored);
    throw error;
  }
  let result: T;
  try {
    result = await write(next);
  } catch (error) {
    await removeUploads(deps.media, stored);
    throw error;
  }
  await releaseImages(deps, released);
  return result;
}

/**
 * Removes pictures a deleted or changed entry no longer uses. Orders keep a copy of the
 * product picture's key for their history, so keys still named by an order stay.
 */
export async function releaseImages(deps: AdminDeps, keys: ReadonlyArray<string | null>): Promise<void> {
  const candidates = [...new Set(keys.filter((k): k is string => k !== null))];
  if (candidates.length === 0) return;
  const inOrders = await deps.db
    .selectFrom("order_items")
    .select("image")
    .where("image", "in", candidates)
    .groupBy("image")
    .execute();
  const kept = new Set(inOrders.map((r) => r.image));
  await removeUploads(
    deps.media,
    candidates.filter((k) => !kept.has(k)),
  );
}

/** A slug names one entry only; the clash is refused with the form's own message. */
async function assertSlugFree(
  db: Database,
  table: "products" | "blogs",
  slug: string,
  exceptId: string | null,
  message: string,
): Promise<void> {
  let query = db.selectFrom(table).select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new AppError(409, message, { slug: message });
}

/**
 * Runs a write that may lose a race for a slug to a concurrent save: the unique index
 * refuses it, and the loser gets the same clear message as the pre-check gives.
 */
export async function withSlugGuard<T>(
  db: Database,
  table: "products" | "blogs",
  slug: string,
  exceptId: string | null,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  await assertSlugFree(db, table, slug, exceptId, message);
  try {
    return await write();
  } catch (error) {
    await assertSlugFree(db, table, slug, exceptId, message);
    throw error;
  }
}

export const now = () => new Date().toISOString();

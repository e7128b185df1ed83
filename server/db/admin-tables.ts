import { type RawBuilder, sql } from "kysely";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import type { Database, DatabaseKind } from "#server/db/client.ts";
import type { MediaStore } from "#server/storage/media-store.ts";
import { removeUploads, storeUpload } from "#server/storage/uploads.ts";

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

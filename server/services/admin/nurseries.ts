import { randomUUID } from "node:crypto";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import {
  NURSERY_IMAGE_SLOTS,
  type NURSERY_SORTS,
  type NurseryImageSlot,
  type NurseryInput,
} from "#domain/schemas/admin-nursery.ts";
import type { Database } from "../../db/client.ts";
import type { NurseryRow } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import {
  type AdminDeps,
  containsText,
  now,
  type Page,
  releaseImages,
  type Uploads,
  writeWithImages,
  pageOf,
} from "./shared.ts";

const SORT_COLUMNS = {
  title: "title",
  city: "city",
  created: "created_at",
} as const satisfies Record<(typeof NURSERY_SORTS)[number], keyof NurseryRow>;

/** One page of the nurseries table: search by name or city (as the public nursery search). */
export async function listAdminNurseries(
  db: Database,
  query: AdminListQuery<(typeof NURSERY_SORTS)[number]>,
): Promise<Page<NurseryRow>> {
  let base = db.selectFrom("nurseries");
  if (query.q) base = base.where((eb) => eb.or([containsText("title", query.q), containsText("city", query.q)]));
  return pageOf(base, SORT_COLUMNS[query.sort], query);
}

function nurseryColumns(input: NurseryInput) {
  return {
    title: input.title,
    city: input.city,
    email: input.email,
    hours: input.hours,
    alt_text: input.altText,
    updated_at: now(),
  };
}

async function getNursery(db: Database, id: string): Promise<NurseryRow> {
  const nursery = await db.selectFrom("nurseries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!nursery) throw notFound("Nursery");
  return nursery;
}

export async function createNursery(
  deps: AdminDeps,
  input: NurseryInput,
  uploads: Uploads<NurseryImageSlot>,
): Promise<NurseryRow> {
  const id = randomUUID();
  await writeWithImages(
    deps,
    { slots: NURSERY_IMAGE_SLOTS, current: null, uploads, remove: input.removeImages },
    async (images) => {
      const columns = nurseryColumns(input);
      await deps.db
        .insertInto("nurseries")
        .values({ id, ...columns, ...images, created_at: columns.updated_at })
        .execute();
    },
  );
  return getNursery(deps.db, id);
}

export async function updateNursery(
  deps: AdminDeps,
  id: string,
  input: NurseryInput,
  uploads: Uploads<NurseryImageSlot>,
): Promise<NurseryRow> {
  const current = await getNursery(deps.db, id);
  await writeWithImages(
    deps,
    { slots: NURSERY_IMAGE_SLOTS, current, uploads, remove: input.removeImages },
    async (images) => {
      const result = await deps.db
        .updateTable("nurseries")
        .set({ ...nurseryColumns(input), ...images })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound("Nursery");
    },
  );
  return getNursery(deps.db, id);
}

export async function deleteNursery(deps: AdminDeps, id: string): Promise<void> {
  const nursery = await getNursery(deps.db, id);
  const result = await deps.db.deleteFrom("nurseries").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Nursery");
  await releaseImages(deps, [nursery.image]);
}

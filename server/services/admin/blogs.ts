import { randomUUID } from "node:crypto";
import { catalogueTexts } from "#domain/admin.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import { BLOG_IMAGE_SLOTS, type BLOG_SORTS, type BlogImageSlot, type BlogInput } from "#domain/schemas/admin-blog.ts";
import type { Database } from "../../db/client.ts";
import type { BlogRow } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import {
  type AdminDeps,
  containsText,
  now,
  type Page,
  releaseImages,
  type Uploads,
  withSlugGuard,
  writeWithImages,
  pageOf,
} from "./shared.ts";

const texts = catalogueTexts("Blog");

const SORT_COLUMNS = {
  published: "publish_date",
  title: "title",
} as const satisfies Record<(typeof BLOG_SORTS)[number], keyof BlogRow>;

/** One page of the blogs table: search by title, scientific name or slug. */
export async function listAdminBlogs(
  db: Database,
  query: AdminListQuery<(typeof BLOG_SORTS)[number]>,
): Promise<Page<BlogRow>> {
  let base = db.selectFrom("blogs");
  if (query.q) {
    base = base.where((eb) =>
      eb.or([containsText("title", query.q), containsText("scientific_name", query.q), containsText("slug", query.q)]),
    );
  }
  return pageOf(base, SORT_COLUMNS[query.sort], query);
}

function blogColumns(input: BlogInput) {
  return {
    slug: input.slug,
    title: input.title,
    scientific_name: input.scientificName,
    historical_use: input.historicalUse,
    physical_health: input.physicalHealth,
    mental_health: input.mentalHealth,
    traditional_modern_uses: input.traditionalModernUses,
    soil: input.soil,
    sunlight: input.sunlight,
    water: input.water,
    care: input.care,
    alt_text: input.altText,
    plant_slug: input.plantSlug,
    featured: input.featured ? 1 : 0,
    updated_at: now(),
  } as const;
}

async function getBlog(db: Database, id: string): Promise<BlogRow> {
  const blog = await db.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!blog) throw notFound("Blog");
  return blog;
}

export async function createBlog(deps: AdminDeps, input: BlogInput, uploads: Uploads<BlogImageSlot>): Promise<BlogRow> {
  const id = randomUUID();
  await withSlugGuard(deps.db, "blogs", input.slug, null, texts.slugTaken, () =>
    writeWithImages(
      deps,
      { slots: BLOG_IMAGE_SLOTS, current: null, uploads, remove: input.removeImages },
      async (images) => {
        const columns = blogColumns(input);
        await deps.db
          .insertInto("blogs")
          .values({
            id,
            ...columns,
            ...images,
            publish_date: input.publishDate ?? columns.updated_at,
            created_at: columns.updated_at,
          })
          .execute();
      },
    ),
  );
  return getBlog(deps.db, id);
}

export async function updateBlog(
  deps: AdminDeps,
  id: string,
  input: BlogInput,
  uploads: Uploads<BlogImageSlot>,
): Promise<BlogRow> {
  const current = await getBlog(deps.db, id);
  await withSlugGuard(deps.db, "blogs", input.slug, id, texts.slugTaken, () =>
    writeWithImages(deps, { slots: BLOG_IMAGE_SLOTS, current, uploads, remove: input.removeImages }, async (images) => {
      const result = await deps.db
        .updateTable("blogs")
        .set({ ...blogColumns(input), ...images, publish_date: input.publishDate ?? current.publish_date })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound("Blog");
    }),
  );
  return getBlog(deps.db, id);
}

export async function deleteBlog(deps: AdminDeps, id: string): Promise<void> {
  const blog = await getBlog(deps.db, id);
  const result = await deps.db.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Blog");
  await releaseImages(deps, [blog.image1, blog.image2]);
}

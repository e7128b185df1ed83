import type { ListQuery } from "#domain/schemas/catalog-query.ts";
import type { Database } from "#server/db/client.ts";
import type { BlogRow } from "#server/features/catalogue/rows.ts";
import { notFound } from "#server/http/errors.ts";
import type { Page } from "#server/features/catalogue/products.ts";

export async function listBlogs(db: Database, query: ListQuery): Promise<Page<BlogRow>> {
  const [items, count] = await Promise.all([
    db
      .selectFrom("blogs")
      .selectAll()
      .orderBy("publish_date", "desc")
      .orderBy("id")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom("blogs")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export async function listFeaturedBlogs(db: Database, limit = 3): Promise<BlogRow[]> {
  return db
    .selectFrom("blogs")
    .selectAll()
    .where("featured", "=", 1)
    .orderBy("publish_date", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function getBlogBySlug(db: Database, slug: string): Promise<BlogRow> {
  const blog = await db.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!blog) throw notFound("catalogue.blogs.notFound");
  return blog;
}

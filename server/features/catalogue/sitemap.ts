import { POLICY_KEYS, POLICY_PAGES } from "#domain/policies.ts";
import type { Database } from "#server/db/client.ts";

/** The sitemap protocol's limit for one file; a catalogue beyond it is listed up to here. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while the sitemap streams: memory stays flat at any catalogue size. */
const BATCH = 1_000;

export interface SitemapEntry {
  path: string;
  /** ISO-8601, when the page's content is known to have changed. */
  lastmod?: string | undefined;
}

async function latestChange(db: Database, table: "products" | "blogs"): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("updated_at").as("at"))
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Slug order, resumed after the last slug seen (keyset on the unique slug index, no OFFSET). */
async function* slugsOf(db: Database, table: "products" | "blogs", max: number) {
  let after = "";
  while (max > 0) {
    const rows = await db
      .selectFrom(table)
      .select(["slug", "updated_at"])
      .where("slug", ">", after)
      .orderBy("slug")
      .limit(Math.min(BATCH, max))
      .execute();
    yield* rows;
    max -= rows.length;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.slug;
  }
}

/** Every public page, each category's page of the finder, then every product and every blog article, up to `max` URLs. */
export async function* sitemapEntries(db: Database, max = SITEMAP_MAX_URLS): AsyncGenerator<SitemapEntry> {
  const [products, blogs, categories] = await Promise.all([
    latestChange(db, "products"),
    latestChange(db, "blogs"),
    db.selectFrom("categories").select("slug").orderBy("position").orderBy("name").execute(),
  ]);
  const latest = [products, blogs].filter(Boolean).sort().at(-1);
  const pages: SitemapEntry[] = [
    { path: "/", lastmod: latest },
    { path: "/plants", lastmod: products },
    // A category's page is its own canonical address (docs/product/catalogue.md#the-plant-finder).
    ...categories.map((c) => ({ path: `/plants?category=${encodeURIComponent(c.slug)}`, lastmod: products })),
    { path: "/blog", lastmod: blogs },
    { path: "/nursery" },
    { path: "/review" },
    { path: "/about" },
    ...POLICY_KEYS.map((key) => ({ path: POLICY_PAGES[key].path })),
    { path: "/contact" },
  ];
  let left = max;
  for (const page of pages.slice(0, left)) yield page;
  left -= Math.min(pages.length, left);
  for await (const p of slugsOf(db, "products", left)) {
    left--;
    yield { path: `/plant/${p.slug}`, lastmod: p.updated_at };
  }
  for await (const b of slugsOf(db, "blogs", left)) yield { path: `/blog/${b.slug}`, lastmod: b.updated_at };
}

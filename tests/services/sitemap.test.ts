import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import { sitemapEntries } from "#server/features/catalogue/sitemap.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("sitemapEntries on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  it("stops at the URL cap, reading the catalogue in batches", async () => {
    const categories = await t.db.selectFrom("categories").select("slug").orderBy("position").orderBy("name").execute();
    const cap = 15 + categories.length;
    const paths: string[] = [];
    for await (const entry of sitemapEntries(t.db, cap)) paths.push(entry.path);
    expect(paths).toHaveLength(cap);
    expect(paths.slice(0, 11 + categories.length)).toEqual([
      "/",
      "/plants",
      ...categories.map((c) => `/plants?category=${c.slug}`),
      "/blog",
      "/nursery",
      "/review",
      "/about",
      "/shipping",
      "/returns",
      "/terms",
      "/privacy",
      "/contact",
    ]);
    expect(paths.slice(11 + categories.length).every((p) => p.startsWith("/plant/"))).toBe(true);
    const all: string[] = [];
    for await (const entry of sitemapEntries(t.db, 1_000_000)) all.push(entry.path);
    expect(new Set(all).size).toBe(all.length);
  });
});

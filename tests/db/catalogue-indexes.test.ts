import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSearchText } from "#domain/admin.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import { getDashboardStats } from "#server/features/dashboard/dashboard.ts";
import { searchProducts } from "#server/features/catalogue/search.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("catalogue search index and product count on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  const titles = async (q: string) => (await searchProducts(t.db, { q, limit: 20 })).map((h) => h.title);

  it("finds products as they are added, renamed and removed", async () => {
    const base = await t.db.selectFrom("products").selectAll().limit(1).executeTakeFirstOrThrow();
    const id = randomUUID();
    const title = "Zyqorwort Creeper";
    await t.db
      .insertInto("products")
      .values({ ...base, id, slug: "zyqorwort-creeper", title, search_text: productSearchText(title, "Zyqor repens") })
      .execute();
    expect(await titles("zyqor")).toEqual([title]);
    await t.db.updateTable("products").set({ stock: 7 }).where("id", "=", id).execute();
    expect(await titles("repens")).toEqual([title]);
    const renamed = "Quellvine Creeper";
    await t.db
      .updateTable("products")
      .set({ title: renamed, search_text: productSearchText(renamed, "Quell repens") })
      .where("id", "=", id)
      .execute();
    expect(await titles("zyqor")).toEqual([]);
    expect(await titles("quellvine")).toEqual([renamed]);
    await t.db.deleteFrom("products").where("id", "=", id).execute();
    expect(await titles("quellvine")).toEqual([]);
  });

  it("counts the products for the dashboard as they are added and removed, one or many at a time", async () => {
    const counted = async () => {
      const { n } = await t.db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    const before = await counted();
    expect((await getDashboardStats(t.db, t.config)).totalProducts).toBe(before);
    const base = await t.db.selectFrom("products").selectAll().limit(1).executeTakeFirstOrThrow();
    const copies = ["count-a", "count-b", "count-c"].map((slug) => ({ ...base, id: randomUUID(), slug }));
    await t.db.insertInto("products").values(copies).execute();
    expect((await getDashboardStats(t.db, t.config)).totalProducts).toBe(before + 3);
    await t.db.deleteFrom("products").where("slug", "in", ["count-a", "count-b"]).execute();
    await t.db.deleteFrom("products").where("slug", "=", "count-c").execute();
    expect((await getDashboardStats(t.db, t.config)).totalProducts).toBe(before);
    expect(await counted()).toBe(before);
  });

  // Each engine's own index, checked on that engine only (no test is skipped on the other).
  const engineIndexCheck = {
    sqlite: [
      "keeps the FTS5 trigram table equal to the products",
      async () => {
        const indexed = await sql<{ id: string; search_text: string }>`
      select id, search_text from products_fts order by id`.execute(t.db);
        const products = await t.db.selectFrom("products").select(["id", "search_text"]).orderBy("id").execute();
        expect(indexed.rows).toEqual(products);
      },
    ],
    postgres: [
      "answers a substring LIKE from the trigram index",
      async () => {
        const plan = await t.db.connection().execute(async (connection) => {
          await sql`set enable_seqscan = off`.execute(connection);
          const rows = await sql<{ "QUERY PLAN": string }>`
        explain select id from products where search_text like ${"%tulsi%"} escape '\\'`.execute(connection);
          await sql`reset enable_seqscan`.execute(connection);
          return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
        });
        expect(plan).toContain("products_search_text_trgm_idx");
      },
    ],
  } satisfies Record<typeof kind, [string, () => Promise<void>]>;
  it(engineIndexCheck[kind][0], engineIndexCheck[kind][1]);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import { listPlantTypes } from "#server/features/reviews/reviews.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("listPlantTypes on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedDemoCatalogue(t.db);
  });
  afterAll(() => t.close());

  it("offers every catalogue title, sorted, as the plant types of the form", async () => {
    const types = await listPlantTypes(t.db);
    const products = await t.db.selectFrom("products").select("title").execute();
    expect(types).toEqual([...new Set(products.map((p) => p.title))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(types.length).toBeGreaterThanOrEqual(100);
  });
});

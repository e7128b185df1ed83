import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createMediaStore } from "#server/storage/media-store.ts";
import { backfillImageVariants } from "#server/storage/images.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedBulkProducts } from "./bulk.ts";
import { drawSitePictures, seedDemoCatalogue } from "./seed.ts";

/**
 * `npm run seed`: replace the catalogue with the demo one (customers and orders are kept).
 * `npm run seed -- --products 100000`: then add generated products up to that many.
 */
async function main() {
  const { values } = parseArgs({ options: { products: { type: "string" } } });
  const total = values.products === undefined ? undefined : Number(values.products);
  if (total !== undefined && (!Number.isInteger(total) || total < 1 || total > 2_000_000)) {
    throw new ConfigError("--products must be a whole number from 1 to 2000000");
  }
  const config = loadConfig();
  const { db, close, kind } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const media = createMediaStore(config, db);
    await seedDemoCatalogue(db, { media });
    await drawSitePictures(media);
    await backfillImageVariants(media);
    if (total) {
      await seedBulkProducts(db, total);
      // Fresh statistics and visibility map after a bulk load, or PostgreSQL plans (and counts) with a blind eye.
      await sql.raw(kind === "postgres" ? "VACUUM ANALYZE products, product_variants" : "ANALYZE").execute(db);
    }
    const { n } = await db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    console.log(`Seeded the demo catalogue: ${n} products.`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

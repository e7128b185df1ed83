import { join } from "node:path";
import { ConfigError, loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import { diskMediaStore } from "../../storage/media-store.ts";
import { drawSitePictures, seedDemoCatalogue } from "./seed.ts";

/** `npm run seed`: replace the catalogue with the demo one (customers and orders are kept). */
async function main() {
  const config = loadConfig();
  const { db, close } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const media = diskMediaStore(join(config.dataDir, "media"));
    await seedDemoCatalogue(db, { media });
    await drawSitePictures(media);
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

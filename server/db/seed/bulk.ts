import { randomUUID } from "node:crypto";
import { productSearchText } from "#domain/admin.ts";
import { salePricePaise } from "#domain/money.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductRecord } from "#server/features/catalogue/rows.ts";
import { DEFAULT_GST_RATE } from "#domain/gst.ts";
import { plants } from "./plants.ts";
import { plantImageKey } from "./seed.ts";
import { hsnCodeOf } from "./types.ts";

/** What a nursery sells of one plant: sizes and packs, each its own product. */
const VARIANTS = [
  { suffix: "Seedling", note: "a young 3–4 inch seedling in a 3-inch pot", factor: 0.55 },
  { suffix: "Large Plant", note: "a well-rooted 12–14 inch plant in an 8-inch pot", factor: 1.9 },
  { suffix: "Pack of 2", note: "two healthy plants, packed together", factor: 1.8 },
  { suffix: "Pack of 3", note: "three healthy plants, packed together", factor: 2.6 },
  { suffix: "Gift Pot", note: "a healthy plant in a hand-painted ceramic gift pot", factor: 2.2 },
  { suffix: "Organic", note: "grown without chemical pesticides, certified organic", factor: 1.3 },
  { suffix: "Bonsai Style", note: "trained in bonsai style in a shallow tray", factor: 3.4 },
  { suffix: "Value Pack", note: "a saver pack for a kitchen garden", factor: 1.5 },
];

/** A small deterministic PRNG so a bulk catalogue is the same on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds generated products until the catalogue holds `total` (for scale tests and benchmarks:
 * `npm run seed -- --products 100000`). Variants of the demo plants reuse their pictures and
 * link to their blog, so every page still works.
 */
export async function seedBulkProducts(db: Database, total: number): Promise<number> {
  const { n } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const missing = total - Number(n);
  if (missing <= 0) return 0;
  const random = mulberry32(total);
  const start = Date.now() - 400 * 86_400_000;
  let made = 0;
  while (made < missing) {
    const rows: ProductRecord[] = [];
    for (let i = 0; i < 1000 && made < missing; i++, made++) {
      const base = plants[made % plants.length]!;
      const variant = VARIANTS[Math.floor(made / plants.length) % VARIANTS.length]!;
      const batch = Math.floor(made / (plants.length * VARIANTS.length)) + 1;
      const suffix = ` — ${variant.suffix}${batch > 1 ? ` #${batch}` : ""}`;
      const title = `${base.title}${suffix}`;
      const titleHi = `${base.titleHi}${suffix}`;
      const price = Math.max(4900, Math.round((base.pricePaise * variant.factor) / 100) * 100);
      const discount = random() < 0.5 ? 0 : [5, 10, 15, 20, 25][Math.floor(random() * 5)]!;
      const at = new Date(start + made * 60_000).toISOString();
      rows.push({
        id: randomUUID(),
        slug: `${base.slug}-${variant.suffix.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${batch}`,
        title,
        title_hi: titleHi,
        description: `${base.description} This listing is ${variant.note}.`,
        scientific_name: base.scientificName,
        price_paise: price,
        discount,
        sale_price_paise: salePricePaise(price, discount),
        stock: random() < 0.05 ? 0 : Math.floor(random() * 150),
        rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
        on_sale: discount > 0 ? 1 : 0,
        featured: 0,
        image1: plantImageKey(base.slug, 1),
        image2: plantImageKey(base.slug, 2),
        hsn_code: hsnCodeOf(base),
        gst_rate: DEFAULT_GST_RATE,
        image3: null,
        image4: null,
        alt_text: `${title} (${base.scientificName})`,
        blog_slug: base.slug,
        search_text: productSearchText(title, base.scientificName, titleHi),
        created_at: at,
        updated_at: at,
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto("products")
          .values(rows.slice(i, i + 200))
          .execute();
    });
  }
  return made;
}

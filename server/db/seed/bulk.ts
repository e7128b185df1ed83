import { randomUUID } from "node:crypto";
import { productSearchText, slugify } from "#domain/admin.ts";
import { DEFAULT_GST_RATE } from "#domain/gst.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductRecord, VariantRecord } from "#server/features/catalogue/rows.ts";
import { plants } from "./plants.ts";
import { careColumns, insertInChunks, productColumns, variantRows } from "./product-rows.ts";
import { plantImageKey } from "./seed.ts";
import { DEFAULT_VARIANT_NAME } from "#domain/catalogue/variants.ts";
import type { PlantSeed, VariantSeed } from "./types.ts";

/** How a generated listing differs from its base plant: its title's suffix, a note for its description, a price factor. */
const LISTINGS = [
  { suffix: "Nursery Grown", note: "raised in one of our partner nurseries", factor: 1 },
  { suffix: "Organic", note: "grown without chemical pesticides, certified organic", factor: 1.3 },
  { suffix: "Gift Edition", note: "packed as a gift with a hand-written card", factor: 1.6 },
  { suffix: "Heritage", note: "from a traditional variety kept by a family farm", factor: 1.2 },
  { suffix: "Value Pick", note: "a saver listing for a kitchen garden", factor: 0.85 },
  { suffix: "Premium", note: "hand-selected for size and health", factor: 1.5 },
  { suffix: "Small Batch", note: "from a small grower's seasonal batch", factor: 1.1 },
  { suffix: "Farm Direct", note: "sent straight from the grower", factor: 0.95 },
];

/** The choice a generated product with variants offers: pot sizes for a live plant, packs for anything else. */
const CHOICES = {
  plant: {
    option: "Pot size",
    sizes: [
      { name: "4-inch pot", factor: 1 },
      { name: "6-inch pot", factor: 1.6 },
      { name: "8-inch pot", factor: 2.5 },
    ],
  },
  product: {
    option: "Pack",
    sizes: [
      { name: "Single pack", factor: 1 },
      { name: "Pack of 2", factor: 1.9 },
      { name: "Pack of 3", factor: 2.7 },
    ],
  },
};

/** The share of generated products sold in two or three variants. */
const WITH_VARIANTS = 1 / 3;

/** A small deterministic PRNG so a bulk catalogue is the same on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

/** Whole rupees, at least ₹49. */
const rupeesOf = (paise: number) => Math.max(4900, Math.round(paise / 100) * 100);

/** The variants of generated product number `n`: one default, or two or three sizes (larger dearer), SKUs from `n`. */
function generatedVariants(base: PlantSeed, n: number, pricePaise: number, random: Random) {
  const discount = random() < 0.5 ? 0 : [5, 10, 15, 20, 25][Math.floor(random() * 5)]!;
  const stock = () => (random() < 0.05 ? 0 : Math.floor(random() * 150));
  if (random() >= WITH_VARIANTS) {
    const only: VariantSeed = { name: DEFAULT_VARIANT_NAME, sku: `BULK-${n}`, pricePaise, discount, stock: stock() };
    return { optionName: null, variants: [only] };
  }
  const choice = base.care ? CHOICES.plant : CHOICES.product;
  const sizes = choice.sizes.slice(0, random() < 0.5 ? 2 : 3);
  const variants = sizes.map((size, k) => ({
    name: size.name,
    sku: `BULK-${n}-${k + 1}`,
    pricePaise: rupeesOf(pricePaise * size.factor),
    discount,
    stock: stock(),
  }));
  return { optionName: choice.option, variants };
}

/**
 * Adds generated products until the catalogue holds `total` (for scale tests and benchmarks:
 * `npm run seed -- --products 100000`). Each is a listing of a demo plant (its category, care
 * attributes, pictures and blog), about a third sold in two or three sizes or packs.
 */
export async function seedBulkProducts(db: Database, total: number): Promise<number> {
  const { n } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const existing = Number(n);
  const missing = total - existing;
  if (missing <= 0) return 0;
  const random = mulberry32(total);
  const start = Date.now() - 400 * 86_400_000;
  let made = 0;
  while (made < missing) {
    const products: ProductRecord[] = [];
    const variants: VariantRecord[] = [];
    for (let i = 0; i < 1000 && made < missing; i++, made++) {
      // Numbered after the products already there, so a second run never repeats a slug or SKU.
      const number = existing + made;
      const base = plants[number % plants.length]!;
      const listing = LISTINGS[Math.floor(number / plants.length) % LISTINGS.length]!;
      const batch = Math.floor(number / (plants.length * LISTINGS.length)) + 1;
      const suffix = ` — ${listing.suffix}${batch > 1 ? ` #${batch}` : ""}`;
      const title = `${base.title}${suffix}`;
      const titleHi = `${base.titleHi}${suffix}`;
      const sold = generatedVariants(base, number, rupeesOf(base.pricePaise * listing.factor), random);
      const id = randomUUID();
      const at = new Date(start + made * 60_000).toISOString();
      products.push({
        id,
        slug: `${base.slug}-${slugify(listing.suffix)}-${batch}`,
        title,
        title_hi: titleHi,
        description: `${base.description} This listing is ${listing.note}.`,
        // Generated for scale, not to be read: the English serves both languages.
        description_hi: null,
        option_name_hi: null,
        scientific_name: base.scientificName,
        ...productColumns(sold.variants),
        option_name: sold.optionName,
        category: base.category,
        ...careColumns(base.care),
        // Listings nobody has reviewed (docs/product/reviews.md#one-rating).
        rating: 0,
        review_count: 0,
        featured: 0,
        image1: plantImageKey(base.slug, 1),
        image2: plantImageKey(base.slug, 2),
        hsn_code: base.hsnCode,
        gst_rate: DEFAULT_GST_RATE,
        image3: null,
        image4: null,
        alt_text: `${title} (${base.scientificName})`,
        blog_slug: base.slug,
        search_text: productSearchText(title, base.scientificName, titleHi),
        created_at: at,
        updated_at: at,
      });
      variants.push(...variantRows(id, sold.variants, at));
    }
    await db.transaction().execute(async (trx) => {
      await insertInChunks(products, (chunk) => trx.insertInto("products").values(chunk).execute());
      await insertInChunks(variants, (chunk) => trx.insertInto("product_variants").values(chunk).execute());
    });
  }
  return made;
}

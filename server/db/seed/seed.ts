import { randomUUID } from "node:crypto";
import { BANNER_WIDTHS, IMAGE_WIDTHS } from "#domain/media.ts";
import { productSearchText, slugify } from "#domain/admin.ts";
import type { MediaStore } from "#server/storage/media-store.ts";
import { storeImageVariants } from "#server/storage/images.ts";
import type { Database } from "#server/db/client.ts";
import type {
  BlogRecord,
  CategoryRecord,
  NurseryRecord,
  ProductRecord,
  VariantRecord,
} from "#server/features/catalogue/rows.ts";
import { DEFAULT_GST_RATE } from "#domain/gst.ts";
import type { ReviewTable, TestimonialTable } from "#server/features/reviews/rows.ts";
import type { Insertable } from "kysely";
import { writeSettings } from "#server/features/settings/settings.ts";
import { bannerKey, portraitKey } from "#server/features/content/site-pictures.ts";
import { TEAM } from "#server/features/content/team.ts";
import { DEMO_POLICIES } from "./policies.ts";
import { DEMO_SHOP_SETTINGS } from "./shop-settings.ts";
import { bannerSvg, nurserySvg, plantSvg, portraitSvg } from "./art/plant-art.ts";
import { nurseries } from "./nurseries.ts";
import { DEMO_CATEGORIES } from "./categories.ts";
import { furtherArticles, plants } from "./plants.ts";
import { reviews, testimonials } from "./reviews.ts";
import { generatedReviews } from "./demo-reviews.ts";
import { HINDI_ARTICLE_TEXT, HINDI_OPTION_NAMES, HINDI_PRODUCT_TEXT } from "./hindi-text.ts";
import { refreshProductRatings } from "#server/features/reviews/product-ratings.ts";
import { careColumns, insertInChunks, productColumns, variantRows } from "./product-rows.ts";
import type { ArticleSeed, PlantSeed } from "./types.ts";

const SEEDED_KEY = "demo_seeded_at";
const DAY = 86_400_000;

export const plantImageKey = (slug: string, n: 1 | 2) => (n === 1 ? `plant-${slug}` : `plant-${slug}-2`);
export const nurseryImageKey = (title: string) => `nursery-${slugify(title)}`;

function productRow(plant: PlantSeed, id: string, createdAt: string): ProductRecord {
  return {
    id,
    slug: plant.slug,
    title: plant.title,
    title_hi: plant.titleHi,
    description: plant.description,
    description_hi: HINDI_PRODUCT_TEXT[plant.slug]?.description ?? null,
    scientific_name: plant.scientificName,
    ...productColumns(plant.variants),
    option_name: plant.optionName,
    option_name_hi: plant.optionName ? (HINDI_OPTION_NAMES[plant.optionName] ?? null) : null,
    category: plant.category,
    ...careColumns(plant.care),
    // Set from the demo's reviews once they are in (docs/product/reviews.md#one-rating).
    rating: 0,
    review_count: 0,
    featured: plant.featured ? 1 : 0,
    image1: plantImageKey(plant.slug, 1),
    image2: plantImageKey(plant.slug, 2),
    image3: null,
    image4: null,
    alt_text: `${plant.title} (${plant.scientificName})`,
    blog_slug: plant.slug,
    hsn_code: plant.hsnCode,
    // The demo keeps 18 %, so the original shop's totals hold (docs/product/tax-invoices.md#gst-rates-and-hsn-codes).
    gst_rate: DEFAULT_GST_RATE,
    search_text: productSearchText(plant.title, plant.scientificName, plant.titleHi),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A plant's own article, named by its slug. */
const ownArticle = (plant: PlantSeed): ArticleSeed => ({
  slug: plant.slug,
  plantSlug: plant.slug,
  scientificName: plant.scientificName,
  kind: plant.kind,
  altText: plant.title,
  blog: plant.blog,
});

/** Every care guide: each plant's own, then the further ones. */
const articles: ArticleSeed[] = [...plants.map(ownArticle), ...furtherArticles];

function blogRow(article: ArticleSeed, publishedAt: string): BlogRecord {
  const b = article.blog;
  const hi = HINDI_ARTICLE_TEXT[article.slug];
  return {
    id: randomUUID(),
    slug: article.slug,
    title: b.title,
    scientific_name: article.scientificName,
    historical_use: b.historicalUse,
    physical_health: b.physicalHealth,
    mental_health: b.mentalHealth,
    traditional_modern_uses: b.traditionalModernUses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    title_hi: hi?.title ?? null,
    historical_use_hi: hi?.historicalUse ?? null,
    physical_health_hi: hi?.physicalHealth ?? null,
    mental_health_hi: hi?.mentalHealth ?? null,
    traditional_modern_uses_hi: hi?.traditionalModernUses ?? null,
    soil_hi: hi?.soil ?? null,
    sunlight_hi: hi?.sunlight ?? null,
    water_hi: hi?.water ?? null,
    care_hi: hi?.care ?? null,
    image1: plantImageKey(article.slug, 1),
    image2: plantImageKey(article.slug, 2),
    alt_text: article.altText,
    plant_slug: article.plantSlug,
    featured: b.featured ? 1 : 0,
    publish_date: publishedAt,
    created_at: publishedAt,
    updated_at: publishedAt,
  };
}

export interface SeedOptions {
  /** Draw and store the pictures (skipped by tests that only need rows). */
  media?: MediaStore | undefined;
  now?: Date;
}

/**
 * Replaces the catalogue (categories, products and their variants, blogs, nurseries, reviews,
 * testimonials) with the demo one, in one transaction. Customers, their orders and addresses are kept.
 */
export async function seedDemoCatalogue(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const seededAt = new Date(now).toISOString();
  const categories: CategoryRecord[] = DEMO_CATEGORIES.map((c, i) => ({
    slug: c.slug,
    name: c.name,
    name_hi: c.nameHi,
    position: i + 1,
    created_at: seededAt,
    updated_at: seededAt,
  }));
  const products: ProductRecord[] = [];
  const variants: VariantRecord[] = [];
  plants.forEach((p, i) => {
    const id = randomUUID();
    const at = new Date(now - i * 3_600_000).toISOString();
    products.push(productRow(p, id, at));
    variants.push(...variantRows(id, p.variants, at));
  });
  const blogs = articles.map((a, i) => blogRow(a, new Date(now - i * DAY).toISOString()));
  const nurseryRows: NurseryRecord[] = nurseries.map((n, i) => {
    const at = new Date(now - i * DAY).toISOString();
    return {
      id: randomUUID(),
      title: n.title,
      city: n.city,
      email: n.email,
      hours: n.hours,
      hours_hi: n.hoursHi,
      image: nurseryImageKey(n.title),
      alt_text: `${n.title}, ${n.city}`,
      created_at: at,
      updated_at: at,
    };
  });
  const demoReviews = [...reviews, ...generatedReviews(plants, reviews)];
  const reviewRows: Insertable<ReviewTable>[] = demoReviews.map((r) => ({
    id: randomUUID(),
    name: r.name,
    email: r.email,
    title: r.title,
    review: r.review,
    rating: r.rating,
    recommend: r.recommend ? 1 : 0,
    plant_type: r.plantType,
    user_id: null,
    created_at: new Date(now - r.daysAgo * DAY).toISOString(),
  }));
  const testimonialRows: TestimonialTable[] = testimonials.map((t, i) => ({
    id: i + 1,
    text: t.text,
    name: t.name,
    title: t.title,
    image: portraitKey(t),
  }));

  await db.transaction().execute(async (trx) => {
    const tables = [
      "reviews",
      "testimonials",
      "blogs",
      "nurseries",
      "product_variants",
      "products",
      "categories",
    ] as const;
    for (const table of tables) await trx.deleteFrom(table).execute();
    await trx.insertInto("categories").values(categories).execute();
    await insertInChunks(products, (chunk) => trx.insertInto("products").values(chunk).execute());
    await insertInChunks(variants, (chunk) => trx.insertInto("product_variants").values(chunk).execute());
    await insertInChunks(blogs, (chunk) => trx.insertInto("blogs").values(chunk).execute());
    await insertInChunks(nurseryRows, (chunk) => trx.insertInto("nurseries").values(chunk).execute());
    await insertInChunks(reviewRows, (chunk) => trx.insertInto("reviews").values(chunk).execute());
    await refreshProductRatings(trx, [...new Set(demoReviews.map((r) => r.plantType))]);
    await insertInChunks(testimonialRows, (chunk) => trx.insertInto("testimonials").values(chunk).execute());
    // A shop that set its own particulars and policies keeps them when the catalogue is replaced.
    await writeSettings(trx, "shop", DEMO_SHOP_SETTINGS, null, { keepExisting: true });
    await writeSettings(trx, "policies", DEMO_POLICIES, null, { keepExisting: true });
    await trx.deleteFrom("app_meta").where("key", "=", SEEDED_KEY).execute();
    await trx.insertInto("app_meta").values({ key: SEEDED_KEY, value: seededAt }).execute();
  });

  if (options.media) await drawCataloguePictures(options.media);
}

/** True once the demo (or a real shop's choice to start empty) has been settled. */
export async function wasSeeded(db: Database): Promise<boolean> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  return Boolean(row);
}

export async function markSeeded(db: Database, value: string): Promise<void> {
  await db.insertInto("app_meta").values({ key: SEEDED_KEY, value }).execute();
}

/** Runs `jobs` with at most `limit` at a time: sharp has its own thread pool, keep memory flat. */
async function inBatches(jobs: Array<() => Promise<void>>, limit = 8) {
  for (let i = 0; i < jobs.length; i += limit) {
    await Promise.all(jobs.slice(i, i + limit).map((job) => job()));
  }
}

/** Draws each picture once: files already in the store (keys are stable per plant) are kept. */
async function drawCataloguePictures(media: MediaStore) {
  const present = new Set(await media.list());
  const missing = (key: string) => !present.has(`${key}-${IMAGE_WIDTHS[0]}.webp`);
  const svg = (text: string) => Buffer.from(text);
  const jobs: Array<() => Promise<void>> = [];
  for (const a of articles) {
    for (const n of [1, 2] as const) {
      const key = plantImageKey(a.slug, n);
      if (missing(key))
        jobs.push(() => storeImageVariants(media, key, svg(plantSvg(n === 1 ? a.slug : `${a.slug}-2`, a.kind))));
    }
  }
  for (const n of nurseries) {
    const key = nurseryImageKey(n.title);
    if (missing(key)) jobs.push(() => storeImageVariants(media, key, svg(nurserySvg(n.title, n.city))));
  }
  for (const t of testimonials) {
    const key = portraitKey(t);
    if (!present.has(`${key}-320.webp`))
      jobs.push(() => storeImageVariants(media, key, svg(portraitSvg(t.name, t.figure)), [320]));
  }
  await inBatches(jobs);
}

/** Pictures the pages themselves need (banners, team), drawn once whether or not demo data is used. */
export async function drawSitePictures(media: MediaStore): Promise<void> {
  const present = new Set(await media.list());
  const jobs: Array<() => Promise<void>> = [];
  for (const i of [0, 1, 2] as const) {
    if (!present.has(`${bannerKey(i)}-${BANNER_WIDTHS[0]}.webp`)) {
      jobs.push(() => storeImageVariants(media, bannerKey(i), Buffer.from(bannerSvg(i)), BANNER_WIDTHS));
    }
  }
  for (const member of TEAM) {
    if (!present.has(`${portraitKey(member)}-320.webp`)) {
      jobs.push(() =>
        storeImageVariants(media, portraitKey(member), Buffer.from(portraitSvg(member.name, member.figure)), [320]),
      );
    }
  }
  await inBatches(jobs);
}

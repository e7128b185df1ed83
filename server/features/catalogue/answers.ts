import { z } from "zod";
import { CARE_LEVEL_VALUES, LIGHT_VALUES, PLACEMENT_VALUES, WATER_VALUES } from "#domain/catalogue/care.ts";

/** The catalogue's JSON answers (docs/product/api.md, "JSON shapes") as schemas: the OpenAPI document says them, the presenters are held to them. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });
const percent = z.number().int().meta({ description: "A whole percent" });
const pictureUrl = z.string().nullable().meta({ description: "The picture's URL, or null" });

/** A text's Hindi version: null where the shop wrote none and the English one serves both. */
const hindi = (description: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `${description}, or null: the English serves both` });

const careValue = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().meta({ description: "Null on what is not a live plant" });

export const variantAnswer = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "What this variant is: '6-inch pot', 'Seeds, 50'" }),
    nameHi: hindi("The name in Hindi ('6 इंच का गमला')"),
    sku: z.string(),
    price: rupees,
    discount: percent,
    salePrice: rupees,
    stock: z.number().int(),
  })
  .meta({ id: "Variant" });

export const productAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    titleHi: z.string().nullable().meta({ description: "The Hindi name, or null: the title serves both" }),
    description: z.string(),
    descriptionHi: hindi("The description in Hindi"),
    scientificName: z.string(),
    price: rupees,
    discount: percent,
    salePrice: rupees,
    stock: z.number().int(),
    rating: z.number().meta({ description: "The mean of its shown reviews' stars to one decimal; 0 when it has none" }),
    reviewCount: z.number().int().meta({ description: "How many shown reviews `rating` is the mean of" }),
    onSale: z.boolean(),
    featuredProduct: z.boolean(),
    image1: pictureUrl,
    image2: pictureUrl,
    image3: pictureUrl,
    image4: pictureUrl,
    imageAlt: z.string(),
    altText: z.string(),
    blogSlug: z.string().nullable(),
    hsnCode: z.string(),
    gstRate: z.number().meta({ description: "GST rate in percent: 0, 5, 12, 18 or 28" }),
    category: z.string().meta({ description: "The category's slug" }),
    light: careValue(LIGHT_VALUES),
    water: careValue(WATER_VALUES),
    careLevel: careValue(CARE_LEVEL_VALUES),
    petSafe: z.boolean().nullable().meta({ description: "Null on what is not a live plant" }),
    placement: careValue(PLACEMENT_VALUES),
    optionName: z
      .string()
      .nullable()
      .meta({ description: "What the variants are a choice of ('Pot size'); null for one default variant" }),
    optionNameHi: hindi("What the variants are a choice of, in Hindi ('गमले का आकार')"),
    variants: z.array(variantAnswer).meta({
      description:
        "In order; the first is the default. price, discount and salePrice above are its; stock is their sum",
    }),
    priceFrom: rupees.meta({ description: "The lowest sale price of any variant" }),
    href: z.string().meta({ description: "The product's page: /plant/{slug}" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Product" });

export const categoryAnswer = z
  .object({
    slug: z.string(),
    name: z.string(),
    nameHi: z.string(),
    productCount: z.number().int(),
  })
  .meta({ id: "Category" });

/** The admin's category: the public one and its place in the list. */
export const adminCategoryAnswer = categoryAnswer.extend({ position: z.number().int() }).meta({ id: "AdminCategory" });

const counts = z.record(z.string(), z.number().int());

export const facetsAnswer = z
  .object({
    total: z.number().int().meta({ description: "Products every filter leaves" }),
    category: counts.meta({ description: "Per category slug: products left with every other filter" }),
    light: counts,
    water: counts,
    care: counts,
    placement: counts,
    petSafe: z.object({ true: z.number().int(), false: z.number().int() }),
    price: z
      .object({ min: rupees.nullable(), max: rupees.nullable() })
      .meta({ description: "The price range of the products every filter but the price leaves" }),
  })
  .meta({ id: "Facets" });

export const blogSummaryAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    titleHi: hindi("The title in Hindi"),
    Sname: z.string().meta({ description: "The plant's scientific name" }),
    image1: pictureUrl,
    altText: z.string(),
    plantSlug: z.string().nullable(),
    featuredProduct: z.boolean(),
    publishDate: z.string(),
  })
  .meta({ id: "BlogSummary" });

export const blogAnswer = blogSummaryAnswer
  .extend({
    Huse: z.string().meta({ description: "Historical use" }),
    Ph: z.string().meta({ description: "Physical health" }),
    Mh: z.string().meta({ description: "Mental health" }),
    TMuse: z.string().meta({ description: "Traditional and modern uses" }),
    soil: z.string(),
    sunlight: z.string(),
    water: z.string(),
    care: z.string(),
    HuseHi: hindi("Historical use in Hindi"),
    PhHi: hindi("Physical health in Hindi"),
    MhHi: hindi("Mental health in Hindi"),
    TMuseHi: hindi("Traditional and modern uses in Hindi"),
    soilHi: hindi("Soil in Hindi"),
    sunlightHi: hindi("Sunlight in Hindi"),
    waterHi: hindi("Water in Hindi"),
    careHi: hindi("Care in Hindi"),
    image2: pictureUrl,
  })
  .meta({ id: "Blog" });

export const nurseryAnswer = z
  .object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    email: z.string(),
    hours: z.string(),
    hoursHi: hindi("The hours in Hindi"),
    image: pictureUrl,
    altText: z.string(),
  })
  .meta({ id: "Nursery" });

export const searchHitAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    titleHi: z.string().nullable(),
    scientificName: z.string(),
    image1: pictureUrl.meta({ description: "A small first picture's URL (a thumbnail), or null" }),
    price: rupees,
    discount: percent,
  })
  .meta({ id: "SearchHit" });

export type ProductAnswer = z.input<typeof productAnswer>;
export type VariantAnswer = z.input<typeof variantAnswer>;
export type CategoryAnswer = z.input<typeof categoryAnswer>;
export type AdminCategoryAnswer = z.input<typeof adminCategoryAnswer>;
export type FacetsAnswer = z.input<typeof facetsAnswer>;
export type BlogSummaryAnswer = z.input<typeof blogSummaryAnswer>;
export type BlogAnswer = z.input<typeof blogAnswer>;
export type NurseryAnswer = z.input<typeof nurseryAnswer>;
export type SearchHitAnswer = z.input<typeof searchHitAnswer>;

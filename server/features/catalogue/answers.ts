import { z } from "zod";

/** The catalogue's JSON answers (docs/product/api.md, "JSON shapes") as schemas: the OpenAPI document says them, the presenters are held to them. */

const rupees = z.number().meta({ description: "Rupees (two decimals at most)" });
const percent = z.number().int().meta({ description: "A whole percent" });
const pictureUrl = z.string().nullable().meta({ description: "The picture's URL, or null" });

export const productAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    titleHi: z.string().nullable().meta({ description: "The Hindi name, or null: the title serves both" }),
    description: z.string(),
    scientificName: z.string(),
    price: rupees,
    discount: percent,
    salePrice: rupees,
    stock: z.number().int(),
    rating: z.number(),
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
    href: z.string().meta({ description: "The product's page: /plant/{slug}" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Product" });

export const blogSummaryAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
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
export type BlogSummaryAnswer = z.input<typeof blogSummaryAnswer>;
export type BlogAnswer = z.input<typeof blogAnswer>;
export type NurseryAnswer = z.input<typeof nurseryAnswer>;
export type SearchHitAnswer = z.input<typeof searchHitAnswer>;

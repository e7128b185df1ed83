import { z } from "#domain/schemas/zod.ts";
import { booleanField, requiredText } from "./fields.ts";
import {
  adminListQuerySchema,
  altTextField,
  optionalSlugField,
  removalFields,
  removedSlots,
  slugField,
} from "./admin-fields.ts";

export const BLOG_IMAGE_SLOTS = ["image1", "image2"] as const;
export type BlogImageSlot = (typeof BLOG_IMAGE_SLOTS)[number];

const longText = (message: string) => requiredText(message, 5000);

/** SPEC.md section 5, admin blog form (field names as SPEC.md's blog JSON). */
export const blogFormSchema = z
  .object({
    title: requiredText("Title is required", 150),
    slug: slugField("Slug is required"),
    Sname: requiredText("Scientific name is required", 150),
    Huse: longText("Historical use is required"),
    Ph: longText("Physical health benefits are required"),
    Mh: longText("Mental health benefits are required"),
    TMuse: longText("Traditional and modern uses are required"),
    soil: longText("Soil is required"),
    sunlight: longText("Sunlight is required"),
    water: longText("Water is required"),
    care: longText("Care is required"),
    altText: altTextField,
    plantSlug: optionalSlugField,
    featuredProduct: booleanField,
    /** A date input's `YYYY-MM-DD`; blank keeps the current date (or today for a new post). */
    publishDate: z
      .string({ error: "Publish date must be a date" })
      .trim()
      .default("")
      .refine(
        (v) => v === "" || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))),
        "Publish date must be a date",
      )
      .transform((v) => (v ? new Date(v).toISOString() : null)),
    ...removalFields(BLOG_IMAGE_SLOTS),
  })
  .transform((v) => ({
    title: v.title,
    slug: v.slug,
    scientificName: v.Sname,
    historicalUse: v.Huse,
    physicalHealth: v.Ph,
    mentalHealth: v.Mh,
    traditionalModernUses: v.TMuse,
    soil: v.soil,
    sunlight: v.sunlight,
    water: v.water,
    care: v.care,
    altText: v.altText || v.title,
    plantSlug: v.plantSlug,
    featured: v.featuredProduct,
    publishDate: v.publishDate,
    removeImages: removedSlots(BLOG_IMAGE_SLOTS, v),
  }));

export type BlogInput = z.output<typeof blogFormSchema>;

export const BLOG_SORTS = ["published", "title"] as const;
export const blogListQuerySchema = adminListQuerySchema(BLOG_SORTS, { sort: "published", dir: "desc" });

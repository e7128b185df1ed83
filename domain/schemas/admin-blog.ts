import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { booleanField, optionalHindiText, requiredText } from "./fields.ts";
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

const longText = (required: MessageRef) => requiredText(required, 5000);

/** The admin blog form (docs/product/admin.md#blog-form), its field names the blog JSON's. */
export const blogFormSchema = z
  .object({
    title: requiredText(message("catalogue.title.required"), 150),
    slug: slugField(message("catalogue.slug.required")),
    Sname: requiredText(message("catalogue.scientificName.required"), 150),
    Huse: longText(message("catalogue.historicalUse.required")),
    Ph: longText(message("catalogue.physicalHealth.required")),
    Mh: longText(message("catalogue.mentalHealth.required")),
    TMuse: longText(message("catalogue.uses.required")),
    soil: longText(message("catalogue.soil.required")),
    sunlight: longText(message("catalogue.sunlight.required")),
    water: longText(message("catalogue.water.required")),
    care: longText(message("catalogue.care.required")),
    // The article in Hindi, each optional: where one is blank the English serves both.
    titleHi: optionalHindiText(150),
    HuseHi: optionalHindiText(5000),
    PhHi: optionalHindiText(5000),
    MhHi: optionalHindiText(5000),
    TMuseHi: optionalHindiText(5000),
    soilHi: optionalHindiText(5000),
    sunlightHi: optionalHindiText(5000),
    waterHi: optionalHindiText(5000),
    careHi: optionalHindiText(5000),
    altText: altTextField,
    plantSlug: optionalSlugField,
    featuredProduct: booleanField,
    /** A date input's `YYYY-MM-DD`; blank keeps the current date (or today for a new post). */
    publishDate: z
      .string({ error: message("catalogue.publishDate.invalid") })
      .trim()
      .default("")
      .refine(
        (v) => v === "" || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))),
        message("catalogue.publishDate.invalid"),
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
    hindi: {
      title: v.titleHi,
      historicalUse: v.HuseHi,
      physicalHealth: v.PhHi,
      mentalHealth: v.MhHi,
      traditionalModernUses: v.TMuseHi,
      soil: v.soilHi,
      sunlight: v.sunlightHi,
      water: v.waterHi,
      care: v.careHi,
    },
    altText: v.altText || v.title,
    plantSlug: v.plantSlug,
    featured: v.featuredProduct,
    publishDate: v.publishDate,
    removeImages: removedSlots(BLOG_IMAGE_SLOTS, v),
  }));

export type BlogInput = z.output<typeof blogFormSchema>;

export const BLOG_SORTS = ["published", "title"] as const;
export const blogListQuerySchema = adminListQuerySchema(BLOG_SORTS, { sort: "published", dir: "desc" });

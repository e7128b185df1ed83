import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, GST_RATES, HSN_PATTERN } from "#domain/gst.ts";
import { toPaise } from "#domain/money.ts";
import { booleanField, optionalText, requiredText } from "./fields.ts";
import {
  adminListQuerySchema,
  altTextField,
  decimalField,
  optionalSlugField,
  optionalWholeNumberField,
  removalFields,
  removedSlots,
  slugField,
  wholeNumberField,
} from "./admin-fields.ts";

/** The admin form handles three pictures; the fourth column stays as it is. */
export const PRODUCT_IMAGE_SLOTS = ["image1", "image2", "image3"] as const;
export type ProductImageSlot = (typeof PRODUCT_IMAGE_SLOTS)[number];

const MAX_PRICE_RUPEES = 10_00_000;
const MAX_STOCK = 1_000_000;
const STOCK_MESSAGE = message("catalogue.stock.invalid");

/** The product form (docs/product/admin.md#product-form): the API (JSON or multipart) and the modal parse this. */
export const productFormSchema = z
  .object({
    title: requiredText(message("catalogue.title.required"), 150),
    /** The Hindi name (docs/product/language.md#hindi-product-names): blank or absent means none. */
    titleHi: optionalText(150).optional(),
    slug: slugField(message("catalogue.slug.required")),
    description: requiredText(message("catalogue.description.required"), 5000),
    scientificName: optionalText(150).default(""),
    price: decimalField(message("catalogue.price.required"), message("catalogue.price.notNumber")).pipe(
      z
        .number()
        .positive(message("catalogue.price.notPositive"))
        .max(MAX_PRICE_RUPEES, message("catalogue.price.tooHigh"))
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, message("catalogue.price.tooManyDecimals")),
    ),
    discount: wholeNumberField(message("catalogue.discount.invalid"), 0, 100, 0),
    stock: wholeNumberField(STOCK_MESSAGE, 0, MAX_STOCK, 0),
    /** The stock the edit form was loaded with; absent from API clients that mean to set it outright. */
    stockWas: optionalWholeNumberField(STOCK_MESSAGE, 0, MAX_STOCK),
    /** Absent: on sale when discounted. The admin form always sends it, so unticking holds. */
    onSale: booleanField.optional(),
    featuredProduct: booleanField,
    altText: altTextField,
    blogSlug: optionalSlugField,
    // Blank (or absent, from an API client that predates it) is live plants' heading, the shop's trade.
    hsnCode: optionalText(8)
      .default("")
      .transform((v) => v || DEFAULT_HSN_CODE)
      .pipe(z.string().regex(HSN_PATTERN, message("catalogue.hsnCode.invalid"))),
    gstRate: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : (v ?? DEFAULT_GST_RATE)),
      z.union(
        GST_RATES.map((rate) => z.literal(rate)),
        { error: message("catalogue.gstRate.invalid") },
      ),
    ),
    ...removalFields(PRODUCT_IMAGE_SLOTS),
  })
  .transform((v) => ({
    title: v.title,
    titleHi: v.titleHi ? v.titleHi.normalize("NFC") : null,
    slug: v.slug,
    description: v.description,
    scientificName: v.scientificName,
    pricePaise: toPaise(v.price),
    discount: v.discount,
    stock: v.stock,
    stockWas: v.stockWas,
    onSale: v.onSale ?? v.discount > 0,
    featured: v.featuredProduct,
    altText: v.altText || v.title,
    blogSlug: v.blogSlug,
    hsnCode: v.hsnCode,
    gstRate: v.gstRate,
    removeImages: removedSlots(PRODUCT_IMAGE_SLOTS, v),
  }));

export type ProductInput = z.output<typeof productFormSchema>;

export const PRODUCT_SORTS = ["created", "title", "price", "stock"] as const;
export const productListQuerySchema = adminListQuerySchema(PRODUCT_SORTS, { sort: "created", dir: "desc" });

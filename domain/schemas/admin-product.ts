import { MAX_PRICE_RUPEES } from "#domain/catalogue/finder.ts";
import { CARE_LEVEL_VALUES, LIGHT_VALUES, PLACEMENT_VALUES, WATER_VALUES } from "#domain/catalogue/care.ts";
import { SKU_PATTERN } from "#domain/catalogue/variants.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, GST_RATES, HSN_PATTERN } from "#domain/gst.ts";
import { toPaise } from "#domain/money.ts";
import { booleanField, optionalHindiText, optionalText, requiredText } from "./fields.ts";
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

const MAX_STOCK = 1_000_000;
export const MAX_VARIANTS = 20;
const STOCK_MESSAGE = message("catalogue.stock.invalid");

const priceField = decimalField(message("catalogue.price.required"), message("catalogue.price.notNumber")).pipe(
  z
    .number()
    .positive(message("catalogue.price.notPositive"))
    .max(MAX_PRICE_RUPEES, message("catalogue.price.tooHigh"))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, message("catalogue.price.tooManyDecimals")),
);
const discountField = wholeNumberField(message("catalogue.discount.invalid"), 0, 100, 0);
const stockField = wholeNumberField(STOCK_MESSAGE, 0, MAX_STOCK, 0);
/** The stock the edit form was loaded with; absent from API clients that mean to set it outright. */
const stockWasField = optionalWholeNumberField(STOCK_MESSAGE, 0, MAX_STOCK);

/** A care attribute: one of its values, or blank/absent/null for none (what is not a plant). */
function careField<const T extends readonly [string, ...string[]]>(values: T, invalid: MessageRef) {
  return z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.enum(values, { error: invalid }).nullable(),
  );
}

/** Pet-safe: yes, no, or (blank, absent) not said, as a select or a JSON boolean sends it. */
const petSafeField = z.preprocess(
  (value) => {
    if (value === "" || value === undefined || value === null) return null;
    if (value === "true" || value === "yes") return true;
    if (value === "false" || value === "no") return false;
    return value;
  },
  z.boolean({ error: message("field.notBoolean") }).nullable(),
);

/** One variant as the form (`variants.0.name`…) or a JSON body sends it; `id` names one that exists. */
const variantSchema = z
  .object({
    id: optionalText(100).optional(),
    name: requiredText(message("catalogue.variant.name.required"), 60),
    nameHi: optionalHindiText(60),
    /** Blank: made from the product's slug. */
    sku: optionalText(40)
      .default("")
      .transform((v) => v.toUpperCase())
      .refine((v) => v === "" || SKU_PATTERN.test(v), message("catalogue.variant.sku.invalid")),
    price: priceField,
    discount: discountField,
    stock: stockField,
    stockWas: stockWasField,
  })
  .transform((v) => ({
    id: v.id || null,
    name: v.name,
    nameHi: v.nameHi,
    sku: v.sku,
    pricePaise: toPaise(v.price),
    discount: v.discount,
    stock: v.stock,
    stockWas: v.stockWas,
  }));

export type VariantInput = z.output<typeof variantSchema>;

/** A form's `variants.0…variants.n` arrive as an object by index, a multipart API call may send JSON text: both become the list. */
function variantList(value: unknown): unknown {
  if (typeof value === "string") {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value)
      .filter(([index]) => /^\d{1,2}$/.test(index))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, variant]) => variant);
  }
  return value;
}

const variantsField = z.preprocess(
  variantList,
  z
    .array(variantSchema, { error: message("catalogue.variants.invalid") })
    .min(1, message("catalogue.variants.required"))
    .max(MAX_VARIANTS, message("catalogue.variants.tooMany"))
    .superRefine((variants, context) => {
      const skus = variants.map((variant) => variant.sku);
      skus.forEach((sku, index) => {
        if (sku && skus.indexOf(sku) !== index)
          context.addIssue({
            code: "custom",
            path: [index, "sku"],
            message: message("catalogue.variant.sku.duplicate"),
          });
      });
    })
    .optional(),
);

/**
 * A check of the whole form runs once the fields it reads are valid (zod otherwise skips it while
 * any field fails); never on what is not an object at all.
 */
function whenValid(...fields: string[]) {
  return (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    payload.issues.every((issue) => issue.path?.length && !fields.includes(String(issue.path[0])));
}

/** The product form (docs/product/admin.md#product-form): the API (JSON or multipart) and the modal parse this. */
export const productFormSchema = z
  .object({
    title: requiredText(message("catalogue.title.required"), 150),
    /** The Hindi name (docs/product/language.md#hindi-product-names): blank or absent means none. */
    titleHi: optionalText(150).optional(),
    slug: slugField(message("catalogue.slug.required")),
    description: requiredText(message("catalogue.description.required"), 5000),
    descriptionHi: optionalHindiText(5000),
    scientificName: optionalText(150).default(""),
    /** The first variant's price, discount and stock, for a product sold in one variant (no `variants`). */
    price: priceField.optional(),
    discount: discountField,
    stock: stockField,
    stockWas: stockWasField,
    /** The category's slug; absent (an API client that predates categories): the first category, or the one it has. */
    // The admin form always sends its category select: left on 'Choose a category', it is blank.
    category: optionalText(120)
      .optional()
      .refine((v) => v !== "", message("catalogue.category.required")),
    light: careField(LIGHT_VALUES, message("catalogue.care.light.invalid")),
    water: careField(WATER_VALUES, message("catalogue.care.water.invalid")),
    careLevel: careField(CARE_LEVEL_VALUES, message("catalogue.care.careLevel.invalid")),
    petSafe: petSafeField,
    placement: careField(PLACEMENT_VALUES, message("catalogue.care.placement.invalid")),
    /** What the variants are a choice of ('Pot size'); blank for a product in one unnamed variant. */
    optionName: optionalText(40).default(""),
    optionNameHi: optionalHindiText(40),
    /** Every variant in order (docs/product/catalogue.md#variants); absent: the first takes price, discount and stock above. */
    variants: variantsField,
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
  // Checked once the fields they read are valid (a refinement of an object otherwise waits for every field).
  .refine((v) => v.variants !== undefined || v.price !== undefined, {
    path: ["price"],
    message: message("catalogue.price.required"),
    when: whenValid("price", "variants"),
  })
  // Shown with the variants' own errors (a repeated SKU), which say nothing of it.
  .refine((v) => !Array.isArray(v.variants) || v.variants.length < 2 || Boolean(v.optionName), {
    path: ["optionName"],
    message: message("catalogue.variants.optionNameRequired"),
    when: whenValid("optionName"),
  })
  .transform((v) => ({
    title: v.title,
    titleHi: v.titleHi ? v.titleHi.normalize("NFC") : null,
    slug: v.slug,
    description: v.description,
    descriptionHi: v.descriptionHi,
    scientificName: v.scientificName,
    category: v.category || null,
    care: { light: v.light, water: v.water, careLevel: v.careLevel, petSafe: v.petSafe, placement: v.placement },
    optionName: v.optionName || null,
    optionNameHi: v.optionName ? v.optionNameHi : null,
    /** null: a one-variant save (an older API client, or a form without variants) sets the first variant from these. */
    variants: v.variants ?? null,
    firstVariant: {
      pricePaise: v.price === undefined ? 0 : toPaise(v.price),
      discount: v.discount,
      stock: v.stock,
      stockWas: v.stockWas,
    },
    onSale: v.onSale ?? (v.variants ? v.variants.some((variant) => variant.discount > 0) : v.discount > 0),
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

import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { EMAIL_PATTERN, optionalHindiText, optionalText, requiredText } from "./fields.ts";
import { adminListQuerySchema, altTextField, removalFields, removedSlots } from "./admin-fields.ts";

export const NURSERY_IMAGE_SLOTS = ["image"] as const;
export type NurseryImageSlot = (typeof NURSERY_IMAGE_SLOTS)[number];

/** The nursery form (docs/product/admin.md#nursery-form): name and city required, e-mail optional but an e-mail. */
export const nurseryFormSchema = z
  .object({
    title: requiredText(message("catalogue.nurseryName.required"), 150),
    city: requiredText(message("address.city.required"), 100),
    email: optionalText(254)
      .default("")
      .refine((v) => v === "" || EMAIL_PATTERN.test(v), message("field.email.invalid")),
    hours: optionalText(150).default(""),
    hoursHi: optionalHindiText(150),
    altText: altTextField,
    ...removalFields(NURSERY_IMAGE_SLOTS),
  })
  .transform((v) => ({
    title: v.title,
    city: v.city,
    email: v.email,
    hours: v.hours,
    hoursHi: v.hoursHi,
    altText: v.altText || v.title,
    removeImages: removedSlots(NURSERY_IMAGE_SLOTS, v),
  }));

export type NurseryInput = z.output<typeof nurseryFormSchema>;

export const NURSERY_SORTS = ["title", "city", "created"] as const;
export const nurseryListQuerySchema = adminListQuerySchema(NURSERY_SORTS, { sort: "title", dir: "asc" });

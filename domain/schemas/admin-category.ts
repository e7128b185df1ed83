import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { adminListQuerySchema, slugField, wholeNumberField } from "./admin-fields.ts";
import { requiredText } from "./fields.ts";

/** Categories have no pictures. */
export const CATEGORY_IMAGE_SLOTS = [] as const;
export type CategoryImageSlot = never;

/** The category form (docs/product/catalogue.md#categories): both names, the slug of its URLs, its place in the list. */
export const categoryFormSchema = z
  .object({
    name: requiredText(message("field.name.required"), 80),
    nameHi: requiredText(message("catalogue.category.nameHi.required"), 80),
    slug: slugField(message("catalogue.slug.required")),
    position: wholeNumberField(message("catalogue.category.position.invalid"), 0, 1000, 0),
  })
  .transform((v) => ({
    name: v.name,
    nameHi: v.nameHi.normalize("NFC"),
    slug: v.slug,
    position: v.position,
    removeImages: [] as CategoryImageSlot[],
  }));

export type CategoryInput = z.output<typeof categoryFormSchema>;

export const CATEGORY_SORTS = ["position", "name"] as const;
export const categoryListQuerySchema = adminListQuerySchema(CATEGORY_SORTS, { sort: "position", dir: "asc" });

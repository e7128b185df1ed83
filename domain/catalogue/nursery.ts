import {
  NURSERY_IMAGE_SLOTS,
  type NURSERY_SORTS,
  type NurseryImageSlot,
  type NurseryInput,
  nurseryFormSchema,
  nurseryListQuerySchema,
} from "#domain/schemas/admin-nursery.ts";
import type { CatalogueKind } from "./kind.ts";

/** A nursery card on /nursery, and (with its picture slots) the admin form. */
export interface NurseryView {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  /** The hours in Hindi, or null: `hours` serves both languages. */
  hoursHi: string | null;
  /** Media key, or null. */
  image: string | null;
  alt: string;
}

export interface AdminNurseryView extends NurseryView {
  images: Array<string | null>;
}

export const nurseryKind: CatalogueKind<NurseryInput, NurseryImageSlot, (typeof NURSERY_SORTS)[number]> = {
  name: "nurseries",
  noun: "Nursery",
  plural: "Nurseries",
  formSchema: nurseryFormSchema,
  listSchema: nurseryListQuerySchema,
  slots: NURSERY_IMAGE_SLOTS,
};

import { imageUrl } from "#domain/media.ts";
import {
  NURSERY_IMAGE_SLOTS,
  type NURSERY_SORTS,
  type NurseryImageSlot,
  type NurseryInput,
  nurseryFormSchema,
  nurseryListQuerySchema,
} from "#domain/schemas/admin-nursery.ts";
import type { CatalogueKind } from "./kind.ts";

/** A partner nursery as stored. */
export interface NurseryRecord {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  image: string | null;
  alt_text: string;
  created_at: string;
  updated_at: string;
}

/** A nursery card on /nursery, and (with its picture slots) the admin form. */
export interface NurseryView {
  id: string;
  title: string;
  city: string;
  email: string;
  hours: string;
  /** Media key, or null. */
  image: string | null;
  alt: string;
}

export interface AdminNurseryView extends NurseryView {
  images: Array<string | null>;
}

export function nurseryJson(n: NurseryRecord) {
  return {
    id: n.id,
    title: n.title,
    city: n.city,
    email: n.email,
    hours: n.hours,
    image: n.image ? imageUrl(n.image) : null,
    altText: n.alt_text,
  };
}

export function nurseryView(n: NurseryRecord): NurseryView {
  return { id: n.id, title: n.title, city: n.city, email: n.email, hours: n.hours, image: n.image, alt: n.alt_text };
}

export function adminNurseryView(n: NurseryRecord): AdminNurseryView {
  return { ...nurseryView(n), images: [n.image] };
}

export const nurseryKind: CatalogueKind<
  NurseryRecord,
  NurseryInput,
  NurseryImageSlot,
  (typeof NURSERY_SORTS)[number],
  AdminNurseryView
> = {
  name: "nurseries",
  noun: "Nursery",
  plural: "Nurseries",
  formSchema: nurseryFormSchema,
  listSchema: nurseryListQuerySchema,
  slots: NURSERY_IMAGE_SLOTS,
  pictureColumns: NURSERY_IMAGE_SLOTS,
  sortColumns: { title: "title", city: "city", created: "created_at" },
  // As the public nursery search: by name or city.
  searchColumns: ["title", "city"],
  uniqueSlug: false,
  columnsOf: (input, now) => ({
    title: input.title,
    city: input.city,
    email: input.email,
    hours: input.hours,
    alt_text: input.altText,
    updated_at: now,
  }),
  newColumnsOf: (_input, now) => ({ created_at: now }),
  json: nurseryJson,
  adminView: adminNurseryView,
};

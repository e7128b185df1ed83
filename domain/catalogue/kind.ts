import type { z } from "zod";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";

/** The catalogue's kinds, by name: their table, their admin page and their admin API path. */
export type CatalogueKindName = "products" | "categories" | "blogs" | "nurseries";

/**
 * What the admin pages (in the browser too) and the server share of one kind of catalogue entry
 * (product, blog, nursery…): its names, its form's schema, its table's query and its pictures.
 * How the server stores and answers it is the kind's table (server/features/catalogue/tables.ts).
 */
export interface CatalogueKind<
  Input extends { removeImages: readonly Slot[] },
  Slot extends string,
  Sort extends string,
> {
  name: CatalogueKindName;
  /** As the admin's messages name it: 'Product added successfully!'. */
  noun: "Product" | "Category" | "Blog" | "Nursery";
  plural: string;
  formSchema: z.ZodType<Input, unknown>;
  listSchema: z.ZodType<AdminListQuery<Sort>, unknown>;
  /** Picture slots of the admin form; each is also the column holding that picture's key. */
  slots: readonly Slot[];
}

/**
 * Any one kind, where code serves them all (the registry, the admin pages). Each kind's own
 * parts agree on its input type; across kinds there is nothing to check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyCatalogueKind = CatalogueKind<any, any, any>;

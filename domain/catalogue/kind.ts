import type { z } from "zod";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";

/** The catalogue's kinds, by name: their table, their admin page and their admin API path. */
export type CatalogueKindName = "products" | "blogs" | "nurseries";

/**
 * A column an admin edits while others move it too (a product's stock, taken by orders): the
 * form sends the value it was loaded with, and a changed value is written only if the column
 * still holds it — otherwise `conflict` says what happened, and nothing is written.
 */
export interface ContestedColumn<Row, Input> {
  column: keyof Row & string;
  value(input: Input): number;
  /** What the form was loaded with; undefined (an API client) writes the value outright. */
  loaded(input: Input): number | undefined;
  conflict(row: Row): string;
}

/**
 * Everything the layers need to know of one kind of catalogue entry (product, blog, nursery…):
 * the admin service, the admin API and the admin pages are generic over this. A new kind is
 * one such definition, one schema (domain/schemas/admin-*.ts) and one admin form.
 */
export interface CatalogueKind<
  Row extends { id: string },
  Input extends { removeImages: readonly Slot[] },
  Slot extends string,
  Sort extends string,
  AdminView extends { id: string; title: string },
> {
  name: CatalogueKindName;
  /** As SPEC.md's messages name it: 'Product added successfully!'. */
  noun: "Product" | "Blog" | "Nursery";
  plural: string;
  formSchema: z.ZodType<Input, unknown>;
  listSchema: z.ZodType<AdminListQuery<Sort>, unknown>;
  /** Picture slots of the admin form; each is also the column holding that picture's key. */
  slots: readonly Slot[];
  /** Every column holding a picture (a kind may keep more than its form edits). */
  pictureColumns: ReadonlyArray<keyof Row & string>;
  sortColumns: Record<Sort, keyof Row & string>;
  /** Searched case-insensitively by the admin table's search box. */
  searchColumns: ReadonlyArray<keyof Row & string>;
  /** Slugs name one entry each; a clash is a 409 with the form's own message. */
  uniqueSlug: boolean;
  /** The columns a save writes, new entry or not (never the pictures: the service does those). */
  columnsOf(input: Input, now: string): Partial<Row>;
  /** What only a new entry gets besides (creation time, defaults). */
  newColumnsOf(input: Input, now: string): Partial<Row>;
  contested?: ContestedColumn<Row, Input>;
  /** SPEC.md's JSON of the entry: its field names, rupees, picture URLs. */
  json(row: Row): unknown;
  /** What the admin table and its form show. */
  adminView(row: Row): AdminView;
}

/**
 * Any one kind, where code serves them all (the registry, the admin API, the admin pages). Each
 * kind's own functions agree on its row and input types; across kinds there is nothing to check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyCatalogueKind = CatalogueKind<any, any, any, any, any>;

/** The stored row of a kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row is asked for
export type RowOf<K> = K extends CatalogueKind<infer Row, any, any, any, any> ? Row : never;

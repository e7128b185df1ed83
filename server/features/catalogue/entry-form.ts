import { z } from "zod";
import type { AnyCatalogueKind } from "#domain/catalogue/kind.ts";
import type { Uploads } from "#server/db/admin-tables.ts";
import { readImageUpload } from "#server/storage/uploads.ts";

/** What a save of an entry needs: the parsed input, and the checked pictures by slot. */
export interface EntrySubmission {
  input: { removeImages: readonly string[]; slug?: string };
  uploads: Uploads<string>;
}

/** A picture slot's file. An empty one (a file input left blank) or anything but a file (a JSON client's text) is no new picture. */
const pictureField = z
  .preprocess((value) => (value instanceof File && value.size > 0 ? value : undefined), z.file().optional())
  .optional()
  .meta({ description: "A new picture, as a file of a multipart/form-data body" });

/**
 * An admin save of one kind, as JSON or as a form (the admin page's, or a multipart API call):
 * its fields go through the kind's zod schema, and each picture slot may carry a file.
 */
export function entryInputSchema(kind: AnyCatalogueKind) {
  const pictures = z.object(Object.fromEntries(kind.slots.map((slot: string) => [slot, pictureField])));
  return z.intersection(kind.formSchema, pictures);
}

/** The save's input and its pictures, each checked by its bytes and size before anything is stored. */
export async function entrySubmission(
  kind: AnyCatalogueKind,
  input: EntrySubmission["input"] & Record<string, unknown>,
): Promise<EntrySubmission> {
  const uploads: Uploads<string> = {};
  for (const slot of kind.slots) {
    const file = input[slot];
    if (file instanceof File) uploads[slot] = await readImageUpload(file, slot);
  }
  return { input, uploads };
}

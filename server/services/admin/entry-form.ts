import type { AnyCatalogueKind } from "#domain/catalogue/kind.ts";
import { readImageUpload } from "#server/storage/uploads.ts";
import { parseInput } from "#server/validation.ts";
import type { Uploads } from "./shared.ts";

/** What a save of an entry needs: the parsed input, and the checked pictures by slot. */
export interface EntrySubmission {
  input: { removeImages: readonly string[]; slug?: string };
  uploads: Uploads<string>;
}

/**
 * An admin form of one kind (the admin page's, or a multipart API call): its text fields go
 * through the kind's zod schema, and each picture slot's file is checked by its bytes and size
 * before anything is stored. An empty file input means "no new picture".
 */
export async function readEntryForm(kind: AnyCatalogueKind, form: FormData): Promise<EntrySubmission> {
  const fields: Record<string, string> = {};
  const uploads: Uploads<string> = {};
  const files: Array<[string, File]> = [];
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (kind.slots.includes(name) && value.size > 0) files.push([name, value]);
  }
  const input = parseInput(kind.formSchema, fields);
  for (const [slot, file] of files) uploads[slot] = await readImageUpload(file, slot);
  return { input, uploads };
}

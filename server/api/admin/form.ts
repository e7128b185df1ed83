import type { Context } from "hono";
import { isUploadRequest } from "../../body-limit.ts";
import { AppError } from "../../errors.ts";
import type { Uploads } from "../../services/admin/shared.ts";
import { readImageUpload } from "../../storage/uploads.ts";
import { readJson } from "../http.ts";

/**
 * The body of an admin form: JSON, or multipart form data whose picture slots carry files.
 * Text fields go on to the entry's zod schema; an empty file input means "no new picture".
 */
export async function readEntryBody<S extends string>(
  c: Context,
  slots: readonly S[],
): Promise<{ fields: unknown; files: Partial<Record<S, File>> }> {
  if (!isUploadRequest(c.req.raw)) return { fields: await readJson(c), files: {} };
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(400, "The form data could not be read");
  }
  const fields: Record<string, string> = {};
  const files: Partial<Record<S, File>> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") fields[name] = value;
    else if ((slots as readonly string[]).includes(name) && value.size > 0) files[name as S] = value;
  }
  return { fields, files };
}

/** Checks every uploaded file's bytes and size before anything is stored. */
export async function readUploads<S extends string>(files: Partial<Record<S, File>>): Promise<Uploads<S>> {
  const uploads: Uploads<S> = {};
  for (const [slot, file] of Object.entries(files) as Array<[S, File]>) {
    uploads[slot] = await readImageUpload(file, slot);
  }
  return uploads;
}

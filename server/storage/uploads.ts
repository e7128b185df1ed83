import { message, type MessageRef } from "#domain/i18n/message.ts";
import { randomUUID } from "node:crypto";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "#domain/admin.ts";
import { AppError } from "#server/http/errors.ts";
import { storeImageVariants } from "./images.ts";
import { readPictureMetadata } from "./pictures.ts";
import type { MediaStore } from "./media-store.ts";

/**
 * Pictures uploaded in the admin panel. Each upload gets a key of its own (`u-<uuid>`), so a
 * picture URL never changes meaning and can be cached forever. Only these keys are ever
 * removed: the demo catalogue's drawn pictures (`plant-…`) are shared by several rows.
 */
const UPLOAD_PREFIX = "u-";

const isUploadKey = (key: string) => key.startsWith(UPLOAD_PREFIX);

/** What sharp reports for the formats we take (AVIF is HEIF with AV1 inside). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif"]);
/** Keeps a small file that decodes to a huge bitmap (a "pixel bomb") from exhausting memory. */
const MAX_PIXELS = 40_000_000;

/** A refusal of one upload, told beside its field too; a file with a name is named in it. */
function refusal(status: 400 | 413, field: string, refused: MessageRef): AppError {
  return new AppError(status, refused, { [field]: refused });
}

const notAnImage = (field: string, name: string) =>
  refusal(400, field, name ? message("upload.namedNotPicture", { name }) : message("upload.notPicture"));

/** Fewer formats than the catalogue's pictures take, and the refusal that names them. */
export interface OnlyFormats {
  formats: ReadonlySet<string>;
  refused: (name: string) => MessageRef;
}

/** An uploaded file, checked by its bytes (never its name or claimed type) and its size. */
export async function readImageUpload(file: File, field: string, only?: OnlyFormats): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) {
    const mb = MAX_IMAGE_MB;
    throw refusal(
      413,
      field,
      file.name ? message("upload.namedTooLarge", { name: file.name, mb }) : message("upload.tooLarge", { mb }),
    );
  }
  const data = Buffer.from(await file.arrayBuffer());
  const meta = await readPictureMetadata(data);
  const accepted = only
    ? meta && only.formats.has(meta.format)
    : meta && (ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression === "av1"));
  if (!meta || !accepted) throw only ? refusal(400, field, only.refused(file.name)) : notAnImage(field, file.name);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    const name = file.name;
    throw refusal(400, field, name ? message("upload.namedTooManyPixels", { name }) : message("upload.tooManyPixels"));
  }
  return data;
}

/** Re-encodes an upload into the WebP widths the pages use, under a new key. */
export async function storeUpload(media: MediaStore, data: Buffer, field: string): Promise<string> {
  const key = `${UPLOAD_PREFIX}${randomUUID()}`;
  try {
    await storeImageVariants(media, key, data);
  } catch {
    // A header that reads fine over a broken body: nothing of it may stay behind.
    await media.remove(key);
    throw notAnImage(field, "");
  }
  return key;
}

/** Removes the files of uploaded keys; any other key is left alone. */
export async function removeUploads(media: MediaStore, keys: ReadonlyArray<string | null>): Promise<void> {
  await Promise.all(keys.filter((k): k is string => k !== null && isUploadKey(k)).map((k) => media.remove(k)));
}

import { randomUUID } from "node:crypto";
import { PRIVATE_MEDIA_PREFIX } from "#domain/media.ts";
import { storeImageVariants } from "#server/storage/images.ts";
import type { MediaStore } from "#server/storage/media-store.ts";
import { type OnlyFormats, readImageUpload } from "#server/storage/uploads.ts";
import { message } from "#domain/i18n/message.ts";
import { AppError } from "#server/http/errors.ts";

/**
 * A return's photos (docs/product/commerce-core.md#returns-and-replacements): checked by their
 * bytes, re-encoded by sharp (which drops what the camera wrote in them, the place it was taken
 * too), and kept in the media store under a private key that /media never serves: only the
 * customer and the admins see them, through the API.
 */

/** The widths kept: a thumbnail for the lists, and one large enough to judge a leaf by. */
export const RETURN_PHOTO_WIDTHS = [320, 1280] as const;
export type ReturnPhotoWidth = (typeof RETURN_PHOTO_WIDTHS)[number];

/** What a phone's camera or gallery gives (docs/product/orders.md#report-a-problem), told by the bytes. */
const PHOTO_FORMATS: OnlyFormats = {
  formats: new Set(["jpeg", "png", "webp"]),
  refused: (name) => message("return.photos.notAccepted", { name: name || "?" }),
};

/** The photos read and checked, before anything is stored: a bad one refuses the request whole. */
export async function readReturnPhotos(files: readonly File[]): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const file of files) photos.push(await readImageUpload(file, "photos", PHOTO_FORMATS));
  return photos;
}

/** Stores the checked photos; answers their keys. A photo that will not re-encode removes them all. */
export async function storeReturnPhotos(media: MediaStore, photos: readonly Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const photo of photos) {
      const key = `${PRIVATE_MEDIA_PREFIX}${randomUUID()}`;
      keys.push(key);
      await storeImageVariants(media, key, photo, RETURN_PHOTO_WIDTHS, { enlarge: false });
    }
  } catch {
    await removeReturnPhotos(media, keys);
    throw new AppError(400, message("upload.notPicture"), { photos: message("upload.notPicture") });
  }
  return keys;
}

export async function removeReturnPhotos(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.remove(key)));
}

/** A stored photo's bytes (WebP), or undefined. */
export function readReturnPhoto(media: MediaStore, key: string, width: ReturnPhotoWidth): Promise<Buffer | undefined> {
  return media.read(`${key}-${width}.webp`);
}

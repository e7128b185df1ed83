/**
 * Pictures are stored as WebP variants of one key (`plant-tulsi` → `/media/plant-tulsi-640.webp`).
 * Shared by the server (API answers) and the UI (srcset), so the naming lives here once.
 */

/**
 * Widths of every catalogue picture (cards, detail, blog, nursery). 480 and 720 fit phones: a
 * 412 px screen at 1.75 dots per px wants ~665 px for a full-width picture and ~330 for a card
 * in two columns, which 640 and 320 just missed (the browser then took 960 and 640).
 */
export const IMAGE_WIDTHS = [320, 480, 720, 960] as const;
/** Full-width banners need larger variants. */
export const BANNER_WIDTHS = [640, 960, 1600] as const;

/** Keys of pictures only their owners may see (a return's photos): /media never serves them. */
export const PRIVATE_MEDIA_PREFIX = "rp-";

export const isPrivateMedia = (fileName: string) => fileName.startsWith(PRIVATE_MEDIA_PREFIX);

/** The width the API hands out as `image1` etc. */
export const DEFAULT_IMAGE_WIDTH = 720;

export function imageUrl(key: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/media/${key}-${width}.webp`;
}

/** A picture's key from its address (imageUrl's inverse), or null for an address that is not one of ours. */
export function imageKeyOf(url: string): string | null {
  return /^\/media\/([a-z0-9][a-z0-9-]*)-\d+\.webp$/.exec(url)?.[1] ?? null;
}

export function imageSrcSet(key: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(key, w)} ${w}w`).join(", ");
}

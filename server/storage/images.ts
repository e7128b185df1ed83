import { BANNER_WIDTHS, IMAGE_WIDTHS, isPrivateMedia } from "#domain/media.ts";
import type { MediaStore } from "./media-store.ts";
import { encodeWebp } from "./pictures.ts";

/** Re-encodes a picture (uploaded bytes or a drawn SVG) into the WebP widths the pages use. */
export async function storeImageVariants(
  store: MediaStore,
  key: string,
  source: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
  // A photo (evidence, not a page's picture) is never made larger than it was taken.
  { enlarge = true }: { enlarge?: boolean } = {},
): Promise<void> {
  const files = await encodeWebp(source, widths, enlarge);
  await Promise.all(files.map(({ width, data }) => store.write(`${key}-${width}.webp`, data)));
}

const VARIANT = /^(.+)-(\d+)\.webp$/;

/**
 * The widths a stored picture lacks, by key: pictures stored before a width joined the set
 * (480 and 720 came for phones) are made from the largest width they have, so a srcset never
 * names a missing file. A set is told by its largest width (a banner has 1600, a page's picture
 * 960); portraits (320 only) and return photos (private) are never in a srcset that changed.
 */
export function missingVariants(fileNames: readonly string[]): Map<string, { source: number; widths: number[] }> {
  const widthsByKey = new Map<string, Set<number>>();
  for (const name of fileNames) {
    const match = VARIANT.exec(name);
    if (!match || isPrivateMedia(name)) continue;
    const [, key, width] = match;
    let widths = widthsByKey.get(key!);
    if (!widths) widthsByKey.set(key!, (widths = new Set()));
    widths.add(Number(width));
  }
  const missing = new Map<string, { source: number; widths: number[] }>();
  for (const [key, have] of widthsByKey) {
    const set = [BANNER_WIDTHS, IMAGE_WIDTHS].find((widths) => have.has(widths[widths.length - 1]!));
    const lacking = set?.filter((w) => !have.has(w)) ?? [];
    if (lacking.length > 0) missing.set(key, { source: Math.max(...have), widths: lacking });
  }
  return missing;
}

/** Adds the widths stored pictures lack (see missingVariants); answers how many pictures it completed. */
export async function backfillImageVariants(store: MediaStore): Promise<number> {
  const missing = missingVariants(await store.list());
  for (const [key, { source, widths }] of missing) {
    const data = await store.read(`${key}-${source}.webp`);
    if (data) await storeImageVariants(store, key, data, widths, { enlarge: false });
  }
  return missing.size;
}

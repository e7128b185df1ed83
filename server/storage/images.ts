import { IMAGE_WIDTHS } from "#domain/media.ts";
import type { MediaStore } from "./media-store.ts";

/**
 * sharp (libvips, ~20 MB resident) is loaded on the first picture, not at start: a running shop
 * draws nothing until an admin uploads. Its cache is off: each picture is encoded once.
 */
export async function loadSharp() {
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  return sharp;
}

/** Re-encodes a picture (uploaded bytes or a drawn SVG) into the WebP widths the pages use. */
export async function storeImageVariants(
  store: MediaStore,
  key: string,
  source: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
  // A photo (evidence, not a page's picture) is never made larger than it was taken.
  { enlarge = true }: { enlarge?: boolean } = {},
): Promise<void> {
  const sharp = await loadSharp();
  const base = sharp(source, { density: 144 });
  await Promise.all(
    widths.map(async (width) => {
      const data = await base
        .clone()
        .resize({ width, withoutEnlargement: !enlarge })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      await store.write(`${key}-${width}.webp`, data);
    }),
  );
}

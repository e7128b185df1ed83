import sharp from "sharp";
import { IMAGE_WIDTHS } from "#domain/media.ts";
import type { MediaStore } from "./media-store.ts";

/** Re-encodes a picture (uploaded bytes or a drawn SVG) into the WebP widths the pages use. */
export async function storeImageVariants(
  store: MediaStore,
  key: string,
  source: Buffer,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<void> {
  const base = sharp(source, { density: 144 });
  await Promise.all(
    widths.map(async (width) => {
      const data = await base.clone().resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer();
      await store.write(`${key}-${width}.webp`, data);
    }),
  );
}

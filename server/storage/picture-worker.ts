/**
 * The child process that holds sharp (libvips). It reads pictures' headers and re-encodes them
 * for the server, which never loads sharp itself: libvips's pixel buffers and the malloc arenas
 * they leave behind stay here, and all of it goes back to the system when this process exits
 * (pictures.ts ends it once it has been idle). Only plain messages cross: no module of the shop
 * is loaded here.
 */
import sharp from "sharp";
import type { PictureReply, PictureRequest } from "./picture-messages.ts";

sharp.cache(false);

async function answer(request: PictureRequest): Promise<PictureReply> {
  if (request.op === "metadata") {
    const meta = await sharp(request.source).metadata();
    return {
      id: request.id,
      ok: true,
      metadata: { format: meta.format, compression: meta.compression, width: meta.width, height: meta.height },
    };
  }
  // Decoded (an SVG drawn) once, at the widest width; each width is made from those pixels.
  const widest = await sharp(request.source, { density: 144 })
    .resize({ width: Math.max(...request.widths), withoutEnlargement: !request.enlarge })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: rasterWidth, height, channels } = widest.info;
  const files = await Promise.all(
    request.widths.map(async (width) => {
      const data = await sharp(widest.data, { raw: { width: rasterWidth, height, channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      return { width, data };
    }),
  );
  return { id: request.id, ok: true, files };
}

process.on("message", (request: PictureRequest) => {
  answer(request).then(
    (reply) => process.send?.(reply),
    (error: unknown) => process.send?.({ id: request.id, ok: false, error: String(error) } satisfies PictureReply),
  );
});
// The server went away (crashed, or was killed without ending this process): follow it.
process.on("disconnect", () => process.exit(0));

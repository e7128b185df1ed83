import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, imageSrcSet, imageUrl } from "#domain/media.ts";
import { cn } from "#app/components/ui/cn.ts";

/** A stored picture with srcset and fixed dimensions, so the layout never shifts. */
export function Picture({
  imageKey,
  alt,
  sizes,
  width = 640,
  height = 640,
  priority = false,
  widths = IMAGE_WIDTHS,
  className,
}: {
  imageKey: string | null;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  priority?: boolean;
  widths?: readonly number[];
  className?: string;
}) {
  if (!imageKey) {
    // A decorative picture (alt="") stays decorative when it is missing.
    const described = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
    return (
      <div
        {...described}
        className={cn("bg-leaf-100 dark:bg-night-surface", className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  // For browsers without srcset: the width the API names the picture by, when the set has it.
  const fallback = widths.includes(DEFAULT_IMAGE_WIDTH) ? DEFAULT_IMAGE_WIDTH : (widths[1] ?? widths[0]);
  return (
    <img
      src={imageUrl(imageKey, fallback)}
      srcSet={imageSrcSet(imageKey, widths)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={className}
    />
  );
}

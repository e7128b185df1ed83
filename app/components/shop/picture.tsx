import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from "#domain/media.ts";
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
  return (
    <img
      src={imageUrl(imageKey, widths[1] ?? widths[0])}
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

import { useState } from "react";
import { Picture } from "#app/components/shop/picture.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * The product's pictures: one large, the others as thumbnails that show it when chosen
 * (buttons, so Tab and Enter/Space work; the chosen one is marked as pressed).
 */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation("catalogue");
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  const many = images.length > 1;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl bg-leaf-50 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5">
        <Picture
          key={shown}
          imageKey={shown}
          alt={many ? t("gallery.pictureOf", { alt, n: current + 1, total: images.length }) : alt}
          sizes="(min-width: 1024px) 600px, calc(100vw - 2rem)"
          width={960}
          height={960}
          priority
          className="aspect-square w-full object-cover"
        />
      </div>
      {many && (
        <div role="group" aria-label={t("gallery.pictures")} className="flex gap-3">
          {images.map((key, i) => (
            <button
              key={key}
              type="button"
              onClick={() => setCurrent(i)}
              aria-pressed={i === current}
              aria-label={t("gallery.show", { n: i + 1, total: images.length })}
              className={cn(
                "overflow-hidden rounded-2xl ring-2 transition-shadow",
                i === current ? "ring-leaf-700 dark:ring-leaf-300" : "ring-transparent hover:ring-leaf-300",
              )}
            >
              <Picture
                imageKey={key}
                alt=""
                sizes="80px"
                widths={[320]}
                width={80}
                height={80}
                className="size-20 object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

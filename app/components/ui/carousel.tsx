import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { cn } from "./cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** False on the server: the first paint is the same either way (slide 1), only autoplay differs. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type Look = "overlay" | "below";

const roundButton = "inline-flex items-center justify-center rounded-full transition-colors duration-200";
const looks: Record<Look, { button: string; dot: string; dotActive: string }> = {
  overlay: {
    button: "bg-white/90 text-leaf-900 shadow-md hover:bg-white",
    dot: "bg-white/70 ring-1 ring-leaf-900/40",
    dotActive: "bg-leaf-800 ring-1 ring-white",
  },
  below: {
    button:
      "bg-white text-leaf-800 shadow-sm ring-1 ring-leaf-900/10 hover:bg-leaf-50 dark:bg-night-surface dark:text-leaf-200 dark:ring-white/10 dark:hover:bg-night",
    dot: "bg-leaf-900/25 dark:bg-white/30",
    dotActive: "bg-leaf-700 dark:bg-leaf-300",
  },
};

/**
 * An auto-advancing carousel after the WAI-ARIA APG pattern: labelled region and slides,
 * previous/next, dots and a pause button; rotation pauses on hover and while keyboard focus
 * is inside, and never starts under prefers-reduced-motion. Arrow keys move between slides.
 * Every slide is laid out from the first paint (a flex row), so nothing shifts on hydration.
 */
export function Carousel({
  label,
  intervalMs,
  slides,
  look = "below",
  className,
  viewportClassName,
  testId,
}: {
  label: string;
  intervalMs: number;
  slides: ReactNode[];
  look?: Look;
  className?: string;
  viewportClassName?: string;
  testId?: string;
}) {
  const { t } = useTranslation("ui");
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 22 });
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const go = useCallback(
    (target: number) => {
      // Reduced motion: jump instead of sliding.
      api?.scrollTo((target + count) % count, reducedMotion);
    },
    [api, count, reducedMotion],
  );

  // A fresh timer per slide: a manual move gives the new slide its full time.
  useEffect(() => {
    if (!rotating || !api) return;
    const timer = setTimeout(() => go(index + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, api, go, index, intervalMs]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const style = looks[look];
  const prevNext = (direction: -1 | 1) => (
    <button
      type="button"
      className={cn(roundButton, "size-10", style.button)}
      onClick={() => go(index + direction)}
      aria-label={direction < 0 ? t("carousel.previous") : t("carousel.next")}
    >
      {direction < 0 ? <ChevronLeft className="size-5" aria-hidden /> : <ChevronRight className="size-5" aria-hidden />}
    </button>
  );
  // Kept in the layout (invisible) under reduced motion, where there is nothing to pause.
  const pauseButton = (
    <button
      type="button"
      className={cn(roundButton, "size-8", style.button, reducedMotion && "invisible")}
      onClick={() => setStopped((v) => !v)}
      aria-label={stopped ? t("carousel.start") : t("carousel.stop")}
    >
      {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
    </button>
  );
  const dots = (
    <div className="flex items-center">
      {slides.map((_, i) => (
        <button
          key={i}
          type="button"
          className="group inline-flex size-6 items-center justify-center rounded-full"
          onClick={() => go(i)}
          aria-label={t("carousel.show", { n: i + 1, total: count })}
          aria-current={i === index ? "true" : undefined}
          data-carousel-dot
        >
          <span
            className={cn(
              "block h-2.5 rounded-full transition-all duration-200",
              i === index ? cn("w-6", style.dotActive) : cn("w-2.5", style.dot),
            )}
          />
        </button>
      ))}
    </div>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      data-testid={testId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div ref={viewportRef} className={cn("overflow-hidden", viewportClassName)}>
        <div className="flex touch-pan-y" aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, total: count })}
              className="min-w-0 shrink-0 grow-0 basis-full"
              inert={i !== index}
              data-active={i === index ? "true" : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {look === "overlay" ? (
        <>
          <div className="absolute left-3 top-1/2 hidden -translate-y-1/2 sm:block">{prevNext(-1)}</div>
          <div className="absolute right-3 top-1/2 hidden -translate-y-1/2 sm:block">{prevNext(1)}</div>
          <div className="absolute bottom-3 right-3 flex items-center gap-1 rounded-full bg-black/35 px-2 py-1 backdrop-blur-sm sm:bottom-4 sm:left-1/2 sm:right-auto sm:-translate-x-1/2">
            {pauseButton}
            {dots}
          </div>
        </>
      ) : (
        <div className="mt-6 flex items-center justify-center gap-3">
          {pauseButton}
          {prevNext(-1)}
          {dots}
          {prevNext(1)}
        </div>
      )}
    </section>
  );
}

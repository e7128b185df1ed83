import { forwardRef } from "react";
import type { LucideIcon, LucideProps } from "lucide-react";

/** Whether the caller named the icon for the reader, as lucide decides it (then it is not hidden). */
const named = (props: object) => Object.keys(props).some((k) => k.startsWith("aria-") || k === "role" || k === "title");

/**
 * A lucide icon as the production build draws it: the same `<svg>` lucide renders (size, stroke,
 * `currentColor`, aria-hidden unless named), its paths taken from the one cached sprite
 * (vite.icons.ts) instead of repeated in every page's HTML. `href` is the sprite's address and
 * the icon's id in it.
 */
export function spriteIcon(href: string): LucideIcon {
  return forwardRef<SVGSVGElement, LucideProps>(function SpriteIcon(
    { color = "currentColor", size = 24, strokeWidth = 2, absoluteStrokeWidth, children, ...rest },
    ref,
  ) {
    return (
      <svg
        ref={ref}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={children || named(rest) ? undefined : "true"}
        {...rest}
      >
        <use href={href} />
        {children}
      </svg>
    );
  });
}

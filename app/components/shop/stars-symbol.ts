/** One star, in a 24-unit square. */
const STAR = "M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z";

/**
 * Five stars in a row (120 × 24), the rating's outline and fill (stars.tsx): a symbol of the icon
 * sprite (vite.icons.ts), so a grid of cards repeats two short references, not five paths each.
 */
export const STARS_SYMBOL = `<symbol id="stars" viewBox="0 0 120 24"><g stroke-width="1.5" stroke-linejoin="round">${[
  0, 24, 48, 72, 96,
]
  .map((x) => `<path${x ? ` transform="translate(${x})"` : ""} d="${STAR}"/>`)
  .join("")}</g></symbol>`;

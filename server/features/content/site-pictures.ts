/**
 * Keys of the pictures the pages show whether or not the demo catalogue is loaded (banners and
 * the team's portraits). server/db/seed/seed.ts draws them at start-up under these keys.
 */
import { slugify } from "#domain/admin.ts";

/** Who a drawn portrait shows, so the picture matches the person named beside it. */
export type Figure = "woman" | "man";

/** The figure is part of the key, so a shop seeded before portraits matched their names draws them anew. */
export const portraitKey = (person: { name: string; figure: Figure }) =>
  `portrait-${slugify(person.name)}-${person.figure}`;

export const bannerKey = (i: number) => `banner-${i}`;

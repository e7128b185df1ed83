import { imageUrl } from "#domain/media.ts";
import {
  BLOG_IMAGE_SLOTS,
  type BLOG_SORTS,
  type BlogImageSlot,
  type BlogInput,
  blogFormSchema,
  blogListQuerySchema,
} from "#domain/schemas/admin-blog.ts";
import type { CatalogueKind } from "./kind.ts";

/** A care guide as stored, linked to its plant by slug. */
export interface BlogRecord {
  id: string;
  slug: string;
  title: string;
  scientific_name: string;
  historical_use: string;
  physical_health: string;
  mental_health: string;
  traditional_modern_uses: string;
  soil: string;
  sunlight: string;
  water: string;
  care: string;
  image1: string | null;
  image2: string | null;
  alt_text: string;
  plant_slug: string | null;
  featured: 0 | 1;
  publish_date: string;
  created_at: string;
  updated_at: string;
}

export interface BlogCardView {
  slug: string;
  title: string;
  /** Media key, or null. */
  image: string | null;
  alt: string;
  publishDate: string;
}

/** The article page, and (with its id and pictures) the admin form. */
export interface BlogView extends BlogCardView {
  scientificName: string;
  historicalUse: string;
  physicalHealth: string;
  mentalHealth: string;
  traditionalModernUses: string;
  soil: string;
  sunlight: string;
  water: string;
  care: string;
  image2: string | null;
  plantSlug: string | null;
}

export interface AdminBlogView extends BlogView {
  id: string;
  /** The form's picture slots (image1, image2): media keys or null. */
  images: Array<string | null>;
  featured: boolean;
}

const imageOrNull = (key: string | null) => (key ? imageUrl(key) : null);

/** The blog list's JSON (SPEC.md: the list reads slug, title, image1, altText and id). */
export function blogSummaryJson(b: BlogRecord) {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    Sname: b.scientific_name,
    image1: imageOrNull(b.image1),
    altText: b.alt_text,
    plantSlug: b.plant_slug,
    featuredProduct: b.featured === 1,
    publishDate: b.publish_date,
  };
}

/** SPEC.md's blog JSON, with its own field names (Sname, Huse, Ph, Mh, TMuse). */
export function blogJson(b: BlogRecord) {
  return {
    ...blogSummaryJson(b),
    Huse: b.historical_use,
    Ph: b.physical_health,
    Mh: b.mental_health,
    TMuse: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    image2: imageOrNull(b.image2),
  };
}

export function blogCardView(b: BlogRecord): BlogCardView {
  return { slug: b.slug, title: b.title, image: b.image1, alt: b.alt_text, publishDate: b.publish_date };
}

export function blogView(b: BlogRecord): BlogView {
  return {
    ...blogCardView(b),
    scientificName: b.scientific_name,
    historicalUse: b.historical_use,
    physicalHealth: b.physical_health,
    mentalHealth: b.mental_health,
    traditionalModernUses: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    image2: b.image2,
    plantSlug: b.plant_slug,
  };
}

export function adminBlogView(b: BlogRecord): AdminBlogView {
  return {
    ...blogView(b),
    id: b.id,
    images: BLOG_IMAGE_SLOTS.map((slot) => b[slot]),
    featured: b.featured === 1,
    // A date input's YYYY-MM-DD.
    publishDate: b.publish_date.slice(0, 10),
  };
}

export const blogKind: CatalogueKind<BlogRecord, BlogInput, BlogImageSlot, (typeof BLOG_SORTS)[number], AdminBlogView> =
  {
    name: "blogs",
    noun: "Blog",
    plural: "Blogs",
    formSchema: blogFormSchema,
    listSchema: blogListQuerySchema,
    slots: BLOG_IMAGE_SLOTS,
    pictureColumns: BLOG_IMAGE_SLOTS,
    sortColumns: { published: "publish_date", title: "title" },
    searchColumns: ["title", "scientific_name", "slug"],
    uniqueSlug: true,
    columnsOf: (input, now) => ({
      slug: input.slug,
      title: input.title,
      scientific_name: input.scientificName,
      historical_use: input.historicalUse,
      physical_health: input.physicalHealth,
      mental_health: input.mentalHealth,
      traditional_modern_uses: input.traditionalModernUses,
      soil: input.soil,
      sunlight: input.sunlight,
      water: input.water,
      care: input.care,
      alt_text: input.altText,
      plant_slug: input.plantSlug,
      featured: input.featured ? 1 : 0,
      // A blank date keeps the one the post has.
      ...(input.publishDate ? { publish_date: input.publishDate } : {}),
      updated_at: now,
    }),
    newColumnsOf: (input, now) => ({ publish_date: input.publishDate ?? now, created_at: now }),
    json: blogJson,
    adminView: adminBlogView,
  };

import {
  BLOG_IMAGE_SLOTS,
  type BLOG_SORTS,
  type BlogImageSlot,
  type BlogInput,
  blogFormSchema,
  blogListQuerySchema,
} from "#domain/schemas/admin-blog.ts";
import type { CatalogueKind } from "./kind.ts";

/** An article's text in Hindi, each part null where the English one serves both (docs/product/language.md#what-is-translated). */
export interface BlogHindi {
  title: string | null;
  historicalUse: string | null;
  physicalHealth: string | null;
  mentalHealth: string | null;
  traditionalModernUses: string | null;
  soil: string | null;
  sunlight: string | null;
  water: string | null;
  care: string | null;
}

export interface BlogCardView {
  slug: string;
  title: string;
  titleHi: string | null;
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
  hindi: BlogHindi;
}

export interface AdminBlogView extends BlogView {
  id: string;
  /** The form's picture slots (image1, image2): media keys or null. */
  images: Array<string | null>;
  featured: boolean;
}

export const blogKind: CatalogueKind<BlogInput, BlogImageSlot, (typeof BLOG_SORTS)[number]> = {
  name: "blogs",
  noun: "Blog",
  plural: "Blogs",
  formSchema: blogFormSchema,
  listSchema: blogListQuerySchema,
  slots: BLOG_IMAGE_SLOTS,
};

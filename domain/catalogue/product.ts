import { productSearchText } from "#domain/admin.ts";
import { imageUrl } from "#domain/media.ts";
import { salePricePaise, toRupees } from "#domain/money.ts";
import {
  PRODUCT_IMAGE_SLOTS,
  type PRODUCT_SORTS,
  type ProductImageSlot,
  type ProductInput,
  productFormSchema,
  productListQuerySchema,
} from "#domain/schemas/admin-product.ts";
import type { CatalogueKind } from "./kind.ts";

type Flag = 0 | 1;

/** A product as stored: money in paise, flags 0/1, pictures as media keys. */
export interface ProductRecord {
  id: string;
  slug: string;
  title: string;
  /** The Hindi name shown in Hindi (DECISIONS.md Part 2, "Hindi"), or null: the title serves both. */
  title_hi: string | null;
  description: string;
  scientific_name: string;
  price_paise: number;
  discount: number;
  /** Derived from price and discount, kept for sorting by what customers pay. */
  sale_price_paise: number;
  stock: number;
  rating: number;
  on_sale: Flag;
  featured: Flag;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  alt_text: string;
  blog_slug: string | null;
  /** Harmonised System of Nomenclature code, for the tax invoice (4–8 digits). */
  hsn_code: string;
  /** GST rate in percent: 0, 5, 12, 18 or 28. */
  gst_rate: number;
  /** Lower-cased title, scientific name and Hindi name, for case-insensitive search on both databases. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A product card on the pages. Money stays in paise until <Price> formats it. */
export interface ProductCardView {
  id: string;
  slug: string;
  title: string;
  /** The Hindi name, or null: the page shows `title` then. */
  titleHi: string | null;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  rating: number;
  stock: number;
  /** Media key (see domain/media.ts), or null when the product has no picture. */
  image: string | null;
  alt: string;
  blogSlug: string | null;
  /** GST rate in percent: the cart taxes each line at its own. */
  gstRate: number;
}

/** The product page: the card plus what only the detail shows. */
export interface ProductDetailView extends ProductCardView {
  scientificName: string;
  description: string;
  /** Media keys of image1..image4 that exist, in order. */
  images: string[];
  updatedAt: string;
}

export interface AdminProductView {
  id: string;
  slug: string;
  title: string;
  titleHi: string | null;
  description: string;
  scientificName: string;
  pricePaise: number;
  salePricePaise: number;
  discount: number;
  stock: number;
  onSale: boolean;
  featured: boolean;
  /** The form's picture slots (image1…image3): media keys or null. */
  images: Array<string | null>;
  alt: string;
  blogSlug: string | null;
  hsnCode: string;
  gstRate: number;
}

const imageOrNull = (key: string | null) => (key ? imageUrl(key) : null);

/** SPEC.md's product JSON: its field names, rupees, picture URLs. */
export function productJson(p: ProductRecord) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    description: p.description,
    scientificName: p.scientific_name,
    price: toRupees(p.price_paise),
    discount: p.discount,
    salePrice: toRupees(salePricePaise(p.price_paise, p.discount)),
    stock: p.stock,
    rating: p.rating,
    onSale: p.on_sale === 1,
    featuredProduct: p.featured === 1,
    image1: imageOrNull(p.image1),
    image2: imageOrNull(p.image2),
    image3: imageOrNull(p.image3),
    image4: imageOrNull(p.image4),
    imageAlt: p.alt_text,
    altText: p.alt_text,
    blogSlug: p.blog_slug,
    hsnCode: p.hsn_code,
    gstRate: p.gst_rate,
    href: `/plant/${p.slug}`,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

export function productCardView(p: ProductRecord): ProductCardView {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    pricePaise: p.price_paise,
    discount: p.discount,
    salePricePaise: salePricePaise(p.price_paise, p.discount),
    rating: p.rating,
    stock: p.stock,
    image: p.image1,
    alt: p.alt_text,
    blogSlug: p.blog_slug,
    gstRate: p.gst_rate,
  };
}

export function productDetailView(p: ProductRecord): ProductDetailView {
  return {
    ...productCardView(p),
    scientificName: p.scientific_name,
    description: p.description,
    images: [p.image1, p.image2, p.image3, p.image4].filter((key): key is string => Boolean(key)),
    updatedAt: p.updated_at,
  };
}

export function adminProductView(p: ProductRecord): AdminProductView {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    description: p.description,
    scientificName: p.scientific_name,
    pricePaise: p.price_paise,
    salePricePaise: p.sale_price_paise,
    discount: p.discount,
    stock: p.stock,
    onSale: p.on_sale === 1,
    featured: p.featured === 1,
    images: PRODUCT_IMAGE_SLOTS.map((slot) => p[slot]),
    alt: p.alt_text,
    blogSlug: p.blog_slug,
    hsnCode: p.hsn_code,
    gstRate: p.gst_rate,
  };
}

export const productKind: CatalogueKind<
  ProductRecord,
  ProductInput,
  ProductImageSlot,
  (typeof PRODUCT_SORTS)[number],
  AdminProductView
> = {
  name: "products",
  noun: "Product",
  plural: "Products",
  formSchema: productFormSchema,
  listSchema: productListQuerySchema,
  slots: PRODUCT_IMAGE_SLOTS,
  pictureColumns: ["image1", "image2", "image3", "image4"],
  sortColumns: { created: "created_at", title: "title", price: "sale_price_paise", stock: "stock" },
  // search_text holds the title, the scientific name and the Hindi name, lower-cased.
  searchColumns: ["search_text", "slug"],
  uniqueSlug: true,
  // Sale price and search text are derived here, so they never drift from what they follow.
  columnsOf: (input, now) => ({
    slug: input.slug,
    title: input.title,
    title_hi: input.titleHi,
    description: input.description,
    scientific_name: input.scientificName,
    price_paise: input.pricePaise,
    discount: input.discount,
    sale_price_paise: salePricePaise(input.pricePaise, input.discount),
    on_sale: input.onSale ? 1 : 0,
    featured: input.featured ? 1 : 0,
    alt_text: input.altText,
    blog_slug: input.blogSlug,
    hsn_code: input.hsnCode,
    gst_rate: input.gstRate,
    search_text: productSearchText(input.title, input.scientificName, input.titleHi),
    updated_at: now,
  }),
  newColumnsOf: (input, now) => ({ stock: input.stock, image4: null, rating: 0, created_at: now }),
  // Orders take stock while an admin's form is open: sold units must never come back.
  contested: {
    column: "stock",
    value: (input) => input.stock,
    loaded: (input) => input.stockWas,
    conflict: (row) =>
      `The stock of ${row.title} changed to ${row.stock} while you were editing (orders came in). Check the new stock and save again.`,
  },
  json: productJson,
  adminView: adminProductView,
};

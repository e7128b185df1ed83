import {
  PRODUCT_IMAGE_SLOTS,
  type PRODUCT_SORTS,
  type ProductImageSlot,
  type ProductInput,
  productFormSchema,
  productListQuerySchema,
} from "#domain/schemas/admin-product.ts";
import type { Availability } from "#domain/stock.ts";
import type { CareAttributes } from "./care.ts";
import type { CatalogueKind } from "./kind.ts";

/** One variant as the product page and the admin form show it. */
export interface VariantView {
  id: string;
  name: string;
  /** The name in Hindi, or null: `name` serves both languages. */
  nameHi: string | null;
  sku: string;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  stock: number;
}

/** A product card on the pages. Money stays in paise until <Price> formats it. */
export interface ProductCardView {
  id: string;
  /**
   * Its default variant's id: what a quick add from the card puts in the cart, so that line is
   * the same one the product page, the server cart and the checkout name.
   */
  variantId: string;
  slug: string;
  title: string;
  /** The Hindi name, or null: the page shows `title` then. */
  titleHi: string | null;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  rating: number;
  /** Not the count: a list is kept cached through orders that leave this as it was. */
  availability: Availability;
  /** Media key (see domain/media.ts), or null when the product has no picture. */
  image: string | null;
  alt: string;
  blogSlug: string | null;
  /** GST rate in percent: the cart taxes each line at its own. */
  gstRate: number;
  /** The lowest price of its variants when their prices differ (`From ₹…`), else null. */
  fromPricePaise: number | null;
  category: string;
  /** What its variants are a choice of ('Pot size'), or null: one default variant, not offered as a choice. */
  optionName: string | null;
}

/** The product page: the card plus what only the detail shows. */
export interface ProductDetailView extends ProductCardView {
  /** The exact count, which the page's quantity stops at. */
  stock: number;
  scientificName: string;
  description: string;
  /** The description in Hindi, or null: `description` serves both languages. */
  descriptionHi: string | null;
  /** What the variants are a choice of, in Hindi, or null: `optionName` serves both. */
  optionNameHi: string | null;
  /** Media keys of image1..image4 that exist, in order. */
  images: string[];
  updatedAt: string;
  care: CareAttributes;
  /** In order; the first is the default. */
  variants: VariantView[];
  /** How many shown reviews `rating` is the mean of (docs/product/reviews.md#one-rating). */
  reviewCount: number;
}

export interface AdminProductView {
  id: string;
  slug: string;
  title: string;
  titleHi: string | null;
  description: string;
  descriptionHi: string | null;
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
  category: string;
  care: CareAttributes;
  optionName: string | null;
  optionNameHi: string | null;
  variants: VariantView[];
}

export const productKind: CatalogueKind<ProductInput, ProductImageSlot, (typeof PRODUCT_SORTS)[number]> = {
  name: "products",
  noun: "Product",
  plural: "Products",
  formSchema: productFormSchema,
  listSchema: productListQuerySchema,
  slots: PRODUCT_IMAGE_SLOTS,
};

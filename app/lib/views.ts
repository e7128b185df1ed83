import type { CartProduct } from "./cart.ts";

/** The shapes loaders hand to components. Money stays in paise until <Price> formats it. */

export interface ProductCardView {
  id: string;
  slug: string;
  title: string;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  rating: number;
  stock: number;
  /** Media key (see domain/media.ts), or null when the product has no picture. */
  image: string | null;
  alt: string;
  blogSlug: string | null;
}

export function cartProductOf(p: ProductCardView): CartProduct {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    pricePaise: p.pricePaise,
    discount: p.discount,
    image1: p.image,
    stock: p.stock,
  };
}

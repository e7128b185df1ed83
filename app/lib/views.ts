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

/** The product page: the card plus what only the detail shows. */
export interface ProductDetailView extends ProductCardView {
  scientificName: string;
  description: string;
  /** Media keys of image1..image4 that exist, in order. */
  images: string[];
  updatedAt: string;
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

export interface OrderItemView {
  productId: string | null;
  slug: string;
  title: string;
  image: string | null;
  pricePaise: number;
  discount: number;
  salePricePaise: number;
  quantity: number;
  lineTotalPaise: number;
}

export interface OrderView {
  id: string;
  date: string;
  status: string;
  userName: string;
  userEmail: string;
  subtotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** 'Cash on Delivery', or the masked card. */
  payment: { method: "cod" } | { method: "card"; brand: string; cardNumber: string; cardHolderName: string };
  shippingAddress: { street: string; city: string; state: string; zip: string };
  items: OrderItemView[];
}

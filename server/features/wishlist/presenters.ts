import type { ProductCardView } from "#domain/catalogue/product.ts";
import { productCardView, productJson } from "#server/features/catalogue/presenters.ts";
import type { ProductWithVariants } from "#server/features/catalogue/rows.ts";
import type { WishlistAnswer } from "./answers.ts";

/** The wishlist as the API answers it and as the profile's Wishlist tab shows it: its products as the catalogue presents them. */

export const wishlistJson = (products: ProductWithVariants[]): WishlistAnswer => products.map(productJson);

export const wishlistView = (products: ProductWithVariants[]): ProductCardView[] => products.map(productCardView);

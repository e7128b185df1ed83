import { z } from "zod";
import { productAnswer } from "#server/features/catalogue/answers.ts";

/** The wishlist's JSON answer (docs/product/api.md#wishlist) as a schema: the OpenAPI document says it, the presenter is held to it. */

export const wishlistAnswer = z.array(productAnswer).meta({
  id: "Wishlist",
  description: "The customer's saved products, newest first, each as the catalogue answers it",
});

export type WishlistAnswer = z.input<typeof wishlistAnswer>;

import { z } from "zod";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { useCase } from "#server/http/use-case.ts";
import { wishlistAnswer } from "./answers.ts";
import { wishlistJson } from "./presenters.ts";
import { addToWishlist, listWishlist, removeFromWishlist } from "./wishlist.ts";

/**
 * The wishlist's use cases (docs/product/accounts.md#wishlist): each is the caller's own list, and
 * each answers the whole list as it now is, so a client knows every heart's state after any change.
 */

const productParam = { productId: entryIdSchema.meta({ description: "The product's id (`id` of its JSON)" }) };

export const listWishlistCase = useCase({
  name: "wishlist.list",
  summary: "The customer's wishlist: the products they saved, newest first",
  access: "customer",
  input: z.object({}),
  run: (shop, _input, { user }) => listWishlist(shop.db, user.id),
  answer: wishlistAnswer,
  present: wishlistJson,
  http: { method: "get", path: "/wishlist", from: "none" },
});

export const addToWishlistCase = useCase({
  name: "wishlist.add",
  summary: "Save a product to the wishlist (saving it again changes nothing); answers the wishlist",
  access: "customer",
  input: z.object({}),
  params: productParam,
  run: async (shop, { productId }, { user }) => {
    await addToWishlist(shop.db, { userId: user.id, productId });
    return listWishlist(shop.db, user.id);
  },
  answer: wishlistAnswer,
  present: wishlistJson,
  http: { method: "put", path: "/wishlist/:productId", from: "none" },
});

export const removeFromWishlistCase = useCase({
  name: "wishlist.remove",
  summary: "Take a product off the wishlist (one not on it is already off); answers the wishlist",
  access: "customer",
  input: z.object({}),
  params: productParam,
  run: async (shop, { productId }, { user }) => {
    await removeFromWishlist(shop.db, { userId: user.id, productId });
    return listWishlist(shop.db, user.id);
  },
  answer: wishlistAnswer,
  present: wishlistJson,
  http: { method: "delete", path: "/wishlist/:productId", from: "none" },
});

export const wishlistUseCases = [listWishlistCase, addToWishlistCase, removeFromWishlistCase];

import type { Database } from "#server/db/client.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { withVariants } from "#server/features/catalogue/products.ts";
import type { ProductWithVariants } from "#server/features/catalogue/rows.ts";
import { notFound } from "#server/http/errors.ts";

/**
 * A customer's wishlist (docs/product/accounts.md#wishlist): the products they saved, each
 * once. Nothing public shows it, so its writes leave every cached page and answer as it was.
 */

/** The customer's saved products, newest first, whole (with their variants) as the catalogue answers them. */
export async function listWishlist(db: Database, userId: string): Promise<ProductWithVariants[]> {
  const products = await db
    .selectFrom("wishlist_items")
    .innerJoin("products", "products.id", "wishlist_items.product_id")
    .selectAll("products")
    .where("wishlist_items.user_id", "=", userId)
    .orderBy("wishlist_items.created_at", "desc")
    .orderBy("wishlist_items.product_id", "desc")
    .execute();
  return withVariants(db, products);
}

/** Which products the customer saved: what every heart on a page shows. */
export async function wishlistIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("wishlist_items").select("product_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.product_id);
}

/**
 * Saves a product; saving it again changes nothing (it keeps its place). The row is made from
 * the product's own, so a product deleted meanwhile is not found rather than a broken reference.
 */
export async function addToWishlist(db: Database, { userId, productId }: { userId: string; productId: string }) {
  changesNothingPublic();
  const result = await db
    .insertInto("wishlist_items")
    .columns(["user_id", "product_id", "created_at"])
    .expression(
      db
        .selectFrom("products")
        .select((eb) => [eb.val(userId).as("user_id"), "id", eb.val(now()).as("created_at")])
        .where("id", "=", productId),
    )
    .onConflict((oc) => oc.columns(["user_id", "product_id"]).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return;
  const product = await db.selectFrom("products").select("id").where("id", "=", productId).executeTakeFirst();
  if (!product) throw notFound("catalogue.products.notFound");
}

/** Takes a product off the wishlist; one not on it (or gone from the catalogue) is already off. */
export async function removeFromWishlist(db: Database, { userId, productId }: { userId: string; productId: string }) {
  changesNothingPublic();
  await db.deleteFrom("wishlist_items").where("user_id", "=", userId).where("product_id", "=", productId).execute();
}

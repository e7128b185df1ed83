/** The wishlist's table (composed into the database's `DB` in server/db/schema.ts). */

/** One product a customer saved for later: at most once per customer (the key is both ids). */
export interface WishlistItemTable {
  user_id: string;
  product_id: string;
  /** When it was saved: the list shows the newest first. */
  created_at: string;
}

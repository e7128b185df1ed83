/** The server cart's tables (migration 0021; composed into the database's `DB` in server/db/schema.ts). */

/** A customer's cart as the server keeps it (docs/product/orders.md#server-cart). */
export interface CartTable {
  user_id: string;
  /** JSON text: `[{ productId, variantId?, quantity }]`, `[]` when empty. */
  lines: string;
  /** When the lines last changed (saving the same lines again changes nothing). */
  updated_at: string;
  /** When the reminder mail was written; a cart is reminded once per change (docs/product/orders.md#cart-reminder). */
  reminded_at: string | null;
}

/** A customer who asked for no cart reminders, with the mail's opt-out link. */
export interface CartReminderOptOutTable {
  user_id: string;
  created_at: string;
}

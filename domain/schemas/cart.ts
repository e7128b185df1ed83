import { message } from "#domain/i18n/message.ts";
import { MAX_ORDER_LINES } from "#domain/cart.ts";
import { z } from "#domain/schemas/zod.ts";

const QUANTITY_NOT_WHOLE = message("order.cart.quantityNotWhole");
const LINE_NEEDS_PRODUCT = message("order.cart.lineNeedsProduct");

/**
 * A line of `PUT /api/cart` (docs/product/orders.md#server-cart): `{ productId, variantId?, quantity }`,
 * with the order's line messages. A quantity must be a whole number from 1; above what a line may
 * hold (100, or the stock) it is brought down, as the browser's cart does, rather than refused.
 */
const storedCartLineSchema = z.object(
  {
    productId: z.string({ error: LINE_NEEDS_PRODUCT }).min(1, LINE_NEEDS_PRODUCT).max(100),
    /** Absent (or null): the product's default variant. */
    variantId: z
      .string()
      .min(1)
      .max(100)
      .nullish()
      .transform((id) => id ?? undefined),
    quantity: z
      .number({ error: QUANTITY_NOT_WHOLE })
      .int(QUANTITY_NOT_WHOLE)
      .min(1, message("order.cart.quantityTooSmall")),
  },
  { error: message("order.cart.lineNotObject") },
);

/** The body of `PUT /api/cart`: the whole cart, which replaces the stored one (`[]` empties it). */
export const saveCartSchema = z.object({
  cart: z
    .array(storedCartLineSchema, { error: message("order.cart.notList") })
    .max(MAX_ORDER_LINES, message("cart.tooManyLines")),
});

export type SaveCartInput = z.output<typeof saveCartSchema>;

/** One line put in the cart by a page's form (its fields are text): the product, its variant, how many. */
export const addToCartSchema = storedCartLineSchema.extend({
  quantity: z.coerce
    .number({ error: QUANTITY_NOT_WHOLE })
    .int(QUANTITY_NOT_WHOLE)
    .min(1, message("order.cart.quantityTooSmall")),
});

export type AddToCartInput = z.output<typeof addToCartSchema>;

/** The opt-out link's `?token=` (docs/product/orders.md#cart-reminder): whatever it holds, the server checks its signature. */
export const cartReminderTokenSchema = z.object({
  token: z.string({ error: message("cart.reminders.linkInvalid") }).max(500, message("cart.reminders.linkInvalid")),
});

import { cartQuantity, MAX_ORDER_LINES, type StoredCartLine, storedLineKey } from "#domain/cart.ts";
import { orderedVariant } from "#domain/catalogue/variants.ts";
import { productVariant } from "#server/features/catalogue/product-variants.ts";
import { message } from "#domain/i18n/message.ts";
import type { AddToCartInput } from "#domain/schemas/cart.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";

/**
 * A signed-in customer's cart, kept on the server (docs/product/orders.md#server-cart) so every
 * device they sign in on shows the same one. It is a wish, not a reservation: an order reads
 * prices and stock again. Nothing public shows it, so its writes leave every cached answer as it was.
 */

/** The lines stored as the table keeps them (JSON text); anything else reads as an empty cart. */
export function storedLines(json: string | undefined): StoredCartLine[] {
  const lines: unknown = json ? JSON.parse(json) : [];
  return Array.isArray(lines) ? (lines as StoredCartLine[]) : [];
}

/** The customer's cart: empty when they never kept one. */
export async function getCart(db: Database, userId: string): Promise<StoredCartLine[]> {
  const row = await db.selectFrom("carts").select("lines").where("user_id", "=", userId).executeTakeFirst();
  return storedLines(row?.lines);
}

/**
 * What of a cart can be kept: every line names its variant (the default one for a line naming
 * none), so one plant is one line however it was put in the cart, and lines of the same variant
 * become one; a line whose product (or the variant it names) is no longer sold is dropped, since
 * no device could show it; quantities are brought within what one line may hold and the
 * variant's stock (at least 1, so a sold-out line stays for the customer to see), as the
 * browser's cart keeps them.
 */
async function storableLines(db: Database, cart: readonly StoredCartLine[]): Promise<StoredCartLine[]> {
  const productIds = [...new Set(cart.map((line) => line.productId))];
  const variants =
    productIds.length === 0
      ? []
      : await db
          .selectFrom("product_variants")
          .select(["id", "product_id", "stock"])
          .where("product_id", "in", productIds)
          .orderBy("product_id")
          .orderBy("position")
          .execute();
  const merged = new Map<string, StoredCartLine & { stock: number }>();
  for (const { productId, variantId, quantity } of cart) {
    const variant = orderedVariant(
      variants.filter((v) => v.product_id === productId),
      variantId,
    );
    if (!variant) continue;
    const present = merged.get(variant.id);
    merged.set(variant.id, {
      productId,
      variantId: variant.id,
      quantity: (present?.quantity ?? 0) + quantity,
      stock: variant.stock,
    });
  }
  return [...merged.values()].map(({ stock, ...line }) => ({ ...line, quantity: cartQuantity(line.quantity, stock) }));
}

/**
 * Replaces the customer's cart with `cart` as it can be kept, and answers that. The time of the
 * change moves only when the lines do: a device saving the same cart again does not put off its
 * reminder (docs/product/orders.md#cart-reminder).
 */
export async function saveCart(
  db: Database,
  userId: string,
  cart: readonly StoredCartLine[],
): Promise<StoredCartLine[]> {
  changesNothingPublic();
  const lines = await storableLines(db, cart);
  const json = JSON.stringify(lines);
  const at = now();
  await db
    .insertInto("carts")
    .values({ user_id: userId, lines: json, updated_at: at, reminded_at: null })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ lines: json, updated_at: at }).where("carts.lines", "<>", json),
    )
    .execute();
  return lines;
}

/**
 * Puts a variant in the customer's cart, as the browser's 'Add to cart' does: a line of it
 * already there is raised by `quantity` (within 100 and the stock), else a line is appended.
 * For a page sent before its JavaScript ran, which cannot reach the device's cart: the device
 * takes the server's change when it next brings the two together. A variant not sold, or sold
 * out, is refused, and so is a new line in a cart already holding as many as an order may.
 */
export async function addToCart(db: Database, userId: string, line: AddToCartInput): Promise<StoredCartLine[]> {
  const variant = await productVariant(db, line.productId, line.variantId);
  if (variant.stock <= 0) throw new AppError(409, message("order.place.outOfStock", { title: variant.title }));
  const cart = await getCart(db, userId);
  const present = cart.some((stored) => storedLineKey(stored) === variant.id);
  if (!present && cart.length >= MAX_ORDER_LINES) throw new AppError(400, message("cart.tooManyLines"));
  return saveCart(db, userId, [...cart, { productId: line.productId, variantId: variant.id, quantity: line.quantity }]);
}

/**
 * Empties the customer's cart once they ordered: for place-order.ts to call inside the order's
 * transaction, so a cart never outlives the order it became, whichever client placed it.
 */
export async function emptyCart(db: Database, userId: string): Promise<void> {
  await db
    .updateTable("carts")
    .set({ lines: "[]", updated_at: now() })
    .where("user_id", "=", userId)
    .where("lines", "<>", "[]")
    .execute();
}

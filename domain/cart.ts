/** The most lines an order (and so a cart) holds, and the most units of one line: the order schema's limits too. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 100;

/**
 * A cart line as the server keeps it (docs/product/orders.md#server-cart): the product, the
 * variant when the line names one (none: the product's default), and the quantity.
 */
export interface StoredCartLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** What tells lines apart: the variant, or for a line naming none, the product (as the browser's cart keys them). */
export function storedLineKey(line: Pick<StoredCartLine, "productId" | "variantId">): string {
  return line.variantId ?? line.productId;
}

/** A line's quantity within what one line may hold: 1 to 100, and no more than `stock` when some is left. */
export function cartQuantity(quantity: number, stock = MAX_LINE_QUANTITY): number {
  return Math.max(1, Math.min(Math.floor(quantity), MAX_LINE_QUANTITY, Math.max(stock, 1)));
}

/** The same lines in the same order with the same quantities. */
export function sameCart(a: readonly StoredCartLine[], b: readonly StoredCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => storedLineKey(line) === storedLineKey(b[i]!) && line.quantity === b[i]!.quantity)
  );
}

/**
 * The cart once a device and the server are brought together (docs/product/orders.md#server-cart).
 * `base` is the cart both last agreed on; each line is judged alone:
 * - changed on one side only (added, removed, its quantity changed): that side's change stands,
 *   so a line removed on one device does not come back from another device's stale copy;
 * - changed on both sides: the line stays, with the larger quantity.
 *
 * A device cart that never met this account's (a visitor's, at sign-in) has an empty base: the
 * result is the union of both, a line in both keeping the larger quantity. The larger rather
 * than the sum: the same plant put in the cart on two devices is one wish, not two, and merging
 * twice changes nothing. The server's lines come first, in its order, then the device's new
 * ones; at most MAX_ORDER_LINES lines are kept, as no order holds more.
 */
export function mergeCarts(
  server: readonly StoredCartLine[],
  device: readonly StoredCartLine[],
  base: readonly StoredCartLine[] = [],
): StoredCartLine[] {
  const byKey = (lines: readonly StoredCartLine[]) => new Map(lines.map((line) => [storedLineKey(line), line]));
  const [onServer, onDevice, agreed] = [byKey(server), byKey(device), byKey(base)];
  const keys = new Set([...onServer.keys(), ...onDevice.keys()]);
  const merged: StoredCartLine[] = [];
  for (const key of keys) {
    const [s, d, b] = [onServer.get(key), onDevice.get(key), agreed.get(key)];
    const line =
      d?.quantity === b?.quantity
        ? s
        : s?.quantity === b?.quantity
          ? d
          : s && d
            ? { ...s, quantity: Math.max(s.quantity, d.quantity) }
            : (s ?? d);
    if (line) merged.push({ ...line, quantity: cartQuantity(line.quantity) });
  }
  return merged.slice(0, MAX_ORDER_LINES);
}

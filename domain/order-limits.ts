import { message, type MessageRef } from "#domain/i18n/message.ts";
import { formatINR, type Paise, toPaise } from "./money.ts";

/**
 * What one customer's unpaid orders may hold at most (issue 24, item 3), so one account cannot
 * take the catalogue out of stock without paying: their value, and the units of each product.
 * Unpaid: not cancelled, and the money has not reached the shop (`UNPAID_STATUSES`), so a
 * cash-on-delivery order counts until it is delivered. The admin sets both in the shop settings.
 */
export interface UnpaidOrderLimits {
  /** Whole rupees, as the admin types them. */
  maxUnpaidRupees: number;
  maxUnpaidUnitsPerProduct: number;
}

export const DEFAULT_UNPAID_ORDER_LIMITS: UnpaidOrderLimits = {
  maxUnpaidRupees: 25_000,
  maxUnpaidUnitsPerProduct: 20,
};

/** What the customer's unpaid orders already hold. */
export interface UnpaidHoldings {
  valuePaise: Paise;
  unitsByProduct: ReadonlyMap<string, number>;
}

/** The order being placed, priced. */
export interface OrderToPlace {
  totalPaise: Paise;
  lines: ReadonlyArray<{ productId: string; title: string; quantity: number }>;
}

export const unpaidUnitsRefusal = (max: number, title: string) => message("order.place.unpaidUnits", { max, title });

export const unpaidValueRefusal = (maxPaise: Paise) =>
  message("order.place.unpaidValue", { limit: formatINR(maxPaise) });

/** Why the order would take the customer past a limit, or null when it stays within both. */
export function unpaidLimitRefusal(
  limits: UnpaidOrderLimits,
  held: UnpaidHoldings,
  order: OrderToPlace,
): MessageRef | null {
  const over = order.lines.find(
    (line) => (held.unitsByProduct.get(line.productId) ?? 0) + line.quantity > limits.maxUnpaidUnitsPerProduct,
  );
  if (over) return unpaidUnitsRefusal(limits.maxUnpaidUnitsPerProduct, over.title);
  const maxPaise = toPaise(limits.maxUnpaidRupees);
  if (held.valuePaise + order.totalPaise > maxPaise) return unpaidValueRefusal(maxPaise);
  return null;
}

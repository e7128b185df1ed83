import { message, type MessageRef } from "#domain/i18n/message.ts";

/** Order lifecycle (docs/product/orders.md#order-statuses, docs/product/orders.md#stock). */

export const ORDER_SUCCESSFUL = "Order Successful";
export const PROCESSING = "Processing";
export const SHIPPED = "Shipped";
export const DELIVERED = "Delivered";
export const ORDER_CANCELLED = "Order Cancelled";

export const ORDER_STATUSES = [ORDER_SUCCESSFUL, PROCESSING, SHIPPED, DELIVERED, ORDER_CANCELLED] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A status is stored and sent in English (the API's contract); pages show it by its message. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, MessageRef>> = {
  [ORDER_SUCCESSFUL]: message("order.status.successful"),
  [PROCESSING]: message("order.status.processing"),
  [SHIPPED]: message("order.status.shipped"),
  [DELIVERED]: message("order.status.delivered"),
  [ORDER_CANCELLED]: message("order.status.cancelled"),
};

/**
 * How a status badge reads at a glance (docs/product/orders.md#order-statuses): placed is good
 * news, packing and travelling are under way, delivered is done, cancelled has stopped.
 */
export type StatusTone = "positive" | "neutral" | "success" | "danger";

export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  [ORDER_SUCCESSFUL]: "positive",
  [PROCESSING]: "neutral",
  [SHIPPED]: "neutral",
  [DELIVERED]: "success",
  [ORDER_CANCELLED]: "danger",
};

/**
 * An order's one number, the one its customer quotes and every page, mail, PDF and export of
 * the shop shows (without its #): the last 8 characters of the order's id
 * (docs/product/orders.md#order-numbers).
 */
export function orderNumber(id: string): string {
  return id.slice(-8);
}

/**
 * An order number, or its end, as an admin types it for the order search (the whole id too),
 * a leading # allowed, at least 4 characters so a short word stays a name search. Null when the
 * text cannot be one.
 */
export function orderNumberFragment(text: string): string | null {
  const fragment = text.trim().replace(/^#/, "").toLowerCase();
  return /^[0-9a-f-]{4,36}$/.test(fragment) ? fragment : null;
}

/**
 * Open: neither delivered nor cancelled, so still holding stock and (for cash on delivery)
 * not yet paid. How many a customer may have is limited (MAX_OPEN_ORDERS).
 */
export function isOpen(status: OrderStatus): boolean {
  return status !== DELIVERED && status !== ORDER_CANCELLED;
}

export const OPEN_STATUSES = ORDER_STATUSES.filter(isOpen);

/** An order holds its stock in every status but 'Order Cancelled'. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== ORDER_CANCELLED;
}

/**
 * Stock movement of a status change, per unit ordered: -1 takes stock again (reopening a
 * cancelled order), +1 gives it back (cancelling), 0 otherwise. No sequence can move it twice.
 */
export function stockDirection(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  if (holdsStock(from) === holdsStock(to)) return 0;
  return holdsStock(to) ? -1 : 1;
}

/** Out of 'Order Cancelled' (only an admin does that): the order is wanted again, whatever it owes. */
export function isReopening(from: OrderStatus, to: OrderStatus): boolean {
  return from === ORDER_CANCELLED && to !== ORDER_CANCELLED;
}

/**
 * A customer may cancel only until the parcel is handed to the courier; after that the
 * goods are on their way (or delivered) and cancelling would return stock that is not here.
 * Admins may still set any status.
 */
export function customerMayCancel(status: string): boolean {
  return isBeforeShipping(status);
}

/** Statuses of an order whose goods are still here: cancelling it returns stock that exists. */
export const BEFORE_SHIPPING_STATUSES = [ORDER_SUCCESSFUL, PROCESSING] as const;

export function isBeforeShipping(status: string): boolean {
  return (BEFORE_SHIPPING_STATUSES as readonly string[]).includes(status);
}

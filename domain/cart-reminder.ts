import { indianMinuteOfDay } from "#domain/india/time.ts";

/** A cart untouched this long without an order gets its reminder (docs/product/orders.md#cart-reminder). */
export const CART_REMINDER_AFTER_MS = 10 * 60 * 60_000;

/** Reminders go from 09:00 until 21:00 India time: nobody is woken by one. */
const FIRST_MINUTE = 9 * 60;
const END_MINUTE = 21 * 60;

/** Whether `now` is inside the reminder hours, 09:00 (included) to 21:00 (not) in India. */
export function withinReminderHours(now: Date): boolean {
  const minute = indianMinuteOfDay(now);
  return minute >= FIRST_MINUTE && minute < END_MINUTE;
}

/** What decides a cart's reminder; times are ISO 8601 UTC text, as every table keeps them. */
export interface CartReminderFacts {
  lineCount: number;
  /** When its lines last changed. */
  updatedAt: string;
  remindedAt: string | null;
  /** The customer's newest order, if any. */
  lastOrderAt: string | null;
  optedOut: boolean;
}

/**
 * Whether a cart's reminder is due at `now`: it holds lines, its last change is at least 10 hours
 * old, it was not reminded since that change, its customer ordered nothing since (an order placed
 * at the moment of the change counts), has not opted out, and it is daytime in India. A cart
 * that falls due at night is due again at 09:00.
 */
export function cartReminderDue(cart: CartReminderFacts, now: Date): boolean {
  const changed = Date.parse(cart.updatedAt);
  const since = (at: string | null) => at !== null && Date.parse(at) >= changed;
  return (
    cart.lineCount > 0 &&
    now.getTime() - changed >= CART_REMINDER_AFTER_MS &&
    !since(cart.remindedAt) &&
    !since(cart.lastOrderAt) &&
    !cart.optedOut &&
    withinReminderHours(now)
  );
}

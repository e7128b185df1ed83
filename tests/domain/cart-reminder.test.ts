import { describe, expect, it } from "vitest";
import {
  CART_REMINDER_AFTER_MS,
  type CartReminderFacts,
  cartReminderDue,
  withinReminderHours,
} from "#domain/cart-reminder.ts";

/** A moment in India (UTC+5:30) on 10 March 2026, as UTC. */
const ist = (hh: number, mm = 0, ss = 0) => new Date(Date.UTC(2026, 2, 10, hh, mm, ss) - 330 * 60_000);

const NOON = ist(12);
const cart = (overrides: Partial<CartReminderFacts> = {}): CartReminderFacts => ({
  lineCount: 2,
  updatedAt: new Date(NOON.getTime() - CART_REMINDER_AFTER_MS).toISOString(),
  remindedAt: null,
  lastOrderAt: null,
  optedOut: false,
  ...overrides,
});
const before = (at: Date, ms: number) => new Date(at.getTime() - ms).toISOString();

describe("whether a cart's reminder is due", () => {
  it("is due exactly 10 hours after the last change, not a second before", () => {
    expect(cartReminderDue(cart(), NOON)).toBe(true);
    expect(cartReminderDue(cart({ updatedAt: before(NOON, CART_REMINDER_AFTER_MS - 1000) }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ updatedAt: before(NOON, 3 * CART_REMINDER_AFTER_MS) }), NOON)).toBe(true);
  });

  it("goes between 09:00 and 21:00 India time only", () => {
    const old = cart({ updatedAt: before(ist(8), 2 * CART_REMINDER_AFTER_MS) });
    expect(cartReminderDue(old, ist(8, 59, 59))).toBe(false);
    expect(cartReminderDue(old, ist(9))).toBe(true);
    expect(cartReminderDue(old, ist(20, 59, 59))).toBe(true);
    expect(cartReminderDue(old, ist(21))).toBe(false);
    expect([ist(0), ist(3, 30), ist(23, 59)].map(withinReminderHours)).toEqual([false, false, false]);
  });

  it("waits for 09:00 when it fell due at night", () => {
    // Changed at 15:00: due at 01:00, which is night; at 09:00 it goes.
    const afternoon = cart({ updatedAt: ist(15).toISOString() });
    const nextDay = (hh: number) => new Date(ist(hh).getTime() + 24 * 60 * 60_000);
    expect(cartReminderDue(afternoon, nextDay(1))).toBe(false);
    expect(cartReminderDue(afternoon, nextDay(8))).toBe(false);
    expect(cartReminderDue(afternoon, nextDay(9))).toBe(true);
  });

  it("is reminded once per change: not again after a reminder since the change, again after a later change", () => {
    const changed = cart().updatedAt;
    expect(cartReminderDue(cart({ remindedAt: changed }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ remindedAt: before(NOON, 60_000) }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ remindedAt: before(new Date(changed), 60_000) }), NOON)).toBe(true);
  });

  it("is not due for an empty cart, a customer who ordered since the change, or one who opted out", () => {
    expect(cartReminderDue(cart({ lineCount: 0 }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ lastOrderAt: before(NOON, 60_000) }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ lastOrderAt: cart().updatedAt }), NOON)).toBe(false);
    expect(cartReminderDue(cart({ lastOrderAt: before(new Date(cart().updatedAt), 60_000) }), NOON)).toBe(true);
    expect(cartReminderDue(cart({ optedOut: true }), NOON)).toBe(false);
  });
});

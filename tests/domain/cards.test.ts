import { describe, expect, it } from "vitest";
import { isExpired, parseExpiry } from "#domain/cards.ts";
import { cardSchema } from "#domain/schemas/account.ts";
import { inEnglish } from "#tests/support/messages.ts";

describe("card expiry", () => {
  const on = (iso: string) => new Date(iso);

  it("a card is valid through the last moment of its expiry month", () => {
    expect(isExpired("11/26", on("2026-11-01T00:00:00Z"))).toBe(false);
    expect(isExpired("11/26", on("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isExpired("11/26", on("2026-12-01T00:00:00Z"))).toBe(true);
  });

  it("compares months across a year's end", () => {
    expect(isExpired("12/26", on("2027-01-01T00:00:00Z"))).toBe(true);
    expect(isExpired("01/27", on("2026-12-31T12:00:00Z"))).toBe(false);
    expect(isExpired("10/26", on("2026-11-22T12:00:00Z"))).toBe(true);
    expect(isExpired("12/99", on("2026-11-22T12:00:00Z"))).toBe(false);
  });

  it("leaves an unreadable expiry to the format rule", () => {
    for (const bad of ["13/20", "00/20", "1/20", "ab/cd", ""]) {
      expect(parseExpiry(bad)).toBeNull();
      expect(isExpired(bad, on("2026-11-22T12:00:00Z"))).toBe(false);
    }
    expect(parseExpiry("03/31")).toEqual({ month: 3, year: 2031 });
  });

  it("the card schema refuses an expiry in the past with 'Card has expired'", () => {
    const card = { cardNumber: "4242424242424242", cardHolderName: "Asha Verma", cvv: "123" };
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const mmyy = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCFullYear() % 100).padStart(2, "0")}`;
    const expired = cardSchema.safeParse({ ...card, expiryDate: mmyy(lastMonth) });
    expect(expired.success).toBe(false);
    expect(expired.error?.issues.map((i) => inEnglish(i.message))).toEqual(["Card has expired"]);
    expect(cardSchema.safeParse({ ...card, expiryDate: mmyy(new Date()) }).success).toBe(true);
    const malformed = cardSchema.safeParse({ ...card, expiryDate: "13/30" });
    expect(malformed.error?.issues.map((i) => inEnglish(i.message))).toEqual(["Expiry date must be in MM/YY format"]);
  });
});

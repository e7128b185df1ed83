import { describe, expect, it } from "vitest";
import { isExpired, normalizeExpiry, parseExpiry, typedExpiry } from "#domain/cards.ts";
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
  });

  const card = { cardNumber: "4242424242424242", cardHolderName: "Asha Verma", cvv: "123" };
  const messagesOf = (expiryDate: string) =>
    cardSchema.safeParse({ ...card, expiryDate }).error?.issues.map((i) => inEnglish(i.message));

  it("says a month that is not one apart from a text that is no expiry (issue 30, item 9)", () => {
    for (const badMonth of ["13/30", "00/30", "1330"])
      expect(messagesOf(badMonth), badMonth).toEqual(["Enter a month from 01 to 12"]);
    for (const bad of ["1/30", "ab/cd", "12/2030", "12-30", "123"])
      expect(messagesOf(bad), bad).toEqual(["Expiry date must be in MM/YY format"]);
    expect(messagesOf("")).toEqual(["Expiry date is required"]);
  });

  it("takes four digits typed on a number pad, or spaced, and keeps MM/YY", () => {
    for (const typed of ["1299", "12/99", " 12 / 99 "]) {
      expect(normalizeExpiry(typed)).toBe("12/99");
      expect(cardSchema.parse({ ...card, expiryDate: typed }).expiryDate).toBe("12/99");
    }
    expect(parseExpiry("0331")).toEqual({ month: 3, year: 2031 });
  });

  it("puts the slash in as the expiry is typed on a number pad, and lets backspace pass it", () => {
    const typing = (keys: string) => [...keys].reduce((field, key) => typedExpiry(field + key, false), "");
    expect(typing("1227")).toBe("12/27");
    expect(typing("12")).toBe("12/");
    expect(typing("1")).toBe("1");
    expect(typing("427")).toBe("04/27");
    expect(typing("12/27")).toBe("12/27");
    expect(typedExpiry("12/275", false)).toBe("12/27");
    // Backspace from '12/' leaves '12', and from there '1', never the slash again.
    expect(typedExpiry("12", true)).toBe("12");
    expect(typedExpiry("1", true)).toBe("1");
    expect(typedExpiry("12/2", true)).toBe("12/2");
  });
});
